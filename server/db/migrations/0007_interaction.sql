CREATE TABLE "live_polls" (
	"broadcast" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"right_option" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "live_polls_broadcast_id_pk" PRIMARY KEY("broadcast","id")
);
--> statement-breakpoint
CREATE TABLE "live_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"broadcast" text NOT NULL,
	"event_id" text NOT NULL,
	"registration_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_votes" (
	"broadcast" text NOT NULL,
	"item_id" text NOT NULL,
	"voter_id" text NOT NULL,
	"option_id" text NOT NULL,
	"correct" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_votes_broadcast_item_id_voter_id_pk" PRIMARY KEY("broadcast","item_id","voter_id")
);
--> statement-breakpoint
CREATE INDEX "live_questions_broadcast_idx" ON "live_questions" USING btree ("broadcast","received_at");