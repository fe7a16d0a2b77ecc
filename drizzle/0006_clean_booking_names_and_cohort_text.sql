-- Text stored before bookings and the cohort form cleaned it (issue 35, point 5): a booking's name
-- becomes one line (line breaks and tabs a space, runs of spaces one), and a cohort's schedule and
-- address lose their control characters (a line break becomes a space); both lose the C1 and
-- bidirectional controls and the invisible breaks (soft hyphen, zero-width space, word joiner,
-- BOM), as `cleanText` drops them. A value that would then break its length rule is left as it
-- was. Running it again changes nothing.
UPDATE "bookings" SET "name" = c."name"
FROM (
	SELECT "id",
		btrim(regexp_replace(regexp_replace(regexp_replace("name", '\r\n|[\t\n\u000b\f\r\u0085\u2028\u2029]', ' ', 'g'), '[\u0001-\u0008\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]', '', 'g'), '\s+', ' ', 'g')) AS "name"
	FROM "bookings"
	WHERE "name" ~ '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2028\u2029\u2060\u2066-\u2069\ufeff]'
) AS c
WHERE "bookings"."id" = c."id" AND char_length(c."name") BETWEEN 1 AND 120;--> statement-breakpoint
UPDATE "cohorts" SET
	"schedule" = CASE WHEN char_length(c."schedule") BETWEEN 3 AND 200 THEN c."schedule" ELSE "cohorts"."schedule" END,
	"address" = CASE WHEN c."address" IS NULL OR char_length(c."address") BETWEEN 3 AND 300 THEN c."address" ELSE "cohorts"."address" END
FROM (
	SELECT "id",
		btrim(regexp_replace(regexp_replace("schedule", '\r\n|[\t\n\u000b\f\r\u0085\u2028\u2029]', ' ', 'g'), '[\u0001-\u0008\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]', '', 'g')) AS "schedule",
		btrim(regexp_replace(regexp_replace("address", '\r\n|[\t\n\u000b\f\r\u0085\u2028\u2029]', ' ', 'g'), '[\u0001-\u0008\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]', '', 'g')) AS "address"
	FROM "cohorts"
	WHERE concat("schedule", "address") ~ '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2028\u2029\u2060\u2066-\u2069\ufeff]'
) AS c
WHERE "cohorts"."id" = c."id";
