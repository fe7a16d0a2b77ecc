import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "~/database/database.server";
import { mailOutbox, subscribers, type NewsletterList } from "~/database/schema.server";
import type { Locale } from "~/i18n/locale";
import { narrowConsents, recordConsent, withdrawConsents } from "./consent-records.server";
import { CONFIRMATION_EVERY_HOURS, CONFIRMATION_VALID_DAYS, MOST_UNCONFIRMED_MAILS } from "./newsletter-lists";

export type Subscriber = typeof subscribers.$inferSelect;

const sameAddress = (email: string) => sql`lower(${subscribers.email}) = lower(${email})`;

/** The ids of the mail queued for the subscribers `which` picks (a confirmation, a newsletter), which name its files: erased with them. */
export async function queuedMailOf(db: Database | Transaction, which: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .innerJoin(subscribers, eq(mailOutbox.subscriberId, subscribers.id))
    .where(which);
  return rows.map((row) => row.id);
}

const sameLists = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((list) => b.includes(list));

/**
 * The subscribe form's request: kept beside what the address receives until its holder confirms
 * it, with a confirmation mail queued in the same transaction. "waiting" when nothing is sent:
 * a confirmation went to the address within the day, an address never confirmed has had
 * MOST_UNCONFIRMED_MAILS, or it already receives just what is asked. So the form cannot be used
 * to mail a stranger again and again, and the answer page, which says the same either way,
 * tells no one whether an address is subscribed.
 */
export async function requestSubscription(
  db: Database,
  request: { email: string; locale: Locale; lists: NewsletterList[]; consent: string; now: Date },
): Promise<"queued" | "waiting"> {
  const requested = { requestedLists: request.lists, requestedLocale: request.locale, requestedConsent: request.consent };
  return db.transaction(async (tx) => {
    // Twice at most: an address that left between the insert that found it and the read that locks it is new again.
    for (let tries = 0; tries < 2; tries++) {
      const [made] = await tx
        .insert(subscribers)
        .values({
          email: request.email,
          locale: request.locale,
          ...requested,
          confirmationSentAt: request.now,
          confirmationsSent: 1,
          createdAt: request.now,
        })
        .onConflictDoNothing()
        .returning({ id: subscribers.id });
      if (made) {
        await queueConfirmation(tx, made.id, request.now);
        return "queued";
      }
      const [known] = await tx.select().from(subscribers).where(sameAddress(request.email)).for("update");
      if (!known) continue;
      const last = known.confirmationSentAt?.getTime();
      const withinDay = last !== undefined && request.now.getTime() - last < CONFIRMATION_EVERY_HOURS * 60 * 60_000;
      const askedEnough = known.confirmedAt === null && known.confirmationsSent >= MOST_UNCONFIRMED_MAILS;
      const nothingNew = known.requestedLists === null && known.locale === request.locale && sameLists(known.lists, request.lists);
      if (withinDay || askedEnough || nothingNew) return "waiting";
      await tx
        .update(subscribers)
        .set({ ...requested, confirmationSentAt: request.now, confirmationsSent: known.confirmationsSent + 1 })
        .where(eq(subscribers.id, known.id));
      await queueConfirmation(tx, known.id, request.now);
      return "queued";
    }
    return "waiting";
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
  // No request waits: it was confirmed by this link, or dropped unconfirmed by the retention run (which is this link running out).
  if (subscriber.requestedLists === null)
    return subscriber.confirmedAt && subscriber.confirmedAt >= link.sentAt ? { kind: "already", subscriber } : { kind: "expired" };
  if (now.getTime() - link.sentAt.getTime() > CONFIRMATION_VALID_DAYS * 24 * 60 * 60_000) return { kind: "expired" };
  return { kind: "waiting", subscriber };
}

/**
 * The holder followed the link and pressed Confirm: the request becomes what the address
 * receives, with the sentence they agreed to, and its proof is recorded beside any earlier one.
 * A bounce's suppression ends: mail reached them.
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
        confirmationsSent: 0,
        requestedLists: null,
        requestedLocale: null,
        requestedConsent: null,
        suppressedAt: null,
        suppression: null,
      })
      .where(eq(subscribers.id, link.subscriberId))
      .returning();
    await recordConsent(tx, confirmed!, link.sentAt);
    return { kind: "confirmed", subscriber: confirmed! };
  });
}

export async function subscriberById(db: Database, id: string): Promise<Subscriber | undefined> {
  const [subscriber] = await db.select().from(subscribers).where(eq(subscribers.id, id));
  return subscriber;
}

/**
 * The subscription page's change, by the holder of its link: fewer lists (none is leaving) or
 * another language. A list is added only by a request and its confirmation, so the record of
 * what was confirmed, and when, stays as it was; the change has its own time. Undefined when
 * the address left, or was never subscribed.
 */
export async function changeSubscription(
  db: Database,
  id: string,
  change: { lists: NewsletterList[]; locale: Locale; now: Date },
): Promise<{ subscriber?: Subscriber; mail: string[] }> {
  const changed = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(subscribers).where(eq(subscribers.id, id)).for("update");
    const kept = current ? current.lists.filter((list) => (change.lists as string[]).includes(list)) : [];
    if (kept.length === 0) return undefined;
    const [row] = await tx
      .update(subscribers)
      .set({ lists: kept, locale: change.locale, changedAt: change.now })
      .where(eq(subscribers.id, id))
      .returning();
    await narrowConsents(tx, current!.email, kept, change.now);
    return row;
  });
  // Nothing it receives was kept ticked: that is leaving.
  return changed ? { subscriber: changed, mail: [] } : { mail: (await leaveNewsletter(db, id, change.now)).mail };
}

