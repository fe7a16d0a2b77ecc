import { asc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/database/database.server";
import { newsletterLists, subscribers } from "~/database/schema.server";
import { locales } from "~/i18n/locale";
import { withdrawConsents } from "./consent-records.server";
import { queuedMailOf, type Subscriber } from "./subscriptions.server";

/** How many addresses receive each list in each language, and how many wait for their confirmation or were suppressed. */
export type SubscriberCounts = {
  byList: { list: string; locale: string; count: number }[];
  waiting: number;
  suppressed: number;
};

export async function subscriberCounts(db: Database): Promise<SubscriberCounts> {
  const rows = await db.execute<{ list: string; locale: string; count: number }>(sql`
    select list, ${subscribers.locale} as locale, count(*)::int as count
    from ${subscribers}, unnest(${subscribers.lists}) as list
    where ${subscribers.suppressedAt} is null
    group by list, ${subscribers.locale}`);
  const found = new Map(rows.rows.map((row) => [`${row.list} ${row.locale}`, row.count]));
  const [others] = await db
    .select({
      waiting: sql<number>`count(*) filter (where cardinality(${subscribers.lists}) = 0 and ${subscribers.requestedLists} is not null)::int`,
      suppressed: sql<number>`count(*) filter (where ${subscribers.suppressedAt} is not null)::int`,
    })
    .from(subscribers);
  return {
    // Every list in every language, none left out for having no one yet.
    byList: newsletterLists.flatMap((list) => locales.map((locale) => ({ list, locale, count: found.get(`${list} ${locale}`) ?? 0 }))),
    waiting: others!.waiting,
    suppressed: others!.suppressed,
  };
}

/** The most addresses a search shows: a search narrows, it does not page through everyone. */
export const SEARCH_SHOWS = 100;

/** Addresses containing `words` (in any case), first by address; every one when `words` is empty, up to SEARCH_SHOWS. */
export async function findSubscribers(db: Database, words: string): Promise<Subscriber[]> {
  const pattern = `%${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(subscribers)
    .where(words ? sql`lower(${subscribers.email}) like ${pattern}` : undefined)
    .orderBy(asc(sql`lower(${subscribers.email})`))
    .limit(SEARCH_SHOWS);
}

/** A cell a spreadsheet shows as text: one starting with = + - @ is never read as a formula. */
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** Every subscriber as CSV for the staff: address, language, lists, when confirmed, what waits, and any suppression. */
export async function subscribersCsv(db: Database): Promise<string> {
  const rows = await db
    .select()
    .from(subscribers)
    .orderBy(asc(sql`lower(${subscribers.email})`));
  const lines = rows.map((row) =>
    [
      row.email,
      row.locale,
      row.lists.join(" "),
      row.confirmedAt?.toISOString() ?? "",
      row.requestedLists?.join(" ") ?? "",
      row.suppressedAt?.toISOString() ?? "",
      row.suppression ?? "",
    ]
      .map(cell)
      .join(","),
  );
  return `${["email", "language", "lists", "confirmed_at", "waiting_for_confirmation", "suppressed_at", "suppression"].join(",")}\n${lines.join("\n")}\n`;
}

/** A subscriber erased by staff (a request to be forgotten), suppression and queued mail with it; the ids of that mail, or undefined when there was none such. */
export async function eraseSubscriber(tx: Transaction, id: string, now: Date): Promise<string[] | undefined> {
  const mail = await queuedMailOf(tx, eq(subscribers.id, id));
  const [erased] = await tx.delete(subscribers).where(eq(subscribers.id, id)).returning({ email: subscribers.email });
  if (!erased) return undefined;
  await withdrawConsents(tx, erased.email, now);
  return mail;
}
