CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cohort_id" uuid NOT NULL,
	"account_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"state" text NOT NULL,
	"amount" integer NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hold_until" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_state_known" CHECK ("bookings"."state" in ('held', 'confirmed', 'offered', 'waiting', 'cancelled', 'expired', 'declined')),
	CONSTRAINT "bookings_hold_while_held_or_offered" CHECK (("bookings"."state" in ('held', 'offered')) = ("bookings"."hold_until" is not null)),
	CONSTRAINT "bookings_ended_when_over" CHECK (("bookings"."state" in ('cancelled', 'expired', 'declined')) = ("bookings"."ended_at" is not null)),
	CONSTRAINT "bookings_amount_range" CHECK ("bookings"."amount" between 0 and 5000),
	CONSTRAINT "bookings_name_length" CHECK (char_length("bookings"."name") between 1 and 120),
	CONSTRAINT "bookings_email_length" CHECK (char_length("bookings"."email") between 3 and 254),
	CONSTRAINT "bookings_reference_shape" CHECK ("bookings"."reference" ~ '^BK-[0-9A-F]{8}$')
);
--> statement-breakpoint
CREATE TABLE "cohort_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cohort_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"detail" text NOT NULL,
	CONSTRAINT "cohort_events_action_known" CHECK ("cohort_events"."action" in ('booking-paid', 'booking-cancelled', 'booking-moved', 'capacity-changed', 'cohort-cancelled', 'cohort-changed')),
	CONSTRAINT "cohort_events_detail_length" CHECK (char_length("cohort_events"."detail") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "cohorts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_slug" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"schedule" text NOT NULL,
	"format" text NOT NULL,
	"address" text,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"price" integer,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohorts_state_known" CHECK ("cohorts"."state" in ('open', 'closed', 'cancelled')),
	CONSTRAINT "cohorts_format_known" CHECK ("cohorts"."format" in ('online', 'in-person')),
	CONSTRAINT "cohorts_address_with_format" CHECK (("cohorts"."format" = 'in-person') = ("cohorts"."address" is not null)),
	CONSTRAINT "cohorts_address_length" CHECK ("cohorts"."address" is null or char_length("cohorts"."address") between 3 and 300),
	CONSTRAINT "cohorts_schedule_length" CHECK (char_length("cohorts"."schedule") between 3 and 200),
	CONSTRAINT "cohorts_slug_shape" CHECK ("cohorts"."course_slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "cohorts_dates_in_order" CHECK ("cohorts"."ends_on" >= "cohorts"."starts_on"),
	CONSTRAINT "cohorts_capacity_range" CHECK ("cohorts"."capacity" between 1 and 500),
	CONSTRAINT "cohorts_seats_within_capacity" CHECK ("cohorts"."seats_taken" >= 0 and "cohorts"."seats_taken" <= "cohorts"."capacity"),
	CONSTRAINT "cohorts_price_range" CHECK ("cohorts"."price" is null or "cohorts"."price" between 0 and 5000)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_known";--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "lead_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_events" ADD CONSTRAINT "cohort_events_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_live_per_person" ON "bookings" USING btree ("cohort_id","account_id") WHERE "bookings"."state" in ('held', 'confirmed', 'offered', 'waiting');--> statement-breakpoint
CREATE INDEX "bookings_cohort_state_booked_at" ON "bookings" USING btree ("cohort_id","state","booked_at");--> statement-breakpoint
CREATE INDEX "bookings_account_id" ON "bookings" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "bookings_hold_until" ON "bookings" USING btree ("hold_until") WHERE "bookings"."hold_until" is not null;--> statement-breakpoint
CREATE INDEX "cohort_events_cohort_at" ON "cohort_events" USING btree ("cohort_id","at");--> statement-breakpoint
CREATE INDEX "cohorts_course_starts_on" ON "cohorts" USING btree ("course_slug","starts_on");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_booking_id" ON "mail_outbox" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_one_reminder" ON "mail_outbox" USING btree ("booking_id") WHERE "mail_outbox"."kind" = 'course-reminder';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_about_one_thing" CHECK (("mail_outbox"."lead_id" is not null and "mail_outbox"."booking_id" is null and "mail_outbox"."kind" in ('studio-notification', 'acknowledgement')) or ("mail_outbox"."booking_id" is not null and "mail_outbox"."lead_id" is null and "mail_outbox"."kind" in ('seat-held', 'seat-confirmed', 'hold-expired', 'waiting-list-joined', 'seat-offered', 'offer-expired', 'seat-moved', 'course-reminder', 'seat-cancelled', 'cohort-cancelled')));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_known" CHECK ("mail_outbox"."kind" in ('studio-notification', 'acknowledgement', 'seat-held', 'seat-confirmed', 'hold-expired', 'waiting-list-joined', 'seat-offered', 'offer-expired', 'seat-moved', 'course-reminder', 'seat-cancelled', 'cohort-cancelled'));