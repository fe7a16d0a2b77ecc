import { z } from "zod";
import { m } from "~/i18n/paraglide/messages.js";
import { cleanText } from "~/platform/clean-text.server";

/** Base64url, as WebAuthn's JSON carries every binary value. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, "Not base64url");

/** A credential id: 16 to 1023 bytes, as WebAuthn allows. */
export const credentialId = base64url(1400).min(22);

/** The name a person gives a passkey: what the list shows. */
export const passkeyName = z
  .string()
  .max(1_000, { error: () => m.form_passkey_name_long() })
  // Stored as a person would read it: no invisible controls (PostgreSQL refuses a NUL), one line.
  .transform((name) => cleanText(name))
  .pipe(
    z
      .string()
      .min(1, { error: () => m.form_passkey_name_missing() })
      .max(60, { error: () => m.form_passkey_name_long() }),
  );

/**
 * How the browser may reach an authenticator again. New kinds appear (hybrid came late), so any
 * short word is kept rather than refusing the passkey.
 */
const transports = z.array(z.string().regex(/^[a-z-]{1,20}$/)).max(10);

const attachment = z.enum(["platform", "cross-platform"]).optional();

/** navigator.credentials.create's answer, as @simplewebauthn/browser sends it. Sizes are generous, never open-ended. */
export const registrationCredential = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url(4_000),
    attestationObject: base64url(12_000),
    transports: transports.optional(),
    authenticatorData: base64url(8_000).optional(),
    publicKey: base64url(4_000).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** navigator.credentials.get's answer, as @simplewebauthn/browser sends it. */
export const authenticationCredential = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url(4_000),
    authenticatorData: base64url(8_000),
    signature: base64url(2_000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** What the account page sends to add a passkey. */
export const newPasskey = z.object({ name: passkeyName, credential: registrationCredential });

/** What the login page sends to sign in with one. */
export const passkeySignIn = z.object({ credential: authenticationCredential });
