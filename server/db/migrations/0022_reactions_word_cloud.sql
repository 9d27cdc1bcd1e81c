CREATE TABLE "live_cloud_words" (
	"broadcast" text NOT NULL,
	"cloud_id" text NOT NULL,
	"voter_id" text NOT NULL,
	"slot" integer NOT NULL,
	"word" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_cloud_words_broadcast_cloud_id_voter_id_slot_pk" PRIMARY KEY("broadcast","cloud_id","voter_id","slot")
);
--> statement-breakpoint
CREATE TABLE "live_word_clouds" (
	"broadcast" text NOT NULL,
	"id" text NOT NULL,
	"question" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "live_word_clouds_broadcast_id_pk" PRIMARY KEY("broadcast","id")
);
--> statement-breakpoint
ALTER TABLE "live_controls" ADD COLUMN "reactions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_controls" ADD COLUMN "active_cloud" text;--> statement-breakpoint
CREATE UNIQUE INDEX "live_cloud_words_voter_word" ON "live_cloud_words" USING btree ("broadcast","cloud_id","voter_id","word");--> statement-breakpoint
CREATE INDEX "live_cloud_words_word" ON "live_cloud_words" USING btree ("broadcast","cloud_id","word");