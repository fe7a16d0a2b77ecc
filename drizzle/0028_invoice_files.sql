CREATE TABLE "invoice_files" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_files_sha256_shape" CHECK ("invoice_files"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "invoice_files" ADD CONSTRAINT "invoice_files_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Kept as first sent (decision 66): never changed or deleted, like the document it draws.
CREATE TRIGGER "invoice_files_final" BEFORE UPDATE OR DELETE ON "invoice_files" FOR EACH ROW EXECUTE FUNCTION "invoices_are_final"();
