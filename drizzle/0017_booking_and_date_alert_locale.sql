ALTER TABLE "bookings" ADD COLUMN "locale" text DEFAULT 'en-GB' NOT NULL;--> statement-breakpoint
ALTER TABLE "date_alerts" ADD COLUMN "locale" text DEFAULT 'en-GB' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_locale" CHECK ("bookings"."locale" ~ '^[a-z]{2}(-[A-Z]{2})?$');--> statement-breakpoint
ALTER TABLE "date_alerts" ADD CONSTRAINT "date_alerts_locale" CHECK ("date_alerts"."locale" ~ '^[a-z]{2}(-[A-Z]{2})?$');