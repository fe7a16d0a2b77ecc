CREATE TABLE "passkey_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"ceremony" text NOT NULL,
	"account_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "passkey_challenges_ceremony_known" CHECK ("passkey_challenges"."ceremony" in ('registration', 'authentication')),
	CONSTRAINT "passkey_challenges_account_for_registration" CHECK (("passkey_challenges"."ceremony" = 'registration') = ("passkey_challenges"."account_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}'::text[] NOT NULL,
	"synced" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "passkeys_name_length" CHECK (char_length("passkeys"."name") between 1 and 60),
	CONSTRAINT "passkeys_id_shape" CHECK (char_length("passkeys"."id") between 22 and 1400 and "passkeys"."id" ~ '^[A-Za-z0-9_-]+$'),
	CONSTRAINT "passkeys_counter_range" CHECK ("passkeys"."counter" between 0 and 4294967295)
);
--> statement-breakpoint
CREATE INDEX "passkey_challenges_expires_at" ON "passkey_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "passkeys_account_id" ON "passkeys" USING btree ("account_id");