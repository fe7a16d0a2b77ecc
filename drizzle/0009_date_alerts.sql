CREATE TABLE "date_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_slug" text NOT NULL,
	"email" text NOT NULL,
	"consent" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cohort_id" uuid,
	"announced_at" timestamp with time zone,
	CONSTRAINT "date_alerts_email_length" CHECK (char_length("date_alerts"."email") between 3 and 254)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_known";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_about_one_thing";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "date_alert_id" uuid;--> statement-breakpoint
ALTER TABLE "date_alerts" ADD CONSTRAINT "date_alerts_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "date_alerts_one_waiting" ON "date_alerts" USING btree ("course_slug",lower("email")) WHERE "date_alerts"."announced_at" is null;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_date_alert_id_date_alerts_id_fk" FOREIGN KEY ("date_alert_id") REFERENCES "public"."date_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_one_per_date_alert" ON "mail_outbox" USING btree ("date_alert_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_known" CHECK ("mail_outbox"."kind" in ('studio-notification', 'acknowledgement', 'seat-held', 'seat-confirmed', 'hold-expired', 'waiting-list-joined', 'seat-offered', 'offer-expired', 'seat-moved', 'course-reminder', 'seat-cancelled', 'cohort-cancelled', 'dates-announced'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_about_one_thing" CHECK (("mail_outbox"."lead_id" is not null and "mail_outbox"."booking_id" is null and "mail_outbox"."date_alert_id" is null and "mail_outbox"."kind" in ('studio-notification', 'acknowledgement')) or ("mail_outbox"."booking_id" is not null and "mail_outbox"."lead_id" is null and "mail_outbox"."date_alert_id" is null and "mail_outbox"."kind" in ('seat-held', 'seat-confirmed', 'hold-expired', 'waiting-list-joined', 'seat-offered', 'offer-expired', 'seat-moved', 'course-reminder', 'seat-cancelled', 'cohort-cancelled')) or ("mail_outbox"."date_alert_id" is not null and "mail_outbox"."lead_id" is null and "mail_outbox"."booking_id" is null and "mail_outbox"."kind" in ('dates-announced')));