import { m } from "~/i18n/paraglide/messages.js";
import type { Database } from "~/database/database.server";
import type { PasskeyCeremony } from "~/database/schema.server";
import { takeChallenge } from "./passkey-challenges.server";
import { PasskeyRefused } from "./passkey-refused";
import { webauthnHelpers } from "./webauthn.server";

/**
 * The public-key algorithms offered: EdDSA, ES256 and RS256, which every Node the site supports
 * verifies. (The library would add ML-DSA where the runtime has it, and a passkey made under one
 * Node must still sign in under another.)
 */
export const SUPPORTED_ALGORITHMS = [-8, -7, -257];

/**
 * Takes back the challenge a browser's answer signed, before anything is checked: a challenge
 * counts once, whether its answer then verifies or not. A database failure passes through as
 * itself; an answer to no challenge of ours is refused.
 */
export async function takeAnsweredChallenge(
  db: Database,
  clientDataJSON: string,
  ceremony: PasskeyCeremony,
  accountId: string | null,
): Promise<string> {
  const { decodeClientDataJSON } = await webauthnHelpers();
  let challenge: unknown;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    throw new PasskeyRefused(m.api_passkey_unreadable());
  }
  if (typeof challenge !== "string" || !(await takeChallenge(db, challenge, ceremony, accountId))) {
    throw new PasskeyRefused(m.api_passkey_expired());
  }
  return challenge;
}

/** Runs one of the library's checks; what it throws is a refusal of the answer (`status`: 401 for a sign-in), never a server error. */
export async function verified<T>(check: () => Promise<T>, refusal: string, status: 400 | 401 = 400): Promise<T> {
  try {
    return await check();
  } catch (error) {
    console.warn(`A passkey answer was refused: ${error instanceof Error ? error.message : String(error)}`);
    throw new PasskeyRefused(refusal, status);
  }
}
