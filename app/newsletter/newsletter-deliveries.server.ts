import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { unnoted } from "~/database/data-writes.server";
import { newsletterDeliveries, newsletters, subscribers } from "~/database/schema.server";
import type { Newsletter } from "./newsletters.server";
import type { Subscriber } from "./subscriptions.server";

/** A delivery the sender has taken, with what it is made from. */
export type DueDelivery = { id: string; attempts: number; newsletter: Newsletter; subscriber: Subscriber };

/** Deliveries taken at a time: few, so that a stop between batches comes soon and leaves little leased. */
export const DELIVERY_BATCH = 10;

/**
 * How long a taken delivery stays the taker's: longer than a whole batch can take on the
 * slowest mail server the transport waits for (50 s a message at most), so that no other
 * instance takes a delivery its taker is still sending.
 */
export const DELIVERY_LEASE_MS = 10 * 60_000;
/** Tries before a delivery that keeps failing for a while (a full mailbox, a server away) is given up and listed. */
export const MOST_TRIES = 5;

const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** The wait before the next try after `attempts` failed ones: a minute, doubling, at most an hour. */
export const deliveryRetryDelay = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);

/** Newsletter mails sent in the minute before `now`, by every instance: what NEWSLETTER_RATE is held against. */
export async function sentInLastMinute(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(newsletterDeliveries)
    .where(sql`${newsletterDeliveries.sentAt} > ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz`);
  return row!.count;
}

/**
 * Takes up to `limit` due deliveries, oldest first, for DELIVERY_LEASE_MS: rows another sender
 * is taking at the same moment are skipped, so two instances never take one. A subscriber who
 * left the newsletter's list or language, or whose address was suppressed, since it was sent is
 * let go: the row keeps no one, and nothing goes to them. `taken` counts both.
 */
export async function takeDueDeliveries(
  db: Database,
  { now, limit }: { now: Date; limit: number },
): Promise<{ due: DueDelivery[]; taken: number }> {
  const leaseEnd = new Date(now.getTime() + DELIVERY_LEASE_MS);
  const taken = await db.execute<{ id: string; newsletter_id: string; subscriber_id: string; attempts: number }>(
    // A delivery's progress is the sender's, not a change anyone made (decision 40).
    unnoted(sql`
      update ${newsletterDeliveries}
      set attempts = attempts + 1, next_attempt_at = ${leaseEnd.toISOString()}
      where id in (
        select id from ${newsletterDeliveries}
        where sent_at is null and failed_at is null and subscriber_id is not null and next_attempt_at <= ${now.toISOString()}
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      )
      returning id, newsletter_id, subscriber_id, attempts`),
  );
  if (taken.rows.length === 0) return { due: [], taken: 0 };
  const newsletterRows = await db
    .select()
    .from(newsletters)
    .where(inArray(newsletters.id, [...new Set(taken.rows.map((row) => row.newsletter_id))]));
  const subscriberRows = await db
    .select()
    .from(subscribers)
    .where(
      inArray(
        subscribers.id,
        taken.rows.map((row) => row.subscriber_id),
      ),
    );
  const newsletterById = new Map(newsletterRows.map((row) => [row.id, row]));
  const subscriberById = new Map(subscriberRows.map((row) => [row.id, row]));
  const due: DueDelivery[] = [];
  const letGo: string[] = [];
  for (const row of taken.rows) {
    const newsletter = newsletterById.get(row.newsletter_id)!;
    const subscriber = subscriberById.get(row.subscriber_id);
    if (
      subscriber &&
      subscriber.suppressedAt === null &&
      subscriber.lists.includes(newsletter.list) &&
      subscriber.locale === newsletter.locale
    ) {
      due.push({ id: row.id, attempts: row.attempts, newsletter, subscriber });
    } else letGo.push(row.id);
  }
  if (letGo.length > 0) {
    await db.execute(
      unnoted(db.update(newsletterDeliveries).set({ subscriberId: null }).where(inArray(newsletterDeliveries.id, letGo)).getSQL()),
    );
  }
  return { due, taken: taken.rows.length };
}

/**
 * Puts taken deliveries back, as they were before they were taken, to be tried at `at`: the
 * mail server could not be reached, which says nothing of these addresses and spends none of
 * their tries.
 */
export async function releaseDeliveries(db: Database, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    unnoted(
      db
        .update(newsletterDeliveries)
        .set({ attempts: sql`greatest(${newsletterDeliveries.attempts} - 1, 0)`, nextAttemptAt: at })
        .where(and(inArray(newsletterDeliveries.id, [...ids]), isNull(newsletterDeliveries.sentAt)))
        .getSQL(),
    ),
  );
}

/** The mail server took it. */
export async function markDelivered(db: Database, id: string, now: Date): Promise<void> {
  await db.execute(
    unnoted(
      db
        .update(newsletterDeliveries)
        .set({ sentAt: now, lastError: null })
        .where(and(eq(newsletterDeliveries.id, id), isNull(newsletterDeliveries.sentAt)))
        .getSQL(),
    ),
  );
}

/**
 * A try that failed. A permanent refusal (an SMTP 5xx: no such mailbox) fails it for good and
 * suppresses the address, so no newsletter goes to it again; any other failure is tried again
 * after its backoff, and given up after MOST_TRIES. Whether it was given up.
 */
export async function markDeliveryFailed(
  db: Database,
  delivery: Pick<DueDelivery, "id" | "attempts" | "subscriber">,
  error: { message: string; permanent: boolean },
  now: Date,
): Promise<boolean> {
  const reason = error.message.slice(0, 500);
  const givenUp = error.permanent || delivery.attempts >= MOST_TRIES;
  await db.transaction(async (tx) => {
    await tx
      .update(newsletterDeliveries)
      .set(
        givenUp
          ? { failedAt: now, lastError: reason }
          : { lastError: reason, nextAttemptAt: new Date(now.getTime() + deliveryRetryDelay(delivery.attempts)) },
      )
      .where(and(eq(newsletterDeliveries.id, delivery.id), isNull(newsletterDeliveries.sentAt)));
    if (error.permanent) {
      await tx
        .update(subscribers)
        .set({ suppressedAt: now, suppression: reason })
        .where(and(eq(subscribers.id, delivery.subscriber.id), isNull(subscribers.suppressedAt)));
    }
  });
  return givenUp;
}

/**
 * Newsletters still sending with nothing left to send (every delivery sent, failed for good, or
 * let go with a subscriber who left) are sent: marked so, at `now`. The ids that were.
 */
export async function finishSending(db: Database, now: Date): Promise<string[]> {
  const finished = await db.execute<{ id: string }>(
    unnoted(sql`
      update ${newsletters} set state = 'sent', sent_at = ${now.toISOString()}
      where state = 'sending'
      and not exists (
        select 1 from ${newsletterDeliveries}
        where newsletter_id = ${newsletters.id} and sent_at is null and failed_at is null and subscriber_id is not null
      )
      returning id`),
  );
  return finished.rows.map((row) => row.id);
}
