CREATE TABLE "project_private" (
	"project_id" text PRIMARY KEY NOT NULL,
	"live" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
