CREATE TABLE "search_entries" (
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"address" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"words" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(case locale when 'de' then 'german'::regconfig else 'english'::regconfig end, title), 'A') || setweight(to_tsvector(case locale when 'de' then 'german'::regconfig else 'english'::regconfig end, text), 'D')) STORED,
	"spellings" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, text), 'D')) STORED,
	CONSTRAINT "search_entries_locale_kind_slug_pk" PRIMARY KEY("locale","kind","slug"),
	CONSTRAINT "search_entries_kind" CHECK ("search_entries"."kind" in ('course', 'service', 'project', 'post', 'faq'))
);
--> statement-breakpoint
CREATE INDEX "search_entries_words" ON "search_entries" USING gin ("words");--> statement-breakpoint
CREATE INDEX "search_entries_spellings" ON "search_entries" USING gin ("spellings");