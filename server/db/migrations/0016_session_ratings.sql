CREATE TABLE "session_ratings" (
	"event_id" text NOT NULL,
	"registration_id" text NOT NULL,
	"project_id" text NOT NULL,
	"value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_ratings_event_id_registration_id_pk" PRIMARY KEY("event_id","registration_id"),
	CONSTRAINT "session_ratings_value_check" CHECK ("session_ratings"."value" between 1 and 5)
);
