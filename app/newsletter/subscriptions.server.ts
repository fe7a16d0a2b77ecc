import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/database/database.server";
import { mailOutbox, subscribers, type NewsletterList } from "~/database/schema.server";
import type { Locale } from "~/i18n/locale";
import { CONFIRMATION_VALID_DAYS } from "./subscription-links.server";

export type Subscriber = typeof subscribers.$inferSelect;

/** At most one confirmation mail a day to an address, whoever types it into the form (issue 68). */
export const CONFIRMATION_EVERY_MS = 24 * 60 * 60_000;

const sameAddress = (email: string) => sql`lower(${subscribers.email}) = lower(${email})`;

/**
 * The subscribe form's request: kept beside what the address receives until its holder confirms
 * it, with a confirmation mail queued in the same transaction. "waiting" when a confirmation
 * went to the address within the day: nothing changes and nothing is sent, so the form cannot
 * be used to mail a stranger again and again. The answer page says the same either way, so it
 * tells no one whether an address is subscribed.
 */
export async function requestSubscription(
  db: Database,
  request: { email: string; locale: Locale; lists: NewsletterList[]; consent: string; now: Date },
): Promise<"queued" | "waiting"> {
  const requested = { requestedLists: request.lists, requestedLocale: request.locale, requestedConsent: request.consent };
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(subscribers)
      .values({ email: request.email, locale: request.locale, ...requested, confirmationSentAt: request.now, createdAt: request.now })
      .onConflictDoNothing()
      .returning({ id: subscribers.id });
    if (made) {
      await queueConfirmation(tx, made.id, request.now);
      return "queued";
    }
    const [known] = await tx.select().from(subscribers).where(sameAddress(request.email)).for("update");
    const last = known!.confirmationSentAt?.getTime();
    if (last !== undefined && request.now.getTime() - last < CONFIRMATION_EVERY_MS) return "waiting";
    await tx
      .update(subscribers)
      .set({ ...requested, confirmationSentAt: request.now })
      .where(eq(subscribers.id, known!.id));
    await queueConfirmation(tx, known!.id, request.now);
    return "queued";
  });
}

async function queueConfirmation(tx: Transaction, subscriberId: string, now: Date) {
  await tx.insert(mailOutbox).values({ subscriberId, kind: "subscription-confirmation", createdAt: now });
}

export type Confirmation =
  | { kind: "confirmed"; subscriber: Subscriber }
  /** Followed before: what it asked for is what the address receives. */
  | { kind: "already"; subscriber: Subscriber }
  /** A newer request's mail replaced it, or it is older than CONFIRMATION_VALID_DAYS. */
  | { kind: "replaced" | "expired" }
  /** Its subscriber left (and was erased) since. */
  | { kind: "gone" };

/** What a confirmation link's page would do, read without changing anything (a link checker's GET changes nothing). */
export async function confirmationState(db: Database, link: { subscriberId: string; sentAt: Date }, now: Date) {
  const [subscriber] = await db.select().from(subscribers).where(eq(subscribers.id, link.subscriberId));
  return stateOf(subscriber, link, now);
}

function stateOf(
  subscriber: Subscriber | undefined,
  link: { sentAt: Date },
  now: Date,
): Exclude<Confirmation, { kind: "confirmed" }> | { kind: "waiting"; subscriber: Subscriber } {
  if (!subscriber) return { kind: "gone" };
  if (subscriber.confirmationSentAt?.getTime() !== link.sentAt.getTime()) return { kind: "replaced" };
  if (subscriber.requestedLists === null) return { kind: "already", subscriber };
  if (now.getTime() - link.sentAt.getTime() > CONFIRMATION_VALID_DAYS * 24 * 60 * 60_000) return { kind: "expired" };
  return { kind: "waiting", subscriber };
}

/**
 * The holder followed the link and pressed Confirm: the request becomes what the address
 * receives, with the sentence they agreed to. A bounce's suppression ends: mail reached them.
 */
