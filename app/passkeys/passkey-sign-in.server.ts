import { m } from "~/i18n/paraglide/messages.js";
import { adminAuth } from "~/platform/firebase-admin.server";
import { isNoSuchAccount } from "~/sessions/credential-errors";
import { PasskeyRefused } from "./passkey-refused";

/**
 * A Firebase custom token for the person a passkey signed in, which the browser turns into an ID
 * token and then into the usual session. A disabled or deleted account gets none: signing in with
 * a custom token would otherwise make a new, empty account under the old uid.
 */
export async function customTokenFor(uid: string): Promise<string> {
  const auth = adminAuth();
  const account = await auth.getUser(uid).catch((error: unknown) => {
    if (isNoSuchAccount(error)) return null;
    throw error;
  });
  if (!account || account.disabled) throw new PasskeyRefused(m.api_passkey_account_closed(), 401);
  return auth.createCustomToken(uid);
}
