CREATE TABLE "content_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"locale" text DEFAULT 'en-GB' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published_version" integer,
	"latest_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_documents_kind" CHECK ("content_documents"."kind" in ('service', 'project', 'course', 'post', 'faq', 'team', 'about', 'page')),
	CONSTRAINT "content_documents_slug" CHECK ("content_documents"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("content_documents"."slug") <= 80),
	CONSTRAINT "content_documents_locale" CHECK ("content_documents"."locale" ~ '^[a-z]{2}(-[A-Z]{2})?$'),
	CONSTRAINT "content_documents_published" CHECK ("content_documents"."published_version" between 1 and "content_documents"."latest_version")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"document_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "content_versions_document_id_number_pk" PRIMARY KEY("document_id","number"),
	CONSTRAINT "content_versions_number" CHECK ("content_versions"."number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_document_id_content_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."content_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_address" ON "content_documents" USING btree ("kind","locale","slug");