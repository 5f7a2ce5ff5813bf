CREATE TABLE "form_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"downloaded" boolean DEFAULT false NOT NULL,
	"sender_hash" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"web_id" integer NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"limit_answer" integer DEFAULT 0 NOT NULL,
	"use_notice" boolean DEFAULT false NOT NULL,
	"allow_js" boolean DEFAULT true NOT NULL,
	"is_mail_send" boolean DEFAULT false NOT NULL,
	"is_mail_with_content" boolean DEFAULT false NOT NULL,
	"error_content" text DEFAULT '' NOT NULL,
	"success_content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"owner_id" integer NOT NULL,
	"sub_owners" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_status_known" CHECK ("forms"."status" in ('draft', 'open', 'closed')),
	CONSTRAINT "forms_limit_answer_not_negative" CHECK ("forms"."limit_answer" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "recipients" integer[];--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_web_id_webs_id_fk" FOREIGN KEY ("web_id") REFERENCES "public"."webs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_answers_form_id" ON "form_answers" USING btree ("form_id","id");--> statement-breakpoint
CREATE INDEX "forms_web_id" ON "forms" USING btree ("web_id");