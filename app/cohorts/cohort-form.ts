import * as z from "zod/mini";
import { addDays } from "~/config/calendar-day";
import { m } from "~/i18n/paraglide/messages.js";
import { meetingDaysText, weekdayName } from "./meetings";
import { weekdayOf } from "~/config/calendar-day";

/**
 * The schema's choices, repeated: this form is checked in the staff's browser too, where the
 * database's schema module may not go. cohort-form.test.ts holds the two lists equal.
 */
export const cohortFormChoices = { format: ["online", "in-person"], state: ["open", "closed", "cancelled"] } as const;

/** A cohort's own fields, as the staff's form names them (and its history, what a save changed). */
export const cohortInputFields = [
  "courseSlug",
  "startsOn",
  "endsOn",
  "meetingDays",
  "startsAt",
  "endsAt",
  "format",
  "address",
  "onlineLink",
  "capacity",
  "price",
  "earlyPrice",
  "earlyPriceUntil",
  "state",
] as const;

/** The cohort form's fields: the cohort's, and the box that says a first day on a bank holiday is meant. */
export const cohortFields = [...cohortInputFields, "bankHoliday"] as const;
export type CohortField = (typeof cohortFields)[number];

/** The fields the form sends more than once: a box for each day. */
export const cohortListFields = ["meetingDays"] as const;
export type CohortFormValues = Partial<Record<CohortField, string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isJoiningLink = (value: string) => /^https:\/\/\S{4,}$/.test(value) && URL.canParse(value);
const isRealDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
/** A number field's three refusals, each its own sentence: German declines the field's name. */
type NumberWords = { notWhole: () => string; below: (range: { min: number }) => string; above: (range: { max: number }) => string };

// A minus sign reads as a number, so "-5" is told the lowest it may be, not that it is no number.
const wholeNumber = (words: NumberWords, min: number, max: number) =>
  z.pipe(
    z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+$/, { error: words.notWhole() })), z.transform(Number)),
    z.number().check(z.gte(min, { error: words.below({ min }) }), z.lte(max, { error: words.above({ max }) })),
  );

/** A price in whole pounds from 0 to 5,000, or nothing when the field is empty. */
const optionalPrice = (words: NumberWords) =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((value) => (value === "" ? undefined : value)),
    ),
    z.optional(wholeNumber(words, 0, 5000)),
  );

/** What a form's text is made into before it is checked: trimmed in the browser; on the server, `cleanText` as well. */
export type TextCleaner = (value: string) => string;

/**
 * The rules a cohort form is read by. `bankHoliday` names the holiday a day is, if any: the
 * server's rule (its calendar is a library the browser is spared), so a first day on one is
 * refused there until the staff tick that it is meant.
 */
export type CohortFormRules = {
  courseSlugs: readonly string[];
  today: string;
  clean?: TextCleaner;
  bankHoliday?: (day: string) => string | undefined;
  /** The first day is the one saved: agreed to when it was set, bank holiday or not. */
  startKept?: boolean;
};

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = (error: string) => z.string().check(z.trim(), z.regex(CLOCK, { error }));

/** The days ticked, as the form posts them joined ("2,4"): each a weekday once, in order. */
const meetingDays = z.pipe(
  z.string(),
  z.transform((value) =>
    [
      ...new Set(
        value
          .split(",")
          .filter((day) => /^[1-7]$/.test(day))
          .map(Number),
      ),
    ].sort(),
  ),
);

const trimmed: TextCleaner = (value) => value.trim();

/**
 * The staff's cohort form, checked the same in the browser and on the server (the database's
 * checks repeat it). `courseSlugs` are the courses there are; `today` is the first day a
 * cohort may not start on, so a new or moved cohort starts tomorrow at the earliest; `clean`
 * makes the address what will be stored before their lengths are checked (the
 * server passes `cleanText`, which this module, shared with the browser, cannot import). zod/mini,
 * as the sign-in forms' checks: in the browser the two share zod's core. Its messages are in the
 * language of the page reading it: a schema is made for each reading.
 */
