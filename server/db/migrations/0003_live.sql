CREATE TABLE "live_controls" (
	"broadcast" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"state" text,
	"on_air_at" timestamp with time zone,
	"visible" jsonb,
	"mode" text DEFAULT 'player' NOT NULL,
	"active_poll" text,
	"active_quiz" text,
	"version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"registration_id" text NOT NULL,
	"broadcast" text NOT NULL,
	"session_id" text NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "live_sessions_registration_id_broadcast_pk" PRIMARY KEY("registration_id","broadcast")
);
--> statement-breakpoint
CREATE INDEX "live_sessions_session_idx" ON "live_sessions" USING btree ("session_id");