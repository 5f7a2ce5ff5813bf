CREATE TABLE "authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"web_id" integer,
	"group_id" integer,
	"step" integer DEFAULT 1 NOT NULL,
	"notify_by_mail" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authors_account_scope" UNIQUE NULLS NOT DISTINCT("account_id","web_id","group_id"),
	CONSTRAINT "authors_scope" CHECK (("authors"."web_id" is null) <> ("authors"."group_id" is null)),
	CONSTRAINT "authors_step" CHECK ("authors"."step" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"page_version" integer NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"template_id" integer,
	"html" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"live" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"step" integer,
	"page_version_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"web_id" integer NOT NULL,
	"page_id" integer,
	"page_version_id" integer,
	"previous_version_id" integer,
	"requester_id" integer,
	"comment" text DEFAULT '' NOT NULL,
	"step" integer,
	"reviewer_id" integer,
	"review_comment" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "workflows_kind" CHECK ("workflows"."kind" in ('normal', 'emergency', 'republish')),
	CONSTRAINT "workflows_status" CHECK ("workflows"."status" in ('pending', 'remanded', 'published', 'rejected', 'review', 'approved'))
);
--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_web_id_webs_id_fk" FOREIGN KEY ("web_id") REFERENCES "public"."webs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_events" ADD CONSTRAINT "workflow_events_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_events" ADD CONSTRAINT "workflow_events_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_events" ADD CONSTRAINT "workflow_events_page_version_id_page_versions_id_fk" FOREIGN KEY ("page_version_id") REFERENCES "public"."page_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_web_id_webs_id_fk" FOREIGN KEY ("web_id") REFERENCES "public"."webs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_page_version_id_page_versions_id_fk" FOREIGN KEY ("page_version_id") REFERENCES "public"."page_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_previous_version_id_page_versions_id_fk" FOREIGN KEY ("previous_version_id") REFERENCES "public"."page_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_requester_id_accounts_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_reviewer_id_accounts_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_versions_page" ON "page_versions" USING btree ("page_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_versions_live" ON "page_versions" USING btree ("page_id") WHERE "page_versions"."live";--> statement-breakpoint
CREATE INDEX "workflow_events_workflow" ON "workflow_events" USING btree ("workflow_id","id");--> statement-breakpoint
CREATE INDEX "workflows_web" ON "workflows" USING btree ("web_id","id");--> statement-breakpoint
CREATE INDEX "workflows_page" ON "workflows" USING btree ("page_id","id");--> statement-breakpoint
-- Data (written by hand, issue 22): every page already there is published as it stands, so what the public
-- sees does not change when the workflow arrives.
INSERT INTO "page_versions" ("page_id", "page_version", "title", "path", "template_id", "html", "created_by", "published_at", "live")
SELECT "id", "version", "title", "path", "template_id", "html", "updated_by", now(), true FROM "pages";