export function cohortFormSchema({ courseSlugs, today, clean = trimmed, bankHoliday, startKept = false }: CohortFormRules) {
  const fields = z
    .object({
      courseSlug: z.string().check(z.refine((value) => courseSlugs.includes(value), { error: m.cohort_check_course() })),
      startsOn: z.string().check(
        z.refine(isRealDay, { error: m.cohort_check_first_day_date(), abort: true }),
        z.refine((value) => value > today, { error: m.cohort_check_first_day_after_today() }),
      ),
      endsOn: z.string().check(z.refine(isRealDay, { error: m.cohort_check_last_day_date() })),
      meetingDays: z.pipe(meetingDays, z.array(z.number()).check(z.minLength(1, { error: m.cohort_check_days() }))),
      startsAt: clockTime(m.cohort_check_start_time()),
      endsAt: clockTime(m.cohort_check_end_time()),
      format: z.enum(cohortFormChoices.format, { error: m.cohort_check_format() }),
      address: z.string().check(z.overwrite(clean), z.maxLength(300, { error: m.cohort_check_address_long({ max: 300 }) })),
      onlineLink: z.string().check(
        z.trim(),
        z.maxLength(300, { error: m.cohort_check_link_long({ max: 300 }) }),
        z.refine((value) => value === "" || isJoiningLink(value), { error: m.cohort_check_link() }),
      ),
      capacity: wholeNumber(
        { notWhole: m.cohort_check_capacity_whole, below: m.cohort_check_capacity_min, above: m.cohort_check_capacity_max },
        1,
        500,
      ),
      price: optionalPrice({ notWhole: m.cohort_check_price_whole, below: m.cohort_check_price_min, above: m.cohort_check_price_max }),
      earlyPrice: optionalPrice({
        notWhole: m.cohort_check_early_price_whole,
        below: m.cohort_check_early_price_min,
        above: m.cohort_check_early_price_max,
      }),
      earlyPriceUntil: z.string().check(
        z.trim(),
        z.refine((value) => value === "" || isRealDay(value), { error: m.cohort_check_early_price_day_date() }),
      ),
      state: z.enum(cohortFormChoices.state, { error: m.cohort_check_state() }),
      bankHoliday: z.string(),
    })
    .check(
      z.superRefine((cohort, context) => {
        if (isRealDay(cohort.startsOn) && isRealDay(cohort.endsOn) && cohort.endsOn < cohort.startsOn) {
          context.addIssue({ code: "custom", path: ["endsOn"], message: m.cohort_check_last_before_first() });
        }
        if (cohort.format === "in-person" && cohort.address.length > 0 && cohort.address.length < 3) {
          context.addIssue({
            code: "custom",
            path: ["address"],
            message: m.cohort_check_address_whole(),
          });
        }
        if (cohort.startsAt && cohort.endsAt && cohort.endsAt <= cohort.startsAt) {
          context.addIssue({ code: "custom", path: ["endsAt"], message: m.cohort_check_end_after_start() });
        }
        // An early price needs its last day, and the day needs a price; it ends before the course starts.
        if (cohort.earlyPrice !== undefined && cohort.earlyPriceUntil === "") {
          context.addIssue({ code: "custom", path: ["earlyPriceUntil"], message: m.cohort_check_early_price_day_missing() });
        }
        if (cohort.earlyPrice === undefined && cohort.earlyPriceUntil !== "") {
          context.addIssue({ code: "custom", path: ["earlyPrice"], message: m.cohort_check_early_price_missing() });
        }
        if (cohort.earlyPriceUntil !== "" && isRealDay(cohort.startsOn) && cohort.earlyPriceUntil >= cohort.startsOn) {
          context.addIssue({ code: "custom", path: ["earlyPriceUntil"], message: m.cohort_check_early_price_day_before_start() });
        }
        if (cohort.earlyPrice !== undefined && cohort.price !== undefined && cohort.earlyPrice >= cohort.price) {
          context.addIssue({ code: "custom", path: ["earlyPrice"], message: m.cohort_check_early_price_below({ price: cohort.price }) });
        }
        if (cohort.meetingDays.length === 0) return;
        for (const [field, refusal] of [
          ["startsOn", m.cohort_check_first_day_not_met],
          ["endsOn", m.cohort_check_last_day_not_met],
        ] as const) {
          const day = cohort[field];
          if (isRealDay(day) && !cohort.meetingDays.includes(weekdayOf(day))) {
            context.addIssue({
              code: "custom",
              path: [field],
              message: refusal({ weekday: weekdayName(day), days: meetingDaysText(cohort.meetingDays) }),
            });
          }
        }
        const holiday = isRealDay(cohort.startsOn) && !startKept ? bankHoliday?.(cohort.startsOn) : undefined;
        if (holiday && cohort.bankHoliday !== "start") {
          context.addIssue({
            code: "custom",
            path: ["bankHoliday"],
            message: m.cohort_check_bank_holiday({ holiday }),
          });
        }
      }),
    );
  return z.pipe(
    fields,
    z.transform(
      ({ address, onlineLink, price, earlyPrice, earlyPriceUntil, bankHoliday: _confirmed, ...cohort }: z.output<typeof fields>) => ({
        ...cohort,
        // Empty: the studio's address (in person), or no link yet (online).
        address: cohort.format === "in-person" && address !== "" ? address : null,
        onlineLink: cohort.format === "online" && onlineLink !== "" ? onlineLink : null,
        price: price ?? null,
        earlyPrice: earlyPrice ?? null,
        earlyPriceUntil: earlyPrice === undefined || earlyPriceUntil === "" ? null : earlyPriceUntil,
      }),
    ),
  );
}

export type CohortInput = z.output<ReturnType<typeof cohortFormSchema>>;

/** Reads the form: the cohort, or each field's first error in plain words and what was typed. */
export function readCohortForm(form: FormData, rules: CohortFormRules) {
  const values = typedCohortValues(form) as Required<CohortFormValues>;
  const parsed = cohortFormSchema(rules).safeParse(values);
  if (parsed.success) return { ok: true as const, cohort: parsed.data };
  const errors: Partial<Record<CohortField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CohortField;
    errors[field] ??= issue.message;
  }
  return { ok: false as const, errors, values };
}

/** The day before an ISO day ("2027-01-12" → "2027-01-11"). */
function dayBefore(day: string): string {
  return addDays(day, -1);
}

/**
 * The rules a posted cohort form is read by (`readCohortForm`'s). A new or moved cohort must
 * start after today; a cohort whose first day is left as it was may keep it, or a cohort that
 * has started could never be closed or given a seat more.
 */
export function cohortFormRules(
  { keptStartsOn, ...rules }: CohortFormRules & { keptStartsOn?: string },
  postedStartsOn: string,
): CohortFormRules {
  if (keptStartsOn === undefined || postedStartsOn !== keptStartsOn) return rules;
  return { ...rules, startKept: true, today: keptStartsOn <= rules.today ? dayBefore(keptStartsOn) : rules.today };
}

/** What was typed into the form, to show again when it is refused before it could be read. */
export function typedCohortValues(form: FormData): CohortFormValues {
  return Object.fromEntries(
    cohortFields.map((field) => {
      // The days are several boxes of one name: kept as the list they make ("2,4").
      const value =
        field === "meetingDays"
          ? form
              .getAll(field)
              .filter((day) => typeof day === "string")
              .join(",")
          : form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  );
}
