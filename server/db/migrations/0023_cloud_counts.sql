CREATE TABLE "live_cloud_counts" (
	"broadcast" text NOT NULL,
	"cloud_id" text NOT NULL,
	"word" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "live_cloud_counts_broadcast_cloud_id_word_pk" PRIMARY KEY("broadcast","cloud_id","word")
);
--> statement-breakpoint
DROP INDEX "live_cloud_words_word";--> statement-breakpoint
ALTER TABLE "live_word_clouds" ADD COLUMN "words_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_word_clouds" ADD COLUMN "words_distinct" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "live_cloud_counts_top" ON "live_cloud_counts" USING btree ("broadcast","cloud_id","count" DESC NULLS LAST,"word");--> statement-breakpoint
INSERT INTO "live_cloud_counts" ("broadcast", "cloud_id", "word", "count")
  SELECT "broadcast", "cloud_id", "word", count(*) FROM "live_cloud_words" GROUP BY "broadcast", "cloud_id", "word";--> statement-breakpoint
UPDATE "live_word_clouds" c SET "words_total" = t."total", "words_distinct" = t."distinct"
  FROM (SELECT "broadcast", "cloud_id", sum("count")::integer AS "total", count(*)::integer AS "distinct"
    FROM "live_cloud_counts" GROUP BY "broadcast", "cloud_id") t
  WHERE c."broadcast" = t."broadcast" AND c."id" = t."cloud_id";
