ALTER TABLE "bookings" RENAME COLUMN "amount" TO "price";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_amount_range";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_withdrawal_kept_range";--> statement-breakpoint
-- A booking's price was kept in whole pounds; from here in pence, as card payments and invoices count (issue 66).
UPDATE "bookings" SET "price" = "price" * 100;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_price_range" CHECK ("bookings"."price" between 0 and 500000);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_withdrawal_kept_range" CHECK ("bookings"."withdrawal_kept" is null or "bookings"."withdrawal_kept" between 0 and "bookings"."price");