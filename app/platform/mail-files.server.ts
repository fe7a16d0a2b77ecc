import { readdir, unlink } from "node:fs/promises";
import path from "node:path";
import { settings } from "./settings.server";

/**
 * The name a message is kept under when the site writes mail to files (no SMTP_URL): when it was
 * written, then its Message-ID, which names its outbox row (`<row id@host>`), so that the files
 * of a lead can be found again and erased with it.
 */
export function mailFileName(messageId: string | undefined, writtenAt = new Date()): string {
  return `${writtenAt.toISOString().replaceAll(":", "-")}-${String(messageId ?? "message").replace(/[^\w.@-]/g, "")}.eml`;
}

/**
 * Removes the files of the messages these outbox rows became, when mail goes to files; returns
 * how many went. Mail sent through SMTP is out of the site's hands: its copies are in mailboxes.
 */
export async function removeMailFiles(outboxIds: readonly string[]): Promise<number> {
  const delivery = settings().mail.delivery;
  if (delivery.kind !== "files" || outboxIds.length === 0) return 0;
  const names = await readdir(delivery.directory).catch(() => [] as string[]);
  const marks = outboxIds.map((id) => `-${id}@`);
  const theirs = names.filter((name) => name.endsWith(".eml") && marks.some((mark) => name.includes(mark)));
  await Promise.all(theirs.map((name) => unlink(path.join(delivery.directory, name)).catch(() => undefined)));
  return theirs.length;
}
