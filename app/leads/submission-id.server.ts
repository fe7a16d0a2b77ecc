import { randomBytes } from "node:crypto";

/**
 * A contact form's submission id: a UUID version 7, whose first 48 bits are the time the form
 * was made, in milliseconds. The id makes a second send of the same form store nothing new;
 * its time tells how long the form took to fill in (the spam check's minimum).
 */
export function newSubmissionId(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isSubmissionId(value: string): boolean {
  return UUID_V7.test(value);
}

/** When the form carrying this id was made. */
export function submissionIdTime(id: string): number {
  return Number.parseInt(id.replaceAll("-", "").slice(0, 12), 16);
}
