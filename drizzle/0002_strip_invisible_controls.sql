-- Text stored before the contact form and the staff's notes dropped them (issue 21): the C1 and
-- bidirectional controls and the invisible breaks (soft hyphen, zero-width space, word joiner,
-- BOM) go, and Unicode's other line breaks (NEL, LS, PS) become what the form
-- now makes of them, a space on a single line and a line feed in a message or note. A value that
-- would then break its length rule is left as it was. Running it again changes nothing.
UPDATE "leads" SET
	"name" = CASE WHEN char_length(c."name") BETWEEN 1 AND 120 THEN c."name" ELSE "leads"."name" END,
	"company" = CASE WHEN c."company" = '' THEN NULL WHEN char_length(c."company") <= 120 THEN c."company" ELSE "leads"."company" END,
	"message" = CASE WHEN char_length(c."message") BETWEEN 20 AND 5000 THEN c."message" ELSE "leads"."message" END
FROM (
	SELECT "id",
		btrim(regexp_replace(regexp_replace("name", '[\u0085\u2028\u2029]', ' ', 'g'), '[\u0080-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]', '', 'g')) AS "name",
		btrim(regexp_replace(regexp_replace("company", '[\u0085\u2028\u2029]', ' ', 'g'), '[\u0080-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]', '', 'g')) AS "company",
		btrim(regexp_replace(regexp_replace("message", '[\u0085\u2028\u2029]', E'\n', 'g'), '[\u0080-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]', '', 'g'), E' \t\n') AS "message"
	FROM "leads"
	WHERE concat("name", "company", "message") ~ '[\u0080-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\u2028\u2029]'
) AS c
WHERE "leads"."id" = c."id";--> statement-breakpoint
UPDATE "lead_events" SET "note" = c."note"
FROM (
	SELECT "id",
		btrim(regexp_replace(regexp_replace("note", '[\u0085\u2028\u2029]', E'\n', 'g'), '[\u0080-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]', '', 'g'), E' \t\n') AS "note"
	FROM "lead_events"
	WHERE "note" ~ '[\u0080-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\u2028\u2029]'
) AS c
WHERE "lead_events"."id" = c."id" AND char_length(c."note") BETWEEN 1 AND 5000;
