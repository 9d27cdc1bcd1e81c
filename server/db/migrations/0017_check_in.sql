CREATE TABLE "check_ins" (
	"project_id" text NOT NULL,
	"ticket" text NOT NULL,
	"session" text DEFAULT '' NOT NULL,
	"registration_id" text NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"door_id" text NOT NULL,
	"door_name" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_project_id_ticket_session_pk" PRIMARY KEY("project_id","ticket","session")
);
--> statement-breakpoint
CREATE TABLE "door_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"session" text,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "check_ins_registration_idx" ON "check_ins" USING btree ("project_id","registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "door_tokens_hash_idx" ON "door_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "door_tokens_project_idx" ON "door_tokens" USING btree ("project_id");