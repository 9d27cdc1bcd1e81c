CREATE TABLE "live_captions" (
	"broadcast" text NOT NULL,
	"lang" text NOT NULL,
	"seq" integer NOT NULL,
	"rev" integer DEFAULT 1 NOT NULL,
	"text" text NOT NULL,
	"final" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_captions_broadcast_lang_seq_pk" PRIMARY KEY("broadcast","lang","seq"),
	CONSTRAINT "live_captions_seq_check" CHECK ("live_captions"."seq" >= 0)
);
