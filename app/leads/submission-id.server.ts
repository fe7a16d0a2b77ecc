import { randomBytes } from "node:crypto";
import { siteSignature, signedBySite } from "~/platform/site-signature.server";

/*
 * A contact form's submission id: a UUID version 7, whose first 48 bits are the time the form
 * was made, in milliseconds, then a dot and this server's signature of it (an HMAC-SHA256 with
 * FORM_SECRETS' first secret, cut to 128 bits: site-signature.server.ts). The UUID makes a second send of the same form
 * store nothing new; its time tells how long the form took to fill in (the spam check's
 * minimum). The signature says the server made it, at that time: a program cannot mint an id
 * that looks an hour old to skip the minimum (issue 21). Decision 19 says why.
 */

/** How long a form stays good: a visitor may leave a tab open over a weekend. Older ids count as spam. */
export const SUBMISSION_ID_LIFETIME_MS = 72 * 60 * 60 * 1000;

/** Clocks of two instances may differ a little; an id from further ahead than this is not one of ours. */
const CLOCK_SKEW_MS = 60_000;

/** What a form's signature is for (site-signature.server.ts). */
const PURPOSE = "contact-form";

/** A UUID version 7, then, when this site made it, a dot and its signature. */
const SUBMISSION_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})(?:\.([A-Za-z0-9_-]{22}))?$/;

function newUuidV7(now: number): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new form's id, made and signed now (or at `now`, for tests that need a form filled in a while ago). */
export function newSubmissionId(now = Date.now(), secret?: string): string {
  const uuid = newUuidV7(now);
  return `${uuid}.${siteSignature(PURPOSE, uuid, secret)}`;
}

export type SubmissionId = {
  /** The UUID, which a lead stores: one lead per form. */
  uuid: string;
  /** When the form was made, by the UUID's own account. */
  madeAt: number;
  /** `issued`: signed by this site within the form's lifetime. `forged`: no signature or a wrong one. `expired`: signed, but too old (or from the future). */
  standing: "issued" | "forged" | "expired";
};

/** Reads a form's id; undefined for anything that is not shaped like one (a form from an old page, or none). */
export function readSubmissionId(value: string, now = Date.now()): SubmissionId | undefined {
  const match = SUBMISSION_ID.exec(value);
  if (!match) return undefined;
  const uuid = match[1]!;
  const madeAt = Number.parseInt(uuid.replaceAll("-", "").slice(0, 12), 16);
  const signed = match[2] !== undefined && signedBySite(PURPOSE, uuid, match[2]);
  if (!signed) return { uuid, madeAt, standing: "forged" };
  const fresh = now - madeAt <= SUBMISSION_ID_LIFETIME_MS && madeAt - now <= CLOCK_SKEW_MS;
  return { uuid, madeAt, standing: fresh ? "issued" : "expired" };
}
