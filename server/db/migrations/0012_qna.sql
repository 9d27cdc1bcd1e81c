CREATE TABLE "qna_upvotes" (
	"question_id" integer NOT NULL,
	"broadcast" text NOT NULL,
	"voter_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qna_upvotes_question_id_voter_id_pk" PRIMARY KEY("question_id","voter_id")
);
--> statement-breakpoint
ALTER TABLE "live_questions" ADD COLUMN "status" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_questions" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_questions" ADD COLUMN "voter_id" text;--> statement-breakpoint
ALTER TABLE "live_questions" ADD COLUMN "votes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_questions" ADD COLUMN "highlighted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "qna_upvotes" ADD CONSTRAINT "qna_upvotes_question_id_live_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."live_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qna_upvotes_voter_idx" ON "qna_upvotes" USING btree ("broadcast","voter_id");--> statement-breakpoint
CREATE INDEX "live_questions_listed_idx" ON "live_questions" USING btree ("broadcast","status","votes");