CREATE TABLE "calendar_sequences" (
	"project_id" text PRIMARY KEY NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"registration_id" text NOT NULL,
	"event_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"event_id" text NOT NULL,
	"channel" text NOT NULL,
	"offset_minutes" double precision NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"cursor" text,
	"done_at" timestamp with time zone,
	"recipients" integer
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_registration_idx" ON "push_subscriptions" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_project_idx" ON "push_subscriptions" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_jobs_slot_idx" ON "reminder_jobs" USING btree ("event_id","channel","offset_minutes");--> statement-breakpoint
CREATE INDEX "reminder_jobs_due_idx" ON "reminder_jobs" USING btree ("due_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "reminder_jobs_project_idx" ON "reminder_jobs" USING btree ("project_id");