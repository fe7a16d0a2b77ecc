import { z } from "zod";

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
  z
    .string()
    .trim()
    .regex(/^\d+$/, `Please enter the ${label} as a whole number.`)
    .transform(Number)
    .pipe(z.number().min(min, `The ${label} must be at least ${min}.`).max(max, `The ${label} can be at most ${max}.`));

/**
 * The staff's cohort form, checked the same in the browser and on the server (the database's
 * checks repeat it). `courseSlugs` are the courses there are; `today` is the first day a
 * cohort may not start on, so a new or moved cohort starts tomorrow at the earliest.
 */
export function cohortFormSchema({ courseSlugs, today }: { courseSlugs: readonly string[]; today: string }) {
  return z
    .object({
      courseSlug: z.string().refine((value) => courseSlugs.includes(value), "Please choose the course."),
      startsOn: z
        .string()
        .refine(isRealDay, "Please enter the first day as a date, like 2027-01-12.")
        .refine((value) => value > today, "The first day must be after today."),
      endsOn: z.string().refine(isRealDay, "Please enter the last day as a date, like 2027-02-09."),
      schedule: z
        .string()
        .trim()
        .min(3, "Please say when it meets, like “Tuesdays and Thursdays, 18:00-20:00 CET”.")
        .max(200, "Please keep the schedule to 200 characters or fewer."),
      format: z.enum(cohortFormChoices.format, { error: "Please choose online or in person." }),
      address: z.string().trim().max(300, "Please keep the address to 300 characters or fewer."),
      capacity: wholeNumber("capacity", 1, 500),
      price: z
        .string()
        .trim()
        .transform((value) => (value === "" ? undefined : value))
        .pipe(wholeNumber("price", 0, 5000).optional()),
      state: z.enum(cohortFormChoices.state, { error: "Please choose whether it takes bookings." }),
    })
    .superRefine((cohort, context) => {
      if (isRealDay(cohort.startsOn) && isRealDay(cohort.endsOn) && cohort.endsOn < cohort.startsOn) {
        context.addIssue({ code: "custom", path: ["endsOn"], message: "The last day cannot be before the first." });
      }
      if (cohort.format === "in-person" && cohort.address.length < 3) {
        context.addIssue({ code: "custom", path: ["address"], message: "Please give the address of an in-person cohort." });
      }
    })
    .transform(({ address, price, ...cohort }) => ({
      ...cohort,
      address: cohort.format === "in-person" ? address : null,
      price: price ?? null,
    }));
}

export type CohortInput = z.output<ReturnType<typeof cohortFormSchema>>;

/** Reads the form: the cohort, or each field's first error in plain words and what was typed. */
export function readCohortForm(form: FormData, rules: { courseSlugs: readonly string[]; today: string }) {
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
