CREATE TABLE "profile_photos" (
	"account_id" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"image" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "profile_photos_hash" ON "profile_photos" USING btree ("hash");