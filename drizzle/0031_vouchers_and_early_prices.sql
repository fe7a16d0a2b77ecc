CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"course_slug" text,
	"max_uses" integer NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"batch" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_code_shape" CHECK ("vouchers"."code" ~ '^[A-Z0-9][A-Z0-9-]{2,38}[A-Z0-9]$'),
	CONSTRAINT "vouchers_kind_known" CHECK ("vouchers"."kind" in ('percent', 'amount')),
	CONSTRAINT "vouchers_amount_range" CHECK (("vouchers"."kind" = 'percent' and "vouchers"."amount" between 1 and 100) or ("vouchers"."kind" = 'amount' and "vouchers"."amount" between 1 and 500000)),
	CONSTRAINT "vouchers_course_slug_shape" CHECK ("vouchers"."course_slug" is null or "vouchers"."course_slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "vouchers_max_uses_range" CHECK ("vouchers"."max_uses" between 1 and 100000),
	CONSTRAINT "vouchers_days_in_order" CHECK ("vouchers"."valid_from" is null or "vouchers"."valid_until" is null or "vouchers"."valid_until" >= "vouchers"."valid_from"),
	CONSTRAINT "vouchers_batch_length" CHECK ("vouchers"."batch" is null or char_length("vouchers"."batch") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "voucher_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "voucher_discount" integer;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "early_price" integer;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "early_price_until" date;--> statement-breakpoint
CREATE INDEX "vouchers_batch" ON "vouchers" USING btree ("batch");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_voucher_id" ON "bookings" USING btree ("voucher_id") WHERE "bookings"."voucher_id" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_voucher_with_discount" CHECK (("bookings"."voucher_id" is null) = ("bookings"."voucher_discount" is null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_voucher_discount_range" CHECK ("bookings"."voucher_discount" is null or "bookings"."voucher_discount" between 0 and 500000);--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_early_price_range" CHECK ("cohorts"."early_price" is null or "cohorts"."early_price" between 0 and 5000);--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_early_price_with_day" CHECK (("cohorts"."early_price" is null) = ("cohorts"."early_price_until" is null));--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_early_price_before_start" CHECK ("cohorts"."early_price_until" is null or "cohorts"."early_price_until" < "cohorts"."starts_on");