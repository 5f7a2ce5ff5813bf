ALTER TABLE "domains" ADD COLUMN "purpose" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_domain_lower_case" CHECK ("domains"."domain" = lower("domains"."domain"));--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_purpose_known" CHECK ("domains"."purpose" in ('any', 'account', 'mailing'));