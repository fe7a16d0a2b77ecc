CREATE TABLE "content_autosaves" (
	"document_id" uuid NOT NULL,
	"editor_email" text NOT NULL,
	"based_on" integer NOT NULL,
	"data" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_autosaves_document_id_editor_email_pk" PRIMARY KEY("document_id","editor_email"),
	CONSTRAINT "content_autosaves_based_on" CHECK ("content_autosaves"."based_on" >= 1)
);
--> statement-breakpoint
ALTER TABLE "content_autosaves" ADD CONSTRAINT "content_autosaves_document_id_content_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."content_documents"("id") ON DELETE cascade ON UPDATE no action;