CREATE TABLE "event_counts" (
	"event_id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"registration_limit" integer,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_counts" (
	"project_id" text PRIMARY KEY NOT NULL,
	"on_site_viewers" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_counts" ADD CONSTRAINT "event_counts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_counts" ADD CONSTRAINT "event_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_counts" ADD CONSTRAINT "project_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_counts_project_idx" ON "event_counts" USING btree ("project_id");--> statement-breakpoint
-- Backfill from the registrations that exist now. Only active (not unregistered) registrations
-- count; the limit is the event's registrationsCountLimit rounded up and kept between 0 and the
-- integer maximum (any limit of 0 or less means full, as before). Same rules as services/counterSync.ts.
INSERT INTO "event_counts" ("event_id", "project_id", "registrations", "registration_limit")
SELECT e."id", e."project_id", coalesce(c."n", 0),
  CASE WHEN jsonb_typeof(e."doc"->'registrationsCountLimit') = 'number'
    THEN least(greatest(ceil((e."doc"->>'registrationsCountLimit')::numeric), 0), 2147483647)::int END
FROM "events" e
LEFT JOIN (
  SELECT r."project_id", s."event_id", count(*)::int AS "n"
  FROM "registrations" r CROSS JOIN LATERAL unnest(r."selected_events") AS s("event_id")
  WHERE NOT r."unregistered"
  GROUP BY r."project_id", s."event_id"
) c ON c."project_id" = e."project_id" AND c."event_id" = e."id";
--> statement-breakpoint
INSERT INTO "project_counts" ("project_id", "on_site_viewers")
SELECT p."id", (
  SELECT count(*)::int FROM "registrations" r
  WHERE r."project_id" = p."id" AND NOT r."unregistered" AND r."on_site_viewer" = 1
) FROM "projects" p;
