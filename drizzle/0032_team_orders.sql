CREATE TABLE "team_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"cohort_id" uuid NOT NULL,
	"account_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"seats" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"billing" jsonb NOT NULL,
	"payment_method" text NOT NULL,
	"state" text NOT NULL,
	"due_on" date,
	"locale" text DEFAULT 'en-GB' NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "team_orders_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "team_orders_reference_shape" CHECK ("team_orders"."reference" ~ '^TO-[0-9A-F]{8}$'),
	CONSTRAINT "team_orders_seats_range" CHECK ("team_orders"."seats" between 2 and 50),
	CONSTRAINT "team_orders_unit_price_range" CHECK ("team_orders"."unit_price" between 1 and 500000),
	CONSTRAINT "team_orders_payment_method_known" CHECK ("team_orders"."payment_method" in ('invoice', 'card')),
	CONSTRAINT "team_orders_state_known" CHECK ("team_orders"."state" in ('held', 'paid', 'cancelled', 'expired')),
	CONSTRAINT "team_orders_due_on_invoice" CHECK (("team_orders"."payment_method" = 'invoice') = ("team_orders"."due_on" is not null)),
	CONSTRAINT "team_orders_paid_when_paid" CHECK (("team_orders"."state" = 'paid') = ("team_orders"."paid_at" is not null)),
	CONSTRAINT "team_orders_ended_when_over" CHECK (("team_orders"."state" in ('cancelled', 'expired')) = ("team_orders"."ended_at" is not null)),
	CONSTRAINT "team_orders_name_length" CHECK (char_length("team_orders"."name") between 1 and 120),
	CONSTRAINT "team_orders_email_length" CHECK (char_length("team_orders"."email") between 3 and 254),
	CONSTRAINT "team_orders_locale" CHECK ("team_orders"."locale" ~ '^[a-z]{2}(-[A-Z]{2})?$')
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_known";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_about_one_thing";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "team_order_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "team_order_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "team_order_id" uuid;--> statement-breakpoint
ALTER TABLE "team_orders" ADD CONSTRAINT "team_orders_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_orders_cohort_id" ON "team_orders" USING btree ("cohort_id");--> statement-breakpoint
CREATE INDEX "team_orders_account_id" ON "team_orders" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_team_order_id_team_orders_id_fk" FOREIGN KEY ("team_order_id") REFERENCES "public"."team_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_team_order_id_team_orders_id_fk" FOREIGN KEY ("team_order_id") REFERENCES "public"."team_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_team_order_id_team_orders_id_fk" FOREIGN KEY ("team_order_id") REFERENCES "public"."team_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_team_order_id" ON "bookings" USING btree ("team_order_id") WHERE "bookings"."team_order_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_team_order_id" ON "invoices" USING btree ("team_order_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_team_order_id" ON "mail_outbox" USING btree ("team_order_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_team_seat_not_waiting" CHECK ("bookings"."team_order_id" is null or "bookings"."state" not in ('waiting', 'offered'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_for_one" CHECK (num_nonnulls("invoices"."booking_id", "invoices"."team_order_id") = 1);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_known" CHECK ("mail_outbox"."kind" in ('studio-notification', 'acknowledgement', 'seat-held', 'seat-confirmed', 'hold-expired', 'waiting-list-joined', 'seat-offered', 'offer-expired', 'seat-moved', 'course-reminder', 'seat-cancelled', 'cohort-cancelled', 'payment-refunded', 'late-payment-refunded', 'late-payment-studio', 'transfer-awaited-studio', 'transfer-refund-studio', 'wrong-amount-studio', 'withdrawal-received', 'dates-announced', 'access-invitation', 'team-order-placed', 'team-order-paid', 'team-order-expired', 'team-order-cancelled', 'team-order-placed-studio'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_about_one_thing" CHECK ((num_nonnulls("mail_outbox"."lead_id", "mail_outbox"."booking_id", "mail_outbox"."date_alert_id", "mail_outbox"."staff_invitation_id", "mail_outbox"."team_order_id") = 1) and (("mail_outbox"."lead_id" is not null and "mail_outbox"."kind" in ('studio-notification', 'acknowledgement')) or ("mail_outbox"."booking_id" is not null and "mail_outbox"."kind" in ('seat-held', 'seat-confirmed', 'hold-expired', 'waiting-list-joined', 'seat-offered', 'offer-expired', 'seat-moved', 'course-reminder', 'seat-cancelled', 'cohort-cancelled', 'payment-refunded', 'late-payment-refunded', 'late-payment-studio', 'transfer-awaited-studio', 'transfer-refund-studio', 'wrong-amount-studio', 'withdrawal-received')) or ("mail_outbox"."date_alert_id" is not null and "mail_outbox"."kind" in ('dates-announced')) or ("mail_outbox"."staff_invitation_id" is not null and "mail_outbox"."kind" in ('access-invitation')) or ("mail_outbox"."team_order_id" is not null and "mail_outbox"."kind" in ('team-order-placed', 'team-order-paid', 'team-order-expired', 'team-order-cancelled', 'team-order-placed-studio'))));