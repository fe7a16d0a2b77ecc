import * as z from "zod/mini";

/**
 * The schema's choices, repeated: this form is checked in the staff's browser too, where the
 * database's schema module may not go. cohort-form.test.ts holds the two lists equal.
 */
export const cohortFormChoices = { format: ["online", "in-person"], state: ["open", "closed", "cancelled"] } as const;

/** The cohort form's fields, as the staff's form names them. */
export const cohortFields = ["courseSlug", "startsOn", "endsOn", "schedule", "format", "address", "capacity", "price", "state"] as const;
export type CohortField = (typeof cohortFields)[number];
export type CohortFormValues = Partial<Record<CohortField, string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const wholeNumber = (label: string, min: number, max: number) =>
  z.pipe(
    z.pipe(z.string().check(z.trim(), z.regex(/^\d+$/, { error: `Please enter the ${label} as a whole number.` })), z.transform(Number)),
    z
      .number()
      .check(z.gte(min, { error: `The ${label} must be at least ${min}.` }), z.lte(max, { error: `The ${label} can be at most ${max}.` })),
  );

/** What a form's text is made into before it is checked: trimmed in the browser; on the server, `cleanText` as well. */
export type TextCleaner = (value: string) => string;

/** The rules a cohort form is read by. */
export type CohortFormRules = { courseSlugs: readonly string[]; today: string; clean?: TextCleaner };

const trimmed: TextCleaner = (value) => value.trim();

/**
 * The staff's cohort form, checked the same in the browser and on the server (the database's
 * checks repeat it). `courseSlugs` are the courses there are; `today` is the first day a
 * cohort may not start on, so a new or moved cohort starts tomorrow at the earliest; `clean`
 * makes the schedule and the address what will be stored before their lengths are checked (the
 * server passes `cleanText`, which this module, shared with the browser, cannot import). zod/mini,
 * as the sign-in forms' checks: in the browser the two share zod's core.
 */
export function cohortFormSchema({ courseSlugs, today, clean = trimmed }: CohortFormRules) {
  const fields = z
    .object({
      courseSlug: z.string().check(z.refine((value) => courseSlugs.includes(value), { error: "Please choose the course." })),
      startsOn: z.string().check(
        z.refine(isRealDay, { error: "Please enter the first day as a date, like 2027-01-12.", abort: true }),
        z.refine((value) => value > today, { error: "The first day must be after today." }),
      ),
      endsOn: z.string().check(z.refine(isRealDay, { error: "Please enter the last day as a date, like 2027-02-09." })),
      schedule: z
        .string()
        .check(
          z.overwrite(clean),
          z.minLength(3, { error: "Please say when it meets, like “Tuesdays and Thursdays, 18:00-20:00 CET”." }),
          z.maxLength(200, { error: "Please keep the schedule to 200 characters or fewer." }),
        ),
      format: z.enum(cohortFormChoices.format, { error: "Please choose online or in person." }),
      address: z.string().check(z.overwrite(clean), z.maxLength(300, { error: "Please keep the address to 300 characters or fewer." })),
      capacity: wholeNumber("capacity", 1, 500),
      price: z.pipe(
        z.pipe(
          z.string().check(z.trim()),
          z.transform((value) => (value === "" ? undefined : value)),
        ),
        z.optional(wholeNumber("price", 0, 5000)),
      ),
      state: z.enum(cohortFormChoices.state, { error: "Please choose whether it takes bookings." }),
    })
    .check(
      z.superRefine((cohort, context) => {
        if (isRealDay(cohort.startsOn) && isRealDay(cohort.endsOn) && cohort.endsOn < cohort.startsOn) {
          context.addIssue({ code: "custom", path: ["endsOn"], message: "The last day cannot be before the first." });
        }
        if (cohort.format === "in-person" && cohort.address.length < 3) {
          context.addIssue({ code: "custom", path: ["address"], message: "Please give the address of an in-person cohort." });
        }
      }),
    );
  return z.pipe(
    fields,
    z.transform(({ address, price, ...cohort }: z.output<typeof fields>) => ({
      ...cohort,
      address: cohort.format === "in-person" ? address : null,
      price: price ?? null,
    })),
  );
}

export type CohortInput = z.output<ReturnType<typeof cohortFormSchema>>;

/** Reads the form: the cohort, or each field's first error in plain words and what was typed. */
export function readCohortForm(form: FormData, rules: CohortFormRules) {
  const values = Object.fromEntries(cohortFields.map((field) => [field, String(form.get(field) ?? "")])) as Required<CohortFormValues>;
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
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
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
  if (keptStartsOn !== undefined && postedStartsOn === keptStartsOn && keptStartsOn <= rules.today) {
    return { ...rules, today: dayBefore(keptStartsOn) };
  }
  return rules;
}

/** What was typed into the form, to show again when it is refused before it could be read. */
export function typedCohortValues(form: FormData): CohortFormValues {
  return Object.fromEntries(
    cohortFields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  );
}
