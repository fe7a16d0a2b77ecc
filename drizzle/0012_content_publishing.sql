CREATE TABLE "content_redirects" (
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"old_slug" text NOT NULL,
	"document_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_redirects_kind_locale_old_slug_pk" PRIMARY KEY("kind","locale","old_slug")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_known";--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "scheduled_version" integer;--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "scheduled_by" text;--> statement-breakpoint
ALTER TABLE "content_redirects" ADD CONSTRAINT "content_redirects_document_id_content_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."content_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_documents_due" ON "content_documents" USING btree ("scheduled_for") WHERE "content_documents"."scheduled_for" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" in ('lead-erased', 'leads-expired', 'account-deleted', 'content-published', 'content-scheduled', 'content-unpublished', 'content-restored', 'content-deleted'));--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_scheduled" CHECK ("content_documents"."scheduled_version" between 1 and "content_documents"."latest_version");--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_schedule_whole" CHECK (("content_documents"."scheduled_version" is null) = ("content_documents"."scheduled_for" is null) and ("content_documents"."scheduled_for" is null) = ("content_documents"."scheduled_by" is null));