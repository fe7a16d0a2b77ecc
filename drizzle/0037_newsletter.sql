CREATE TABLE "newsletter_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"newsletter_id" uuid NOT NULL,
	"subscriber_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"list" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"post_slug" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sending_at" timestamp with time zone,
	"sent_by" text,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "newsletters_slug_form" CHECK ("newsletters"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("newsletters"."slug") <= 80 and "newsletters"."slug" not in ('subscribe', 'confirm', 'subscription')),
	CONSTRAINT "newsletters_locale" CHECK ("newsletters"."locale" ~ '^[a-z]{2}(-[A-Z]{2})?$'),
	CONSTRAINT "newsletters_list_known" CHECK ("newsletters"."list" in ('news', 'course-dates')),
	CONSTRAINT "newsletters_state_known" CHECK ("newsletters"."state" in ('draft', 'sending', 'sent')),
	CONSTRAINT "newsletters_subject_length" CHECK (char_length("newsletters"."subject") between 1 and 150),
	CONSTRAINT "newsletters_body_length" CHECK (char_length("newsletters"."body") between 1 and 200000),
	CONSTRAINT "newsletters_sending_when" CHECK (("newsletters"."state" = 'draft') = ("newsletters"."sending_at" is null))
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"lists" text[] DEFAULT '{}'::text[] NOT NULL,
	"consent" text,
	"confirmed_at" timestamp with time zone,
	"requested_lists" text[],
	"requested_locale" text,
	"requested_consent" text,
	"confirmation_sent_at" timestamp with time zone,
	"confirmations_sent" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone,
	"suppressed_at" timestamp with time zone,
	"suppression" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_email_length" CHECK (char_length("subscribers"."email") between 3 and 254),
	CONSTRAINT "subscribers_locale" CHECK ("subscribers"."locale" ~ '^[a-z]{2}(-[A-Z]{2})?$'),
	CONSTRAINT "subscribers_lists_known" CHECK ("subscribers"."lists" <@ array['news', 'course-dates']::text[]),
	CONSTRAINT "subscribers_request_whole" CHECK (num_nonnulls("subscribers"."requested_lists", "subscribers"."requested_locale", "subscribers"."requested_consent") in (0, 3) and ("subscribers"."requested_lists" is null or (cardinality("subscribers"."requested_lists") > 0 and "subscribers"."requested_lists" <@ array['news', 'course-dates']::text[]))),
	CONSTRAINT "subscribers_confirmed_consent" CHECK (cardinality("subscribers"."lists") = 0 or ("subscribers"."consent" is not null and "subscribers"."confirmed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_known";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_known";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_about_one_thing";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "subscriber_id" uuid;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_once" ON "newsletter_deliveries" USING btree ("newsletter_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_due" ON "newsletter_deliveries" USING btree ("next_attempt_at") WHERE "newsletter_deliveries"."sent_at" is null and "newsletter_deliveries"."failed_at" is null and "newsletter_deliveries"."subscriber_id" is not null;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_sent_at" ON "newsletter_deliveries" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_subscriber_id" ON "newsletter_deliveries" USING btree ("subscriber_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletters_slug" ON "newsletters" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email" ON "subscribers" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_subscriber_id" ON "mail_outbox" USING btree ("subscriber_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" in ('lead-erased', 'leads-expired', 'account-deleted', 'content-published', 'content-scheduled', 'content-unpublished', 'content-restored', 'content-deleted', 'access-granted', 'access-changed', 'access-removed', 'access-invited', 'access-invitation-withdrawn', 'subscriber-erased', 'newsletter-sent'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_known" CHECK ("mail_outbox"."kind" in ('studio-notification', 'acknowledgement', 'seat-held', 'seat-confirmed', 'hold-expired', 'waiting-list-joined', 'seat-offered', 'offer-expired', 'seat-moved', 'course-reminder', 'seat-cancelled', 'cohort-cancelled', 'payment-refunded', 'late-payment-refunded', 'late-payment-studio', 'transfer-awaited-studio', 'transfer-refund-studio', 'wrong-amount-studio', 'withdrawal-received', 'seat-claim-invitation', 'dates-announced', 'access-invitation', 'team-order-placed', 'team-order-paid', 'team-order-expired', 'team-order-cancelled', 'team-order-placed-studio', 'team-order-refund-studio', 'team-order-payment-refunded', 'team-seats-cancelled', 'subscription-confirmation'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_about_one_thing" CHECK ((num_nonnulls("mail_outbox"."lead_id", "mail_outbox"."booking_id", "mail_outbox"."date_alert_id", "mail_outbox"."staff_invitation_id", "mail_outbox"."team_order_id", "mail_outbox"."subscriber_id") = 1) and (("mail_outbox"."lead_id" is not null and "mail_outbox"."kind" in ('studio-notification', 'acknowledgement')) or ("mail_outbox"."booking_id" is not null and "mail_outbox"."kind" in ('seat-held', 'seat-confirmed', 'hold-expired', 'waiting-list-joined', 'seat-offered', 'offer-expired', 'seat-moved', 'course-reminder', 'seat-cancelled', 'cohort-cancelled', 'payment-refunded', 'late-payment-refunded', 'late-payment-studio', 'transfer-awaited-studio', 'transfer-refund-studio', 'wrong-amount-studio', 'withdrawal-received', 'seat-claim-invitation')) or ("mail_outbox"."date_alert_id" is not null and "mail_outbox"."kind" in ('dates-announced')) or ("mail_outbox"."staff_invitation_id" is not null and "mail_outbox"."kind" in ('access-invitation')) or ("mail_outbox"."team_order_id" is not null and "mail_outbox"."kind" in ('team-order-placed', 'team-order-paid', 'team-order-expired', 'team-order-cancelled', 'team-order-placed-studio', 'team-order-refund-studio', 'team-order-payment-refunded', 'team-seats-cancelled')) or ("mail_outbox"."subscriber_id" is not null and "mail_outbox"."kind" in ('subscription-confirmation'))));