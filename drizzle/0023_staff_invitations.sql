CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"locale" text NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "staff_invitations_role" CHECK ("staff_invitations"."role" in ('staff', 'editor')),
	CONSTRAINT "staff_invitations_email_lower" CHECK ("staff_invitations"."email" = lower("staff_invitations"."email"))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_known";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_known";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_about_one_thing";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "staff_invitation_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_email" ON "staff_invitations" USING btree ("email");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_staff_invitation_id_staff_invitations_id_fk" FOREIGN KEY ("staff_invitation_id") REFERENCES "public"."staff_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" in ('lead-erased', 'leads-expired', 'account-deleted', 'content-published', 'content-scheduled', 'content-unpublished', 'content-restored', 'content-deleted', 'access-granted', 'access-changed', 'access-removed', 'access-invited', 'access-invitation-withdrawn'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_known" CHECK ("mail_outbox"."kind" in ('studio-notification', 'acknowledgement', 'seat-held', 'seat-confirmed', 'hold-expired', 'waiting-list-joined', 'seat-offered', 'offer-expired', 'seat-moved', 'course-reminder', 'seat-cancelled', 'cohort-cancelled', 'payment-refunded', 'late-payment-refunded', 'late-payment-studio', 'transfer-awaited-studio', 'transfer-refund-studio', 'wrong-amount-studio', 'dates-announced', 'access-invitation'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_about_one_thing" CHECK ((num_nonnulls("mail_outbox"."lead_id", "mail_outbox"."booking_id", "mail_outbox"."date_alert_id", "mail_outbox"."staff_invitation_id") = 1) and (("mail_outbox"."lead_id" is not null and "mail_outbox"."kind" in ('studio-notification', 'acknowledgement')) or ("mail_outbox"."booking_id" is not null and "mail_outbox"."kind" in ('seat-held', 'seat-confirmed', 'hold-expired', 'waiting-list-joined', 'seat-offered', 'offer-expired', 'seat-moved', 'course-reminder', 'seat-cancelled', 'cohort-cancelled', 'payment-refunded', 'late-payment-refunded', 'late-payment-studio', 'transfer-awaited-studio', 'transfer-refund-studio', 'wrong-amount-studio')) or ("mail_outbox"."date_alert_id" is not null and "mail_outbox"."kind" in ('dates-announced')) or ("mail_outbox"."staff_invitation_id" is not null and "mail_outbox"."kind" in ('access-invitation'))));