export async function confirmSubscription(db: Database, link: { subscriberId: string; sentAt: Date }, now: Date): Promise<Confirmation> {
  return db.transaction(async (tx) => {
    const [subscriber] = await tx.select().from(subscribers).where(eq(subscribers.id, link.subscriberId)).for("update");
    const state = stateOf(subscriber, link, now);
    if (state.kind !== "waiting") return state;
    const [confirmed] = await tx
      .update(subscribers)
      .set({
        lists: state.subscriber.requestedLists!,
        locale: state.subscriber.requestedLocale!,
        consent: state.subscriber.requestedConsent!,
        confirmedAt: now,
        requestedLists: null,
        requestedLocale: null,
        requestedConsent: null,
        suppressedAt: null,
        suppression: null,
      })
      .where(eq(subscribers.id, link.subscriberId))
      .returning();
    return { kind: "confirmed", subscriber: confirmed! };
  });
}

export async function subscriberById(db: Database, id: string): Promise<Subscriber | undefined> {
  const [subscriber] = await db.select().from(subscribers).where(eq(subscribers.id, id));
  return subscriber;
}

/**
 * The subscription page's change, by the holder of its link: the lists and language it now
 * receives, under the page's sentence. No list at all is leaving.
 */
export async function changeSubscription(
  db: Database,
  id: string,
  change: { lists: NewsletterList[]; locale: Locale; consent: string; now: Date },
): Promise<Subscriber | undefined> {
  if (change.lists.length === 0) {
    await leaveNewsletter(db, id);
    return undefined;
  }
  const [changed] = await db
    .update(subscribers)
    .set({ lists: change.lists, locale: change.locale, consent: change.consent, confirmedAt: change.now })
    .where(eq(subscribers.id, id))
    .returning();
  return changed;
}

/**
 * Leaves every list, at once (the page's button, or a mail program's one-click POST): the
 * address is erased, with its queued mail. One suppressed by a bounce stays, with no lists, so
 * that nothing goes to it again. False when there was nothing to leave.
 */
export async function leaveNewsletter(db: Database | Transaction, id: string): Promise<boolean> {
  const erased = await db
    .delete(subscribers)
    .where(and(eq(subscribers.id, id), isNull(subscribers.suppressedAt)))
    .returning({ id: subscribers.id });
  if (erased.length > 0) return true;
  const emptied = await db
    .update(subscribers)
    .set({ lists: [], requestedLists: null, requestedLocale: null, requestedConsent: null })
    .where(and(eq(subscribers.id, id), sql`(cardinality(${subscribers.lists}) > 0 or ${subscribers.requestedLists} is not null)`))
    .returning({ id: subscribers.id });
  return emptied.length > 0;
}

/** The subscription of an account's address, if it receives anything or has a request waiting. */
export async function subscriptionOf(db: Database, email: string): Promise<Subscriber | undefined> {
  const [subscriber] = await db.select().from(subscribers).where(sameAddress(email));
  return subscriber && (subscriber.lists.length > 0 || subscriber.requestedLists !== null) ? subscriber : undefined;
}

/** An account deleted: its address's subscription goes with it (suppression and all). */
export async function eraseSubscriptionOf(tx: Transaction, email: string): Promise<number> {
  const erased = await tx.delete(subscribers).where(sameAddress(email)).returning({ id: subscribers.id });
  return erased.length;
}

/** An address whose request was never confirmed is erased this long after its last confirmation mail. */
export const UNCONFIRMED_KEPT_DAYS = 30;

/**
 * Erases addresses that receive nothing and never confirmed their request within
 * UNCONFIRMED_KEPT_DAYS (a bounce's suppression stays); the ids of their mail, which name its
 * files. A request waiting beside a confirmed subscription is only dropped.
 */
export async function eraseUnconfirmedSubscribers(db: Database, now: Date): Promise<{ erased: number; mail: string[] }> {
  return db.transaction(async (tx) => {
    const before = sql`${now.toISOString()}::timestamptz - make_interval(days => ${UNCONFIRMED_KEPT_DAYS})`;
    const stale = and(sql`${subscribers.requestedLists} is not null`, sql`${subscribers.confirmationSentAt} < ${before}`);
    const lonely = and(stale, sql`cardinality(${subscribers.lists}) = 0`, isNull(subscribers.suppressedAt));
    const mail = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .innerJoin(subscribers, eq(mailOutbox.subscriberId, subscribers.id))
      .where(lonely);
    const erased = await tx.delete(subscribers).where(lonely).returning({ id: subscribers.id });
    await tx.update(subscribers).set({ requestedLists: null, requestedLocale: null, requestedConsent: null }).where(stale);
    return { erased: erased.length, mail: mail.map((row) => row.id) };
  });
}
