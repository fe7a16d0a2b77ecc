CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"device" text NOT NULL,
	"signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "sessions_device_length" CHECK (char_length("sessions"."device") between 1 and 120)
);
--> statement-breakpoint
CREATE INDEX "sessions_account_live" ON "sessions" USING btree ("account_id","expires_at") WHERE "sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "sessions_ended_at" ON "sessions" USING btree ("ended_at");