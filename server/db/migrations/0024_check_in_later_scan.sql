ALTER TABLE "check_ins" ADD COLUMN "later_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "later_door" text;