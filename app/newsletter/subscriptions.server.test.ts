import { eq } from "drizzle-orm";
import { mailOutbox, subscribers } from "~/database/schema.server";
import { subscriptionConfirmationMail } from "~/mail/subscription-mail.server";
import { takeDueMail } from "~/mail/mail-outbox.server";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { addressHash, CONSENT_PROOF_KEPT_YEARS, consentsOf, eraseOldConsents } from "./consent-records.server";
import { readConfirmationToken, readSubscriptionToken, subscriptionToken } from "./subscription-links.server";
import {
  changeSubscription,
  confirmationState,
  confirmSubscription,
  eraseUnconfirmedSubscribers,
  leaveNewsletter,
  requestSubscription,
  subscriptionOf,
} from "./subscriptions.server";

const day = 86_400_000;
const consent = "Email me what I tick.";
const context = { from: "studio@brightline.test", siteUrl: "https://brightline.test" };

describe.each(testDatabaseKinds)("newsletter subscriptions on %s", (kind) => {
  const test = useTestDatabase(kind);
  let n = 0;
  // Each test has addresses of its own: the database is shared by the file's tests.
  const address = () => `reader-${kind}-${++n}@example.com`;
  const rowOf = async (email: string) => (await test.db().select().from(subscribers).where(eq(subscribers.email, email)))[0];
  const confirmationsOf = async (id: string) => test.db().select().from(mailOutbox).where(eq(mailOutbox.subscriberId, id));
  /** The link the confirmation mail of `email` carries, as its page reads it. */
  const linkOf = async (email: string) => {
    const text = String(subscriptionConfirmationMail((await rowOf(email))!, context, "outbox-id").text);
    return readConfirmationToken(/\/newsletter\/confirm\?t=(\S+)/.exec(text)![1]!)!;
  };

  it("keeps a request beside what the address receives, and sends it nothing but the confirmation until it is followed", async () => {
    const email = address();
    const now = new Date();
    expect(await requestSubscription(test.db(), { email, locale: "de", lists: ["news"], consent, now })).toBe("queued");
    const row = (await rowOf(email))!;
    expect(row).toMatchObject({ lists: [], requestedLists: ["news"], requestedLocale: "de", requestedConsent: consent, confirmedAt: null });
    const [queued] = await confirmationsOf(row.id);
    expect(queued).toMatchObject({ kind: "subscription-confirmation", sentAt: null });
    const due = await takeDueMail(test.db(), { now: new Date(now.getTime() + 1000), limit: 100 });
    expect(due.find((mail) => mail.id === queued!.id)).toMatchObject({ kind: "subscription-confirmation", subscriber: { id: row.id } });
    expect(await subscriptionOf(test.db(), email.toUpperCase())).toMatchObject({ id: row.id });

    const link = await linkOf(email);
    const confirmed = await confirmSubscription(test.db(), link, new Date(now.getTime() + 1000));
    expect(confirmed).toMatchObject({ kind: "confirmed", subscriber: { lists: ["news"], locale: "de", consent, requestedLists: null } });
    // Followed again: nothing changes, and the page says so.
    expect(await confirmSubscription(test.db(), link, new Date(now.getTime() + 2000))).toMatchObject({ kind: "already" });
  });

  it("sends one confirmation a day to an address, whoever asks, and a newer one voids the older link", async () => {
    const email = address();
    const now = new Date();
    await requestSubscription(test.db(), { email, locale: "en-GB", lists: ["news"], consent, now });
    const first = await linkOf(email);
    // A stranger types the same address again, in another case, for other lists: nothing changes, nothing is sent.
    expect(
      await requestSubscription(test.db(), {
        email: email.toUpperCase(),
        locale: "de",
        lists: ["course-dates"],
        consent,
        now: new Date(now.getTime() + day - 1000),
      }),
    ).toBe("waiting");
    const row = (await rowOf(email))!;
    expect(row.requestedLists).toEqual(["news"]);
    expect(await confirmationsOf(row.id)).toHaveLength(1);
    // A day on, a new request is kept and mailed; the first link no longer confirms anything.
    expect(
      await requestSubscription(test.db(), { email, locale: "de", lists: ["course-dates"], consent, now: new Date(now.getTime() + day) }),
    ).toBe("queued");
    expect(await confirmationsOf(row.id)).toHaveLength(2);
    expect(await confirmSubscription(test.db(), first, new Date(now.getTime() + day + 1000))).toEqual({ kind: "replaced" });
    expect((await rowOf(email))!.lists).toEqual([]);
  });

  it("refuses a link older than a week, and one whose subscriber left", async () => {
    const email = address();
    const now = new Date();
    await requestSubscription(test.db(), { email, locale: "en-GB", lists: ["news"], consent, now });
    const link = await linkOf(email);
    expect(await confirmSubscription(test.db(), link, new Date(now.getTime() + 8 * day))).toEqual({ kind: "expired" });
    expect((await leaveNewsletter(test.db(), link.subscriberId, now)).left).toBe(true);
    expect(await rowOf(email)).toBeUndefined();
    expect(await confirmSubscription(test.db(), link, now)).toEqual({ kind: "gone" });
    expect(await leaveNewsletter(test.db(), link.subscriberId, now)).toEqual({ left: false, mail: [] });
  });

  it("lets the holder's link drop lists and change the language, never add one, and keeps the confirmation's record", async () => {
    const email = address();
    const now = new Date();
    await requestSubscription(test.db(), { email, locale: "en-GB", lists: ["news", "course-dates"], consent, now });
    await confirmSubscription(test.db(), await linkOf(email), now);
    const { id, confirmedAt } = (await rowOf(email))!;
    const later = new Date(now.getTime() + day);
    const { subscriber } = await changeSubscription(test.db(), id, { lists: ["course-dates"], locale: "de", now: later });
    expect(subscriber).toMatchObject({ lists: ["course-dates"], locale: "de", consent, confirmedAt, changedAt: later });
    // The records say which list was withdrawn when: what still stands keeps its first times.
    expect(await consentsOf(test.db(), email)).toMatchObject([
      { lists: ["course-dates"], confirmedAt, withdrawnAt: null },
      { lists: ["news", "course-dates"], confirmedAt, withdrawnAt: later },
    ]);
    // Ticking a list it does not receive adds nothing: that takes a request and its confirmation.
    expect(
      (await changeSubscription(test.db(), id, { lists: ["news", "course-dates"], locale: "de", now: later })).subscriber!.lists,
    ).toEqual(["course-dates"]);
    // No list it receives kept: leaving, which erases the address with its queued mail, whose ids come back for their files.
    const [queued] = await confirmationsOf(id);
    const left = await changeSubscription(test.db(), id, { lists: ["news"], locale: "de", now: later });
    expect(left).toEqual({ mail: [queued!.id] });
    expect(await rowOf(email)).toBeUndefined();
    expect(await confirmationsOf(id)).toHaveLength(0);
  });

  it("records each confirmation as proof by the address's hash alone, keeps it when the address leaves, and erases it years after", async () => {
    const email = address();
    const start = Date.now();
    const at = (days: number) => new Date(start + days * day);
    await requestSubscription(test.db(), { email, locale: "en-GB", lists: ["news"], consent, now: at(0) });
    await confirmSubscription(test.db(), await linkOf(email), at(1));
    // A second confirmation, on other words, adds a record: the first stays as it was.
    await requestSubscription(test.db(), {
      email,
      locale: "de",
      lists: ["news", "course-dates"],
      consent: "Schicken Sie mir alles.",
      now: at(2),
    });
    await confirmSubscription(test.db(), await linkOf(email), at(3));
    const proofs = await consentsOf(test.db(), email.toUpperCase());
    expect(proofs).toMatchObject([
      {
        lists: ["news", "course-dates"],
        locale: "de",
        consent: "Schicken Sie mir alles.",
        requestedAt: at(2),
        confirmedAt: at(3),
        withdrawnAt: null,
      },
      { lists: ["news"], locale: "en-GB", consent, requestedAt: at(0), confirmedAt: at(1), withdrawnAt: null },
    ]);
    expect(proofs.every((proof) => proof.addressHash === addressHash(email) && !JSON.stringify(proof).includes(email))).toBe(true);

    const { id } = (await rowOf(email))!;
    await leaveNewsletter(test.db(), id, at(10));
    expect(await rowOf(email)).toBeUndefined();
    expect((await consentsOf(test.db(), email)).map((proof) => proof.withdrawnAt)).toEqual([at(10), at(10)]);

    // Kept CONSENT_PROOF_KEPT_YEARS from the withdrawal (365 days a year is never past it, 366 always is); a consent still standing is never erased for its age.
    const standing = address();
    await requestSubscription(test.db(), { email: standing, locale: "en-GB", lists: ["news"], consent, now: at(0) });
    await confirmSubscription(test.db(), await linkOf(standing), at(1));
    await eraseOldConsents(test.db(), at(10 + 365 * CONSENT_PROOF_KEPT_YEARS));
    expect(await consentsOf(test.db(), email)).toHaveLength(2);
    await eraseOldConsents(test.db(), at(10 + 366 * CONSENT_PROOF_KEPT_YEARS));
    expect(await consentsOf(test.db(), email)).toHaveLength(0);
    expect(await consentsOf(test.db(), standing)).toHaveLength(1);
  });

  it("sends an address never confirmed three confirmations at most, and none for what it already receives", async () => {
    const email = address();
    const start = Date.now();
    const ask = (days: number, lists: ("news" | "course-dates")[] = ["news"]) =>
      requestSubscription(test.db(), { email, locale: "en-GB", lists, consent, now: new Date(start + days * day) });
    expect([await ask(0), await ask(1), await ask(2), await ask(3), await ask(4)]).toEqual([
      "queued",
      "queued",
      "queued",
      "waiting",
      "waiting",
    ]);
    const { id } = (await rowOf(email))!;
    expect(await confirmationsOf(id)).toHaveLength(3);
    await confirmSubscription(test.db(), await linkOf(email), new Date(start + 2 * day));
    // Confirmed: asking again for just what it receives sends nothing; asking for more sends a confirmation.
    expect(await ask(6)).toBe("waiting");
    expect(await ask(6, ["news", "course-dates"])).toBe("queued");
    expect(await confirmationsOf(id)).toHaveLength(4);
  });

  it("keeps a suppressed address, with no lists, when it leaves: nothing goes to it again", async () => {
    const email = address();
    const now = new Date();
    await requestSubscription(test.db(), { email, locale: "en-GB", lists: ["news"], consent, now });
    await confirmSubscription(test.db(), await linkOf(email), now);
    const { id } = (await rowOf(email))!;
    // A request beside it, its confirmation queued; then a bounce suppresses the address.
    const later = new Date(now.getTime() + day + 1000);
    expect(await requestSubscription(test.db(), { email, locale: "en-GB", lists: ["news", "course-dates"], consent, now: later })).toBe(
      "queued",
    );
    await test.db().update(subscribers).set({ suppressedAt: now, suppression: "550 no such user" }).where(eq(subscribers.id, id));
    // Both confirmations wait unsent here (no sender runs): neither goes now.
    const queued = (await confirmationsOf(id)).map((mail) => mail.id);
    expect(queued).toHaveLength(2);
    const left = await leaveNewsletter(test.db(), id, later);
    expect({ ...left, mail: left.mail.sort() }).toEqual({ left: true, kept: true, mail: queued.sort() });
    expect(await rowOf(email)).toMatchObject({ lists: [], requestedLists: null, suppression: "550 no such user" });
    expect((await confirmationsOf(id)).filter((mail) => mail.sentAt === null)).toEqual([]);
    expect((await consentsOf(test.db(), email)).map((proof) => proof.withdrawnAt)).toEqual([later]);
    expect(await subscriptionOf(test.db(), email)).toBeUndefined();
  });

  it("erases an address never confirmed 30 days after it was first given, however often it was given since, and only drops a confirmed one's stale request", async () => {
    const now = new Date();
    const lonely = address();
    const confirmed = address();
    await requestSubscription(test.db(), { email: lonely, locale: "en-GB", lists: ["news"], consent, now });
    await requestSubscription(test.db(), {
      email: lonely,
      locale: "en-GB",
      lists: ["news"],
      consent,
      now: new Date(now.getTime() + 29 * day),
    });
    await requestSubscription(test.db(), { email: confirmed, locale: "en-GB", lists: ["news"], consent, now });
    await confirmSubscription(test.db(), await linkOf(confirmed), now);
    await requestSubscription(test.db(), {
      email: confirmed,
      locale: "de",
      lists: ["course-dates"],
      consent,
      now: new Date(now.getTime() + day),
    });
    const staleLink = await linkOf(confirmed);
    await eraseUnconfirmedSubscribers(test.db(), new Date(now.getTime() + 30 * day - 1000));
    expect(await rowOf(lonely)).toBeDefined();
    expect(await rowOf(confirmed)).toMatchObject({ requestedLists: ["course-dates"] });
    const { id } = (await rowOf(lonely))!;
    const mail = (await confirmationsOf(id)).map((row) => row.id).sort();
    const erased = await eraseUnconfirmedSubscribers(test.db(), new Date(now.getTime() + 32 * day));
    expect(erased.erased).toBeGreaterThanOrEqual(1);
    expect(mail.every((row) => erased.mail.includes(row))).toBe(true);
    expect(await rowOf(lonely)).toBeUndefined();
    expect(await rowOf(confirmed)).toMatchObject({ lists: ["news"], requestedLists: null });
    // The dropped request's link ran out; it was never confirmed.
    expect(await confirmationState(test.db(), staleLink, new Date(now.getTime() + 32 * day))).toEqual({ kind: "expired" });
  });

  it("holds every row to the rules: known lists only, a whole request, consent with every list", async () => {
    const db = test.db();
    const email = address();
    await expect(
      db
        .insert(subscribers)
        .values({ email, locale: "en-GB", requestedLists: ["spam"], requestedLocale: "en-GB", requestedConsent: consent }),
    ).rejects.toThrow();
    await expect(db.insert(subscribers).values({ email, locale: "en-GB", requestedLists: ["news"] })).rejects.toThrow();
    await expect(db.insert(subscribers).values({ email, locale: "en-GB", lists: ["news"] })).rejects.toThrow();
  });
});

describe("the newsletter's links", () => {
  const id = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";

  it("reads back what the site signed, and nothing else", () => {
    const token = subscriptionToken(id);
    expect(readSubscriptionToken(token)).toBe(id);
    expect(readSubscriptionToken(`${id}.${"A".repeat(22)}`)).toBeUndefined();
    expect(readSubscriptionToken(token.replace(id.slice(0, 8), "00000000"))).toBeUndefined();
    expect(readSubscriptionToken(`${token}.x`)).toBeUndefined();
    expect(readSubscriptionToken("'; drop table subscribers; --")).toBeUndefined();
    expect(readConfirmationToken(token)).toBeUndefined();
  });
});
