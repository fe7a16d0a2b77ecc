import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { settings } from "./settings.server";

/*
 * This site's signature of a short text: an HMAC-SHA256 with FORM_SECRETS' first secret (or the
 * kept one, form-secret.server.ts), cut to 128 bits, as base64url. The contact form's ids and the
 * links of invitations to the staff pages carry one, so the server knows it made them without
 * storing them. Any of the secrets passes a check, so a new secret put first does not void what
 * the old one signed.
 */

/** Used only when nothing started the site (a unit test, a script): nothing signed outlives the process then. */
let processSecret: string | undefined;

/** The secrets to sign with (the first) and check against (any): FORM_SECRETS, newest first. */
function secrets(): readonly string[] {
  const configured = settings().formSecrets;
  if (configured.length > 0) return configured;
  processSecret ??= randomBytes(32).toString("base64url");
  return [processSecret];
}

function signatureBytes(purpose: string, text: string, secret: string): Buffer {
  // The purpose is part of what is signed, so a signature made for one thing never passes for another.
  return createHmac("sha256", secret).update(`${purpose}:${text}`).digest().subarray(0, 16);
}

/** `text`'s signature for `purpose`: 22 characters of base64url. `secret` is for tests of another site's signature. */
export function siteSignature(purpose: string, text: string, secret = secrets()[0]!): string {
  return signatureBytes(purpose, text, secret).toString("base64url");
}

/** Whether `given` is this site's signature of `text` for `purpose`, by any of its secrets. */
export function signedBySite(purpose: string, text: string, given: string): boolean {
  const bytes = Buffer.from(given, "base64url");
  if (bytes.length !== 16) return false;
  return secrets().some((secret) => timingSafeEqual(signatureBytes(purpose, text, secret), bytes));
}
