CREATE TABLE "card_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_intent_id" text,
	"card_brand" text,
	"card_last4" text,
	"refund_due" integer,
	"refund_reason" text,
	"refund_id" text,
	"refunded_amount" integer,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "card_payments_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "card_payments_state_known" CHECK ("card_payments"."state" in ('open', 'paid', 'expired')),
	CONSTRAINT "card_payments_paid_when_paid" CHECK (("card_payments"."state" = 'paid') = ("card_payments"."paid_at" is not null)),
	CONSTRAINT "card_payments_amount_range" CHECK ("card_payments"."amount" between 1 and 500000),
	CONSTRAINT "card_payments_refund_of_paid" CHECK ("card_payments"."refund_due" is null or ("card_payments"."state" = 'paid' and "card_payments"."refund_due" between 1 and "card_payments"."amount")),
	CONSTRAINT "card_payments_last4_shape" CHECK ("card_payments"."card_last4" is null or "card_payments"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cohort_events" DROP CONSTRAINT "cohort_events_action_known";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_known";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_about_one_thing";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_payments_booking_id" ON "card_payments" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "card_payments_refund_due" ON "card_payments" USING btree ("id") WHERE "card_payments"."refund_due" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_method_known" CHECK ("bookings"."payment_method" is null or "bookings"."payment_method" in ('bank-transfer', 'card'));--> statement-breakpoint
-- Every paid seat before card payments was an invoice paid by bank transfer (decision 25).
UPDATE "bookings" SET "payment_method" = 'bank-transfer' WHERE "amount" > 0 AND ("state" IN ('held', 'confirmed') OR "paid_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_held_has_payment_method" CHECK ("bookings"."state" <> 'held' or "bookings"."payment_method" is not null);--> statement-breakpoint
ALTER TABLE "cohort_events" ADD CONSTRAINT "cohort_events_action_known" CHECK ("cohort_events"."action" in ('booking-paid', 'booking-cancelled', 'booking-refunded', 'booking-moved', 'capacity-changed', 'cohort-cancelled', 'cohort-changed'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_known" CHECK ("mail_outbox"."kind" in ('studio-notification', 'acknowledgement', 'seat-held', 'seat-confirmed', 'hold-expired', 'waiting-list-joined', 'seat-offered', 'offer-expired', 'seat-moved', 'course-reminder', 'seat-cancelled', 'cohort-cancelled', 'payment-refunded', 'late-payment-refunded', 'late-payment-studio', 'dates-announced'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_about_one_thing" CHECK (("mail_outbox"."lead_id" is not null and "mail_outbox"."booking_id" is null and "mail_outbox"."date_alert_id" is null and "mail_outbox"."kind" in ('studio-notification', 'acknowledgement')) or ("mail_outbox"."booking_id" is not null and "mail_outbox"."lead_id" is null and "mail_outbox"."date_alert_id" is null and "mail_outbox"."kind" in ('seat-held', 'seat-confirmed', 'hold-expired', 'waiting-list-joined', 'seat-offered', 'offer-expired', 'seat-moved', 'course-reminder', 'seat-cancelled', 'cohort-cancelled', 'payment-refunded', 'late-payment-refunded', 'late-payment-studio')) or ("mail_outbox"."date_alert_id" is not null and "mail_outbox"."lead_id" is null and "mail_outbox"."booking_id" is null and "mail_outbox"."kind" in ('dates-announced')));