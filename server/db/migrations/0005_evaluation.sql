CREATE TABLE "evaluation_answers" (
	"evaluation_id" text NOT NULL,
	"registration_id" text NOT NULL,
	"project_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_answers_evaluation_id_registration_id_pk" PRIMARY KEY("evaluation_id","registration_id")
);
