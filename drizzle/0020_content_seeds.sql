CREATE TABLE "content_seeds" (
	"locale" text PRIMARY KEY NOT NULL,
	"documents" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_seeds_locale" CHECK ("content_seeds"."locale" ~ '^[a-z]{2}(-[A-Z]{2})?$')
);
--> statement-breakpoint
-- A site that ran before seeds were recorded was seeded already in each language it has documents in.
INSERT INTO "content_seeds" ("locale", "documents") SELECT DISTINCT "locale", 0 FROM "content_documents";
