ALTER TABLE "leads" ADD COLUMN "locale" text DEFAULT 'en-GB' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_locale" CHECK ("leads"."locale" ~ '^[a-z]{2}(-[A-Z]{2})?$');