import { z } from "zod";
import { type PostedForm, refusedFormMessage } from "~/.server/posted-form";
import { leadStatuses } from "~/database/schema.server";
import { cleanText } from "~/.server/clean-text";

/** Text a staff member types into a note: what the contact form's message allows, kept as typed. */
const noteText = z
  .string()
  .transform((value) => cleanText(value, { multiline: true }))
  .pipe(z.string().min(1, "Write the note first.").max(5000, "Please keep a note to 5,000 characters or fewer."));

/** What a lead's page may be asked to do, each a form of its own. */
export const leadActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.enum(leadStatuses, { error: "Choose one of the statuses." }) }),
  z.object({ intent: z.literal("note"), note: noteText }),
  z.object({
    intent: z.literal("erase"),
    confirm: z.literal("yes", { error: "Tick the box to confirm the sender asked for this: erasing cannot be undone." }),
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
  return { ok: false, intent, error: parsed.error.issues[0]?.message ?? "That form was not understood." };
}
