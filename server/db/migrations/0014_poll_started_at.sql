ALTER TABLE "live_polls" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
-- Items active now or already voted on were started before this column existed: they stay listed.
UPDATE "live_polls" SET "started_at" = now()
  WHERE EXISTS (SELECT 1 FROM "live_controls" c WHERE c.broadcast = live_polls.broadcast AND live_polls.id IN (c.active_poll, c.active_quiz))
     OR EXISTS (SELECT 1 FROM "live_votes" v WHERE v.broadcast = live_polls.broadcast AND v.item_id = live_polls.id);
