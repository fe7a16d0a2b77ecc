import { z } from "zod";

/** The sentence a visitor ticks to ask for a course's dates: stored with the request, word for word. */
export const DATE_ALERT_CONSENT =
  "Email me once when dates for this course are announced. Use my address for nothing else, and delete it 30 days after that email.";

/** The course page's "Email me the dates" form, as the server reads it. */
export const dateAlertSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Enter your email address.")
    .max(254, "That email address is too long.")
    .pipe(z.email("Enter an email address like name@example.com.")),
  consent: z.literal("yes", { error: "Tick the box to agree: we need your yes to email you." }),
});

/** "Changed my mind": the request's id, from the answer page's button. */
export const dateAlertWithdrawalSchema = z.object({ request: z.uuid("That request is not one of ours.") });
