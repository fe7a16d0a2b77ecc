import { z } from "zod";
import { m } from "~/i18n/paraglide/messages.js";
import { type PostedForm, refusedFormMessage } from "~/platform/posted-form.server";
import { leadStatuses } from "~/database/schema.server";
import { cleanText } from "~/platform/clean-text.server";

/** Text a staff member types into a note: what the contact form's message allows, kept as typed. */
const noteText = z
  .string()
  .transform((value) => cleanText(value, { multiline: true }))
  .pipe(
    z
      .string()
      .min(1, { error: () => m.lead_note_missing() })
      .max(5000, { error: () => m.lead_note_too_long() }),
  );

/** What a lead's page may be asked to do, each a form of its own. */
export const leadActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.enum(leadStatuses, { error: () => m.lead_status_missing() }) }),
  z.object({ intent: z.literal("note"), note: noteText }),
  z.object({
    intent: z.literal("erase"),
    confirm: z.literal("yes", { error: () => m.lead_erase_unconfirmed() }),
  }),
]);
export type LeadAction = z.infer<typeof leadActionSchema>;
export type LeadIntent = LeadAction["intent"];

/**
 * One of the lead page's forms, as posted. Fields are read as strings only: a file is not what
 * any of these forms sends, and a form naming a field twice (`intent=status&…&intent=erase`) is
 * refused whole, never read as one of its meanings.
 */
export function readLeadAction(
  posted: PostedForm,
): { ok: true; action: LeadAction } | { ok: false; intent: LeadIntent | null; error: string } {
  if (!posted.ok) return { ok: false, intent: null, error: refusedFormMessage(posted.problem) };
  const fields = Object.fromEntries([...posted.form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const parsed = leadActionSchema.safeParse(fields);
  if (parsed.success) return { ok: true, action: parsed.data };
  const intent = (["status", "note", "erase"] as const).find((known) => known === fields.intent) ?? null;
  return { ok: false, intent, error: parsed.error.issues[0]?.message ?? m.form_not_understood() };
}
