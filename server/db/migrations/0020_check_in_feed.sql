CREATE TABLE "check_in_feed" (
	"project_id" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "check_ins_feed_idx" ON "check_ins" USING btree ("project_id","seq");