-- project_private.live (the organiser's polls and quiz per event, written before live_polls
-- existed) moves into live_polls under each event's broadcast (live/broadcasts.ts broadcastOf:
-- the trimmed liveDirectorBroadcastSlug, else the event id), polls then quiz in their order as
-- admin/liveContent.ts writes them; an item already there stays.
INSERT INTO "live_polls" ("broadcast", "id", "kind", "question", "options", "right_option", "position")
SELECT coalesce(nullif(btrim(e."doc"->>'liveDirectorBroadcastSlug'), ''), e."id"), item.value->>'id', item.kind,
	coalesce(item.value->>'question', ''), coalesce(item.value->'options', '[]'::jsonb),
	CASE WHEN item.kind = 'quiz' THEN item.value->>'correctOptionId' END, item.position
FROM "project_private" pp
JOIN "events" e ON e."project_id" = pp."project_id"
CROSS JOIN LATERAL (
	SELECT 'poll' AS kind, p.value, (p.n - 1)::int AS position
	FROM jsonb_array_elements(CASE WHEN jsonb_typeof(pp."live"->e."id"->'polls') = 'array' THEN pp."live"->e."id"->'polls' ELSE '[]'::jsonb END) WITH ORDINALITY AS p(value, n)
	UNION ALL
	SELECT 'quiz', q.value, (q.n - 1 + CASE WHEN jsonb_typeof(pp."live"->e."id"->'polls') = 'array' THEN jsonb_array_length(pp."live"->e."id"->'polls') ELSE 0 END)::int
	FROM jsonb_array_elements(CASE WHEN jsonb_typeof(pp."live"->e."id"->'quiz') = 'array' THEN pp."live"->e."id"->'quiz' ELSE '[]'::jsonb END) WITH ORDINALITY AS q(value, n)
) AS item
WHERE jsonb_typeof(pp."live"->e."id") = 'object' AND coalesce(item.value->>'id', '') <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP TABLE "project_private" CASCADE;
