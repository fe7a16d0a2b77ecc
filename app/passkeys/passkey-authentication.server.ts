import { m } from "~/i18n/paraglide/messages.js";
import type { WebAuthnCredential, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { and, eq, lt, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "~/database/database.server";
import { passkeys } from "~/database/schema.server";
import { CEREMONY_TIMEOUT_MS, keepChallenge } from "./passkey-challenges.server";
import { takeAnsweredChallenge, verified } from "./passkey-ceremony.server";
import type { authenticationCredential } from "./passkey-forms";
import { PasskeyRefused } from "./passkey-refused";
import { userHandle } from "./passkey-registration.server";
import { type RelyingParty, webauthn, webauthnHelpers } from "./webauthn.server";

/**
 * What the browser needs to ask for any passkey of this site: no list of credentials, so the
 * browser offers the person's own (and the page learns nothing about who has which).
 */
export async function authenticationOptions(db: Database, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: "required", timeout: CEREMONY_TIMEOUT_MS });
  await keepChallenge(db, options.challenge, "authentication", null);
  return options;
}

/**
 * Checks a passkey's signature of a challenge this site handed out, and returns whose passkey it
 * is. Refused: an answer to no live challenge (a replay), a passkey not on any account (removed),
 * a signature that does not verify, and a signature counter that did not go up (a cloned
 * authenticator), which the conditional update also catches when two answers race.
 */
export async function verifyPasskeySignIn(
  db: Database,
  credential: z.infer<typeof authenticationCredential>,
  rp: RelyingParty,
  now = new Date(),
): Promise<{ uid: string }> {
  const challenge = await takeAnsweredChallenge(db, credential.response.clientDataJSON, "authentication", null);
  const [passkey] = await db.select().from(passkeys).where(eq(passkeys.id, credential.id));
  if (!passkey) {
    throw new PasskeyRefused(m.api_passkey_unknown(), 401);
  }
  const [{ verifyAuthenticationResponse }, { isoBase64URL }] = await Promise.all([webauthn(), webauthnHelpers()]);
  // The account the authenticator says the passkey is for must be the one it was added to.
  const handle = credential.response.userHandle;
  if (handle && handle !== isoBase64URL.fromBuffer(userHandle(passkey.accountId)))
    throw new PasskeyRefused(m.api_passkey_not_confirmed(), 401);
  const { authenticationInfo } = await verified(
    () =>
      verifyAuthenticationResponse({
        response: credential,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.id,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports as WebAuthnCredential["transports"],
        },
        requireUserVerification: true,
      }).then((result) => {
        if (!result.verified) throw new Error("The signature did not verify");
        return result;
      }),
    m.api_passkey_not_confirmed(),
    401,
  );
  const counter = authenticationInfo.newCounter;
  // Authenticators that keep no count (most synced passkeys) always say 0; any other must go up.
  const used = await db
    .update(passkeys)
    // Whether it syncs can change (a password manager that began syncing): the list says what it is now.
    .set({ counter, lastUsedAt: now, synced: authenticationInfo.credentialBackedUp })
    .where(and(eq(passkeys.id, passkey.id), or(lt(passkeys.counter, counter), and(eq(passkeys.counter, 0), sql`${counter}::bigint = 0`))))
    .returning({ accountId: passkeys.accountId });
  if (used.length !== 1) {
    console.warn("A passkey's signature counter did not go up: refused as a possible clone.");
    throw new PasskeyRefused(m.api_passkey_not_confirmed(), 401);
  }
  return { uid: used[0]!.accountId };
}
