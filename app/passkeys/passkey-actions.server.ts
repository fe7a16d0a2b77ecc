import { data } from "react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { z } from "zod";
import type { Database } from "~/database/database.server";
import type { PasskeyAnswer } from "./passkey-answer";
import { credentialId, passkeyName } from "./passkey-forms";
import { renamePasskey } from "./passkey-store.server";

const passkeyForm = z.object({ form: z.literal("passkeyRename"), id: credentialId, name: passkeyName });

/**
 * A passkey's rename form on the account page, for the signed-in person's own passkeys only:
 * another account's id changes nothing and reads as not found. (Removing one weakens the
 * account: it is a confirmed change, app/account/method-removal.server.ts.)
 */
export async function passkeyFormAction(db: Database, accountId: string, form: FormData) {
  const parsed = passkeyForm.safeParse(Object.fromEntries(form));
  const kind = "passkeyRename";
  const id = String(form.get("id") ?? "");
  const name = String(form.get("name") ?? "").slice(0, 200);
  if (!parsed.success) {
    const issue = parsed.error.issues.find((each) => each.path[0] === "name");
    return data<PasskeyAnswer>({ form: kind, id, error: issue?.message ?? m.form_unknown(), done: null, name }, { status: 400 });
  }
  const posted = parsed.data;
  if (!(await renamePasskey(db, accountId, posted.id, posted.name))) {
    return data<PasskeyAnswer>({ form: posted.form, id: posted.id, error: m.passkeys_gone(), done: null, gone: true }, { status: 404 });
  }
  return data<PasskeyAnswer>({ form: posted.form, id: posted.id, error: null, done: m.passkeys_renamed({ name: posted.name }) });
}
