-- A cohort's meetings become data (issue 36, item 2): the days of the week, a start and an end
-- on the studio's clock, and its time zone, where a line of words said them. A cohort stored
-- before takes the days its words name (or its first day's weekday), the first "HH:MM-HH:MM"
-- they give (or 09:00-17:00), on UK time; its first day's weekday is always one of its days.
-- An in-person cohort's address may now be left to the studio's; the sample cohorts' old
-- placeholder is. An online cohort may have a joining link.
ALTER TABLE "cohorts" DROP CONSTRAINT "cohorts_address_with_format";--> statement-breakpoint
ALTER TABLE "cohorts" DROP CONSTRAINT "cohorts_schedule_length";--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "meeting_days" smallint[];--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "starts_at" text;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "ends_at" text;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "online_link" text;--> statement-breakpoint
UPDATE "cohorts" SET
	"meeting_days" = ARRAY(
		SELECT DISTINCT d FROM unnest(ARRAY[
			CASE WHEN "schedule" ~* 'monday' THEN 1 END,
			CASE WHEN "schedule" ~* 'tuesday' THEN 2 END,
			CASE WHEN "schedule" ~* 'wednesday' THEN 3 END,
			CASE WHEN "schedule" ~* 'thursday' THEN 4 END,
			CASE WHEN "schedule" ~* 'friday' THEN 5 END,
			CASE WHEN "schedule" ~* 'saturday' THEN 6 END,
			CASE WHEN "schedule" ~* 'sunday' THEN 7 END,
			extract(isodow FROM "starts_on")::int
		]) AS d WHERE d IS NOT NULL ORDER BY d
	)::smallint[],
	"starts_at" = coalesce(substring("schedule" FROM '(?:^|[^0-9])((?:[01][0-9]|2[0-3]):[0-5][0-9]) ?[-–] ?(?:[01][0-9]|2[0-3]):[0-5][0-9]'), '09:00'),
	"ends_at" = coalesce(substring("schedule" FROM '(?:^|[^0-9])(?:[01][0-9]|2[0-3]):[0-5][0-9] ?[-–] ?((?:[01][0-9]|2[0-3]):[0-5][0-9])'), '17:00'),
	"time_zone" = 'Europe/London',
	"address" = CASE WHEN "address" LIKE '%street address comes with your booking%' THEN NULL ELSE "address" END;--> statement-breakpoint
UPDATE "cohorts" SET "starts_at" = '09:00', "ends_at" = '17:00' WHERE "ends_at" <= "starts_at";--> statement-breakpoint
ALTER TABLE "cohorts" ALTER COLUMN "meeting_days" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cohorts" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cohorts" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cohorts" ALTER COLUMN "time_zone" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cohorts" DROP COLUMN "schedule";--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_address_in_person" CHECK ("cohorts"."format" = 'in-person' or "cohorts"."address" is null);--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_online_link_online" CHECK ("cohorts"."format" = 'online' or "cohorts"."online_link" is null);--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_online_link_shape" CHECK ("cohorts"."online_link" is null or ("cohorts"."online_link" ~ '^https://[^[:space:]]{4,}$' and char_length("cohorts"."online_link") <= 300));--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_meeting_days" CHECK (cardinality("cohorts"."meeting_days") between 1 and 7 and "cohorts"."meeting_days" <@ array[1,2,3,4,5,6,7]::smallint[]);--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_meeting_times" CHECK ("cohorts"."starts_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "cohorts"."ends_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "cohorts"."ends_at" > "cohorts"."starts_at");--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_time_zone_length" CHECK (char_length("cohorts"."time_zone") between 3 and 60);
