import { m } from "~/i18n/paraglide/messages.js";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import type { z } from "zod";
import type { Database } from "~/database/database.server";
import { passkeys } from "~/database/schema.server";
import type { AccountUser } from "~/types/account-user";
import { CEREMONY_TIMEOUT_MS, keepChallenge } from "./passkey-challenges.server";
import { SUPPORTED_ALGORITHMS, takeAnsweredChallenge, verified } from "./passkey-ceremony.server";
import { credentialId, type newPasskey } from "./passkey-forms";
import { PasskeyRefused } from "./passkey-refused";
import { MAX_PASSKEYS, type ListedPasskey } from "./passkey-store.server";
import { type RelyingParty, webauthn, webauthnHelpers } from "./webauthn.server";

/**
 * The user handle a passkey stores: the same for every passkey of one account (so an
 * authenticator replaces its own older passkey for the account rather than keeping two), and
 * within WebAuthn's 64 bytes whatever the uid's length.
 */
export const userHandle = (uid: string) => new Uint8Array(createHash("sha256").update(uid).digest());

const tooMany = () =>
  new PasskeyRefused(`An account can have ${MAX_PASSKEYS} passkeys. Remove one you no longer use, then add this one.`, 409);

/** What the browser needs to make a passkey for the signed-in person; the challenge is kept for their answer. */
export async function registrationOptions(
  db: Database,
  user: AccountUser,
  rp: RelyingParty,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.accountId, user.uid));
  if (existing.length >= MAX_PASSKEYS) throw tooMany();
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email ?? user.uid,
    userDisplayName: user.displayName ?? user.email ?? "",
    userID: userHandle(user.uid),
    attestationType: "none",
    // The device already holding one of this account's passkeys says so instead of making another.
    excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    timeout: CEREMONY_TIMEOUT_MS,
  });
  await keepChallenge(db, options.challenge, "registration", user.uid);
  return options;
}

/** Checks the browser's new passkey against the challenge its owner was given, and keeps it. */
export async function addPasskey(
  db: Database,
  uid: string,
  { name, credential }: z.infer<typeof newPasskey>,
  rp: RelyingParty,
): Promise<ListedPasskey> {
  const challenge = await takeAnsweredChallenge(db, credential.response.clientDataJSON, "registration", uid);
  const [{ verifyRegistrationResponse }, { isoBase64URL }] = await Promise.all([webauthn(), webauthnHelpers()]);
  const { registrationInfo } = await verified(
    () =>
      verifyRegistrationResponse({
        response: credential,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
        supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
      }),
    m.api_passkey_unchecked(),
  );
  if (!registrationInfo) throw new PasskeyRefused(m.api_passkey_unchecked());
  const { credential: made, credentialBackedUp } = registrationInfo;
  // The id inside the signed data must be the one the browser named, and one a passkey can have.
  if (made.id !== credential.id || !credentialId.safeParse(made.id).success) {
    throw new PasskeyRefused(m.api_passkey_unchecked());
  }
  // Asked again here: several challenges could have been asked for before any was answered.
  if ((await db.$count(passkeys, eq(passkeys.accountId, uid))) >= MAX_PASSKEYS) throw tooMany();
  const [added] = await db
    .insert(passkeys)
    .values({
      id: made.id,
      accountId: uid,
      name,
      publicKey: isoBase64URL.fromBuffer(made.publicKey),
      counter: made.counter,
      transports: made.transports ?? [],
      synced: credentialBackedUp,
    })
    .onConflictDoNothing({ target: passkeys.id })
    .returning();
  if (!added) throw new PasskeyRefused(m.api_passkey_already_added(), 409);
  return { id: added.id, name: added.name, synced: added.synced, createdAt: added.createdAt.toISOString(), lastUsedAt: null };
}
