CREATE TABLE "invoice_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_series_last_number_positive" CHECK ("invoice_series"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"sequence" integer NOT NULL,
	"booking_id" uuid NOT NULL,
	"corrects_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"purchase_order" text,
	"supplied_from" date NOT NULL,
	"supplied_to" date NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_treatment" text NOT NULL,
	"net" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"reason" text,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_series_sequence" UNIQUE("series","sequence"),
	CONSTRAINT "invoices_kind_known" CHECK ("invoices"."kind" in ('invoice', 'credit-note')),
	CONSTRAINT "invoices_vat_treatment_known" CHECK ("invoices"."vat_treatment" in ('standard', 'reverse-charge', 'none')),
	CONSTRAINT "invoices_credit_note_corrects" CHECK (("invoices"."kind" = 'credit-note') = ("invoices"."corrects_id" is not null)),
	CONSTRAINT "invoices_sums" CHECK ("invoices"."net" + "invoices"."vat" = "invoices"."total"),
	CONSTRAINT "invoices_sign" CHECK (("invoices"."kind" = 'invoice' and "invoices"."total" >= 0 and "invoices"."vat" >= 0) or ("invoices"."kind" = 'credit-note' and "invoices"."total" <= 0 and "invoices"."vat" <= 0)),
	CONSTRAINT "invoices_sequence_positive" CHECK ("invoices"."sequence" >= 1),
	CONSTRAINT "invoices_supply_in_order" CHECK ("invoices"."supplied_to" >= "invoices"."supplied_from"),
	CONSTRAINT "invoices_purchase_order_length" CHECK ("invoices"."purchase_order" is null or char_length("invoices"."purchase_order") between 1 and 60),
	CONSTRAINT "invoices_locale" CHECK ("invoices"."locale" ~ '^[a-z]{2}(-[A-Z]{2})?$'),
	CONSTRAINT "invoices_currency" CHECK ("invoices"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_id_invoices_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_booking_id" ON "invoices" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_at" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
-- Issued is final (decision 66): an invoice or credit note is never changed or deleted; a mistake is corrected by a credit note.
CREATE FUNCTION "invoices_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'An issued invoice or credit note is never changed or deleted; issue a credit note instead.' USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_final" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_are_final"();
