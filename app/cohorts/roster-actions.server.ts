import { z } from "zod";
import { type PostedForm, refusedFormMessage } from "~/platform/posted-form.server";
import { REFUND_REASON_MAX } from "~/payments/refund-policy";
import { m } from "~/i18n/paraglide/messages.js";

export const rosterIntents = ["mark-paid", "mark-order-paid", "cancel", "move", "refund", "mark-refunded"] as const;
export type RosterIntent = (typeof rosterIntents)[number];

// The booking comes from the roster's own hidden field: a bad one is a tampered or stale page, not a typing slip.
const bookingId = z.uuid({ error: () => m.roster_booking_unreadable() });

/** What a row of a cohort's roster may be asked to do, each a form of its own. Its refusals are read when said, in the page's language. */
export const rosterActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("mark-paid"), bookingId }),
  // A team order is marked paid from a row of one of its seats (issue 66).
  z.object({ intent: z.literal("mark-order-paid"), bookingId }),
  z.object({ intent: z.literal("cancel"), bookingId }),
  z.object({ intent: z.literal("mark-refunded"), bookingId }),
  z.object({ intent: z.literal("move"), bookingId, toCohortId: z.uuid({ error: () => m.roster_move_choose() }) }),
  z.object({
    intent: z.literal("refund"),
    bookingId,
    reason: z
      .string({ error: () => m.roster_refund_reason_missing() })
      .trim()
      .min(3, { error: () => m.roster_refund_reason_short() })
      .max(REFUND_REASON_MAX, { error: () => m.roster_refund_reason_long({ max: REFUND_REASON_MAX }) })
      .transform((reason) => reason.replace(/\s+/g, " ")),
  }),
]);
export type RosterAction = z.infer<typeof rosterActionSchema>;

/**
 * One of the roster's forms, as posted. As with a lead's forms, fields are read as strings only,
 * and a form naming a field twice (`bookingId=a&…&bookingId=b`) is refused whole: which person
 * would be cancelled is anyone's guess. The booking a refusal is about is given back, when it
 * could be read, so the page shows the message on that person's row.
 */
export function readRosterAction(
  posted: PostedForm,
): { ok: true; action: RosterAction } | { ok: false; intent: RosterIntent | null; bookingId: string | null; error: string } {
  if (!posted.ok) return { ok: false, intent: null, bookingId: null, error: refusedFormMessage(posted.problem) };
  const fields = Object.fromEntries([...posted.form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const parsed = rosterActionSchema.safeParse(fields);
  if (parsed.success) return { ok: true, action: parsed.data };
  const intent = rosterIntents.find((known) => known === fields.intent) ?? null;
  const booking = bookingId.safeParse(fields.bookingId);
  return {
    ok: false,
    intent,
    bookingId: intent && booking.success ? booking.data : null,
    error: (intent ? parsed.error.issues[0]?.message : undefined) ?? m.form_not_understood(),
  };
}
