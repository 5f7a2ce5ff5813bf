CREATE SEQUENCE "public"."form_answer_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "answer_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"format" text NOT NULL,
	"answer_ids" jsonb,
	"columns" jsonb,
	"state" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"file_name" text,
	"lacking" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lacking_count" integer DEFAULT 0 NOT NULL,
	"message" text,
	"written_ids" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "answer_exports_state" CHECK ("answer_exports"."state" in ('queued', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "form_answers" ADD COLUMN "seq" bigint DEFAULT nextval('form_answer_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "form_answers" ADD COLUMN "removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_exports" ADD CONSTRAINT "answer_exports_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_exports" ADD CONSTRAINT "answer_exports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_exports_account" ON "answer_exports" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "form_answers_form_seq" ON "form_answers" USING btree ("form_id","seq");