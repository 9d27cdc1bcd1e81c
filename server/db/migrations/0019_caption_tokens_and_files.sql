CREATE TABLE "caption_files" (
	"broadcast" text NOT NULL,
	"lang" text NOT NULL,
	"project_id" text NOT NULL,
	"event_id" text NOT NULL,
	"cues" jsonb NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caption_files_broadcast_lang_pk" PRIMARY KEY("broadcast","lang")
);
--> statement-breakpoint
CREATE TABLE "caption_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"event_id" text NOT NULL,
	"broadcast" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "caption_files_project_idx" ON "caption_files" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "caption_tokens_hash_idx" ON "caption_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "caption_tokens_project_idx" ON "caption_tokens" USING btree ("project_id");