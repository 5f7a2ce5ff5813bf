CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"raw" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_recipients_once" UNIQUE("mail_id","email"),
	CONSTRAINT "mail_recipients_status_known" CHECK ("mail_recipients"."status" in ('pending', 'claimed', 'sent', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "mailing_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"allow_group" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_lists_name_unique" UNIQUE("name"),
	CONSTRAINT "mailing_lists_type_known" CHECK ("mailing_lists"."type" in ('internal', 'external'))
);
--> statement-breakpoint
CREATE TABLE "mailing_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"mailing_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_members_once" UNIQUE("mailing_id","email"),
	CONSTRAINT "mailing_members_email_lower_case" CHECK ("mailing_members"."email" = lower("mailing_members"."email"))
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"mailing_ids" integer[] NOT NULL,
	"mailing_names" text[] NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" text NOT NULL,
	"unsubscribe" boolean DEFAULT false NOT NULL,
	"transport" text NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mails_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "mails_status_known" CHECK ("mails"."status" in ('scheduled', 'sending', 'sent', 'partial', 'failed', 'cancelled')),
	CONSTRAINT "mails_transport_known" CHECK ("mails"."transport" in ('smtp', 'outbox'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_recipients" ADD CONSTRAINT "mail_recipients_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_members" ADD CONSTRAINT "mailing_members_mailing_id_mailing_lists_id_fk" FOREIGN KEY ("mailing_id") REFERENCES "public"."mailing_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_recipients_mail_status" ON "mail_recipients" USING btree ("mail_id","status");--> statement-breakpoint
CREATE INDEX "mails_status" ON "mails" USING btree ("status");