/**
 * Leaves every list, at once (the page's button, or a mail program's one-click POST): the
 * address is erased, with its queued mail (whose ids are returned, to remove their files), and
 * its consents are marked withdrawn. One suppressed by a bounce stays (`kept`), with no lists and
 * no mail waiting, so that nothing goes to it again.
 */
export async function leaveNewsletter(db: Database, id: string, now: Date): Promise<{ left: boolean; kept?: true; mail: string[] }> {
  return db.transaction(async (tx) => {
    const mail = await queuedMailOf(tx, eq(subscribers.id, id));
    const [erased] = await tx
      .delete(subscribers)
      .where(and(eq(subscribers.id, id), isNull(subscribers.suppressedAt)))
      .returning({ email: subscribers.email });
    const [emptied] = erased
      ? []
      : await tx
          .update(subscribers)
          .set({ lists: [], requestedLists: null, requestedLocale: null, requestedConsent: null })
          .where(and(eq(subscribers.id, id), sql`(cardinality(${subscribers.lists}) > 0 or ${subscribers.requestedLists} is not null)`))
          .returning({ email: subscribers.email });
    const left = erased ?? emptied;
    if (!left) return { left: false, mail: [] };
    await withdrawConsents(tx, left.email, now);
    if (erased) return { left: true, mail };
    // Kept: its confirmation still queued (a request beside the suppression) goes unsent.
    const unsent = await tx
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.subscriberId, id), isNull(mailOutbox.sentAt)))
      .returning({ id: mailOutbox.id });
    return { left: true, kept: true, mail: unsent.map((row) => row.id) };
  });
}

/** The subscription of an account's address, if it receives anything or has a request waiting. */
export async function subscriptionOf(db: Database, email: string): Promise<Subscriber | undefined> {
  const [subscriber] = await db.select().from(subscribers).where(sameAddress(email));
  return subscriber && (subscriber.lists.length > 0 || subscriber.requestedLists !== null) ? subscriber : undefined;
}

/** An account deleted: its address's subscription goes with it (suppression and all) and its consents are withdrawn; the ids of its queued mail, to remove their files. */
export async function eraseSubscriptionOf(tx: Transaction, email: string, now: Date): Promise<string[]> {
  const mail = await queuedMailOf(tx, sameAddress(email));
  await tx.delete(subscribers).where(sameAddress(email));
  await withdrawConsents(tx, email, now);
  return mail;
}

/** An address never confirmed is erased this long after it was first given. */
export const UNCONFIRMED_KEPT_DAYS = 30;

/**
 * Erases addresses never confirmed UNCONFIRMED_KEPT_DAYS after they were first given, however
 * often they were typed in since (a bounce's suppression stays), and drops a request left
 * unconfirmed as long beside a confirmed subscription; the ids of the erased mail, which name
 * its files.
 */
export async function eraseUnconfirmedSubscribers(db: Database, now: Date): Promise<{ erased: number; mail: string[] }> {
  return db.transaction(async (tx) => {
    const before = sql`${now.toISOString()}::timestamptz - make_interval(days => ${UNCONFIRMED_KEPT_DAYS})`;
    const never = and(isNull(subscribers.confirmedAt), sql`${subscribers.createdAt} < ${before}`, isNull(subscribers.suppressedAt));
    const mail = await queuedMailOf(tx, never);
    const erased = await tx.delete(subscribers).where(never).returning({ id: subscribers.id });
    await tx
      .update(subscribers)
      .set({ requestedLists: null, requestedLocale: null, requestedConsent: null })
      .where(and(sql`${subscribers.requestedLists} is not null`, sql`${subscribers.confirmationSentAt} < ${before}`));
    return { erased: erased.length, mail };
  });
}
