ALTER TABLE "pages" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "webs" ADD COLUMN "url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "webs" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webs" ADD CONSTRAINT "webs_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webs" ADD CONSTRAINT "webs_name_unique" UNIQUE("name");