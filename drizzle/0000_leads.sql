CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"service" text NOT NULL,
	"budget" text NOT NULL,
	"timeline" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"spam_reason" text,
	"account_id" text,
	CONSTRAINT "leads_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "leads_status_known" CHECK ("leads"."status" in ('new', 'contacted', 'won', 'lost', 'spam')),
	CONSTRAINT "leads_name_length" CHECK (char_length("leads"."name") between 1 and 120),
	CONSTRAINT "leads_email_length" CHECK (char_length("leads"."email") between 3 and 254),
	CONSTRAINT "leads_company_length" CHECK ("leads"."company" is null or char_length("leads"."company") between 1 and 120),
	CONSTRAINT "leads_message_length" CHECK (char_length("leads"."message") between 20 and 5000),
	CONSTRAINT "leads_choice_lengths" CHECK (char_length("leads"."service") <= 40 and char_length("leads"."budget") <= 40 and char_length("leads"."timeline") <= 40)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "mail_outbox_one_per_kind" UNIQUE("lead_id","kind"),
	CONSTRAINT "mail_outbox_kind_known" CHECK ("mail_outbox"."kind" in ('studio-notification', 'acknowledgement'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_received_at" ON "leads" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "leads_status_received_at" ON "leads" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;