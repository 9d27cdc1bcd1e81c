CREATE TABLE "live_nicknames" (
	"broadcast" text NOT NULL,
	"voter_id" text NOT NULL,
	"nickname" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_nicknames_broadcast_voter_id_pk" PRIMARY KEY("broadcast","voter_id")
);
--> statement-breakpoint
ALTER TABLE "live_polls" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "live_polls" ADD COLUMN "revealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_votes" ADD COLUMN "points" integer;