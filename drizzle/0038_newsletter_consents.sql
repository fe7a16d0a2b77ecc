CREATE TABLE "newsletter_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address_hash" text NOT NULL,
	"lists" text[] NOT NULL,
	"locale" text NOT NULL,
	"consent" text NOT NULL,
	"requested_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "newsletter_consents_hash_form" CHECK ("newsletter_consents"."address_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "newsletter_consents_lists_known" CHECK (cardinality("newsletter_consents"."lists") > 0 and "newsletter_consents"."lists" <@ array['news', 'course-dates']::text[]),
	CONSTRAINT "newsletter_consents_locale" CHECK ("newsletter_consents"."locale" ~ '^[a-z]{2}(-[A-Z]{2})?$')
);
--> statement-breakpoint
CREATE INDEX "newsletter_consents_address" ON "newsletter_consents" USING btree ("address_hash");--> statement-breakpoint
CREATE INDEX "newsletter_consents_withdrawn" ON "newsletter_consents" USING btree ("withdrawn_at");--> statement-breakpoint
-- Addresses confirmed before this record existed get one, from what their row kept (issue 68): the
-- lists and language as they are now (a narrowing since is not known), and the request's time only
-- when the row still holds the confirmation's own. The hash is the site's (consent-records.server.ts), of an ASCII
-- address (the form takes no other) lowered alike whatever the database's locale.
INSERT INTO "newsletter_consents" ("address_hash", "lists", "locale", "consent", "requested_at", "confirmed_at")
SELECT encode(sha256(convert_to(lower(trim("email") COLLATE "C"), 'UTF8')), 'hex'), "lists", "locale", "consent",
  CASE WHEN "confirmation_sent_at" <= "confirmed_at" THEN "confirmation_sent_at" END, "confirmed_at"
FROM "subscribers" WHERE cardinality("lists") > 0;
