ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_known";--> statement-breakpoint
ALTER TABLE "content_documents" DROP CONSTRAINT "content_documents_kind";--> statement-breakpoint
-- A language seeded before kinds were recorded was given every kind there was then: the home page is the one it lacks, given at its next start.
ALTER TABLE "content_seeds" ADD COLUMN "kinds" text[] DEFAULT '{service,project,course,post,faq,team,about,page}' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_seeds" ALTER COLUMN "kinds" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" in ('lead-erased', 'leads-expired', 'account-deleted', 'content-published', 'content-scheduled', 'content-unpublished', 'content-restored', 'content-deleted', 'access-granted', 'access-changed', 'access-removed'));--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_kind" CHECK ("content_documents"."kind" in ('service', 'project', 'course', 'post', 'faq', 'team', 'about', 'page', 'home'));
