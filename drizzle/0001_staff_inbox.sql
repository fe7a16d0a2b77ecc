CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"detail" text NOT NULL,
	CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" in ('lead-erased', 'leads-expired', 'account-deleted'))
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	CONSTRAINT "lead_events_shape" CHECK (("lead_events"."kind" = 'status' and "lead_events"."to_status" in ('new', 'contacted', 'won', 'lost', 'spam') and "lead_events"."note" is null) or ("lead_events"."kind" = 'note' and char_length("lead_events"."note") between 1 and 5000 and "lead_events"."to_status" is null))
);
--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "lead_events_lead_at" ON "lead_events" USING btree ("lead_id","at");