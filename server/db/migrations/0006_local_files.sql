CREATE TABLE "local_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"hash" text NOT NULL,
	"width" integer,
	"height" integer,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_files_name_unique" UNIQUE("name"),
	CONSTRAINT "local_files_type_known" CHECK ("local_files"."type" in ('imgs', 'docs'))
);
--> statement-breakpoint
ALTER TABLE "local_files" ADD CONSTRAINT "local_files_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_files_hash" ON "local_files" USING btree ("hash");