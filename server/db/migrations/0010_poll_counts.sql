CREATE TABLE "live_poll_counts" (
	"broadcast" text NOT NULL,
	"item_id" text NOT NULL,
	"option_id" text NOT NULL,
	"shard" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "live_poll_counts_broadcast_item_id_option_id_shard_pk" PRIMARY KEY("broadcast","item_id","option_id","shard")
);
--> statement-breakpoint
CREATE FUNCTION "live_poll_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE live_poll_counts SET n = n - 1
      WHERE broadcast = OLD.broadcast AND item_id = OLD.item_id AND option_id = OLD.option_id AND shard = hashtext(OLD.voter_id) & 7;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO live_poll_counts (broadcast, item_id, option_id, shard, n)
      VALUES (NEW.broadcast, NEW.item_id, NEW.option_id, hashtext(NEW.voter_id) & 7, 1)
      ON CONFLICT (broadcast, item_id, option_id, shard) DO UPDATE SET n = live_poll_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "live_votes_count" AFTER INSERT OR DELETE OR UPDATE OF option_id ON "live_votes" FOR EACH ROW EXECUTE FUNCTION "live_poll_count"();
--> statement-breakpoint
INSERT INTO "live_poll_counts" (broadcast, item_id, option_id, shard, n)
  SELECT broadcast, item_id, option_id, hashtext(voter_id) & 7, count(*)::int FROM live_votes GROUP BY 1, 2, 3, 4;
