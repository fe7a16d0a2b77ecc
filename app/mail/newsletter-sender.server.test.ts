import { eq, sql } from "drizzle-orm";
import { suggestedAddress } from "~/content-store/suggested-address";
import { newsletterDeliveries, newsletters, subscribers } from "~/database/schema.server";
import { takeDueDeliveries, DELIVERY_LEASE_MS, MOST_TRIES } from "~/newsletter/newsletter-deliveries.server";
import { createNewsletter, progressOf, startSending } from "~/newsletter/newsletters.server";
import { readSubscriptionToken } from "~/newsletter/subscription-links.server";
import { startSmtpInbox, type SmtpInbox } from "~tests/support/smtp-inbox";
import type { Database } from "~/database/database.server";
import { connectForTest, testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { mailTransport } from "./mail-transport.server";
import { sendDueNewsletters } from "./newsletter-sender.server";

const context = { from: "Brightline Digital <studio@brightline.test>", siteUrl: "https://brightline.test" };
const staff = "staff@brightline.test";
const minute = 60_000;

/** `count` confirmed subscribers of `list` in `locale`, their addresses starting with `prefix`. */
const subscribeIn = (db: Database, prefix: string, count: number, { locale = "en-GB", list = "news" } = {}) =>
  db.execute(sql`
    insert into ${subscribers} (email, locale, lists, consent, confirmed_at)
    select ${prefix} || n || '@example.com', ${locale}, array[${list}], 'Email me.', now() from generate_series(1, ${count}) n`);

const aNewsletterIn = (
  db: Database,
  subject: string,
  { locale = "en-GB", list = "news" }: { locale?: "en-GB" | "de"; list?: "news" | "course-dates" } = {},
) =>
  createNewsletter(
    db,
    {
      subject,
      body: `# ${subject}\n\nWhat we learnt this month, [with a link](https://example.com/x).`,
      locale,
      list,
      address: suggestedAddress(subject),
    },
    staff,
    new Date(),
  );

// On the embedded database, the site's own: 5,000 messages through a real SMTP server take long
// enough once (the sender's SQL is the same on a server; the race below is the server's part).
describe("sending a newsletter, on PGlite", () => {
  const test = useTestDatabase("PGlite");
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());
  beforeEach(async () => {
    inbox.messages.length = 0;
    inbox.received.length = 0;
    inbox.parsing = true;
    inbox.refusedRecipients.clear();
    inbox.dataRefusal = undefined;
    // Each test's newsletter goes to its own subscribers: the database is shared by the file's tests.
    await test.db().delete(newsletters);
    await test.db().delete(subscribers);
  });

  const subscribe = (prefix: string, count: number, options: { locale?: string; list?: string } = {}) =>
    subscribeIn(test.db(), prefix, count, options);
  const aNewsletter = (subject: string, options: { locale?: "en-GB" | "de"; list?: "news" | "course-dates" } = {}) =>
    aNewsletterIn(test.db(), subject, options);

  it("sends to 5,000 subscribers each exactly once, though the sender stops in the middle and one that took a batch dies", async () => {
    await subscribe("reader-", 5_000);
    // Not reached: another language, another list, an address that bounced.
    await subscribe("leser-", 5, { locale: "de" });
    await subscribe("dates-", 5, { list: "course-dates" });
    await subscribe("bounced-", 1);
    await test
      .db()
      .update(subscribers)
      .set({ suppressedAt: new Date(), suppression: "550" })
      .where(eq(subscribers.email, "bounced-1@example.com"));
    const newsletter = await aNewsletter("December at the studio");
    expect(await startSending(test.db(), newsletter.id, staff, new Date())).toEqual({ recipients: 5_000 });
    expect(await startSending(test.db(), newsletter.id, staff, new Date())).toBeUndefined();

    // The first process: its sender is stopped (a deploy) once about 2,000 are out, between batches.
    const first = mailTransport({ kind: "smtp", url: inbox.url });
    // Counted from the envelopes: parsing 5,000 messages would take longer than sending them.
    inbox.parsing = false;
    await sendDueNewsletters(test.db(), first, context, { rate: 100_000, stopping: () => inbox.received.length >= 2_000 });
    first.close();
    const afterFirst = inbox.received.length;
    expect(afterFirst).toBeGreaterThanOrEqual(2_000);
    expect(afterFirst).toBeLessThan(5_000);
    expect(await progressOf(test.db(), newsletter.id)).toEqual({ waiting: 5_000 - afterFirst, sent: afterFirst, failed: 0 });

    // Another instance took a batch and died before sending any of it: its lease runs out.
    const dying = await takeDueDeliveries(test.db(), { now: new Date(), limit: 20 });
    expect(dying.due).toHaveLength(20);

    // A new process, which knows nothing but the database.
    const second = mailTransport({ kind: "smtp", url: inbox.url });
    const later = () => new Date(Date.now() + DELIVERY_LEASE_MS + 1_000);
    const { finished } = await sendDueNewsletters(test.db(), second, context, { rate: 100_000, now: later });
    second.close();

    const recipients = inbox.received.flatMap((message) => message.recipients);
    expect(recipients).toHaveLength(5_000);
    expect(new Set(recipients).size).toBe(5_000);
    expect(recipients.every((address) => address.startsWith("reader-"))).toBe(true);
    expect(finished).toEqual([newsletter.id]);
    const [row] = await test.db().select().from(newsletters).where(eq(newsletters.id, newsletter.id));
    expect(row).toMatchObject({ state: "sent", recipients: 5_000 });
    expect(row!.sentAt).not.toBeNull();
  }, 240_000);

  it("carries one-click unsubscribe headers and the subscriber's own link, on the provider's bulk stream, with no picture fetched and no rewritten link", async () => {
    await subscribe("headers-", 1);
    const newsletter = await createNewsletter(
      test.db(),
      {
        subject: "Headers and links",
        body: "## What we learnt\n\nSee [the course](/courses/x) and [elsewhere](https://example.com/x).\n\n![The workshop room](/content-images/abc-600.webp#600x900)",
        locale: "en-GB",
        list: "news",
        address: "headers-and-links",
      },
      staff,
      new Date(),
    );
    await startSending(test.db(), newsletter.id, staff, new Date());
    const transport = mailTransport({ kind: "smtp", url: inbox.url });
    await sendDueNewsletters(test.db(), transport, { ...context, stream: "broadcast" }, { rate: 100_000 });
    transport.close();
    const message = inbox.messages.find((sent) => sent.recipients.includes("headers-1@example.com"))!;
    expect(message.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    // NEWSLETTER_MAIL_STREAM, and the provider told to track nothing.
    expect(message.raw).toMatch(/^X-PM-Message-Stream: broadcast\r?$/im);
    expect(message.raw).toMatch(/^X-PM-TrackLinks: None\r?$/im);
    const unsubscribe = /<(https:\/\/brightline\.test\/newsletter\/subscription\?t=[^>]+)>/.exec(
      message.raw.replace(/\r\n[ \t]+/g, " "),
    )![1]!;
    const [subscriber] = await test.db().select().from(subscribers).where(eq(subscribers.email, "headers-1@example.com"));
    expect(readSubscriptionToken(new URL(unsubscribe).searchParams.get("t")!)).toBe(subscriber!.id);
    expect(message.text).toContain(unsubscribe);
    expect(message.html).toContain('href="https://example.com/x"');
    // The site's addresses made whole; a picture is a link by its words, fetched by no one as the mail opens.
    expect(message.html).toContain('href="https://brightline.test/courses/x"');
    expect(message.html).not.toMatch(/<img/);
    expect(message.html).toContain(`<a href="https://brightline.test/content-images/abc-600.webp">[The workshop room]</a>`);
    expect(message.html).not.toContain("heading-anchor");
    expect(message.text).toContain("[the course](https://brightline.test/courses/x)");
    expect(message.html).toContain("https://brightline.test/newsletter/headers-and-links");
  });

  it("keeps to NEWSLETTER_RATE a minute, counted in the database, across passes", async () => {
    await subscribe("paced-", 7);
    const newsletter = await aNewsletter("At a pace");
    await startSending(test.db(), newsletter.id, staff, new Date());
    const transport = mailTransport({ kind: "smtp", url: inbox.url });
    // A day on: what the other tests sent a moment ago is not in this minute.
    const start = Date.now() + 24 * 60 * minute;
    expect((await sendDueNewsletters(test.db(), transport, context, { rate: 3, now: () => new Date(start) })).sent).toBe(3);
    // The same minute, another pass (another instance): nothing more.
    expect((await sendDueNewsletters(test.db(), transport, context, { rate: 3, now: () => new Date(start + 30_000) })).sent).toBe(0);
    expect((await sendDueNewsletters(test.db(), transport, context, { rate: 3, now: () => new Date(start + minute + 1_000) })).sent).toBe(
      3,
    );
    transport.close();
    expect(await progressOf(test.db(), newsletter.id)).toEqual({ waiting: 1, sent: 6, failed: 0 });
  });

  it("suppresses an address the mail server refuses for good, and tries a full mailbox again until it gives up", async () => {
    await subscribe("refused-", 3);
    inbox.refusedRecipients.set("refused-1@example.com", 550);
    inbox.refusedRecipients.set("refused-2@example.com", 452);
    const newsletter = await aNewsletter("Some bounce");
    await startSending(test.db(), newsletter.id, staff, new Date());
    const transport = mailTransport({ kind: "smtp", url: inbox.url });
    let clock = Date.now();
    const now = () => new Date(clock);
    await sendDueNewsletters(test.db(), transport, context, { rate: 100_000, now });
    expect(await progressOf(test.db(), newsletter.id)).toEqual({ waiting: 1, sent: 1, failed: 1 });
    const [bounced] = await test.db().select().from(subscribers).where(eq(subscribers.email, "refused-1@example.com"));
    expect(bounced!.suppressedAt).not.toBeNull();
    expect(bounced!.suppression).toMatch(/550/);
    // The full mailbox: tried again after each backoff, then given up and listed.
    for (let tries = 2; tries <= MOST_TRIES; tries++) {
      clock += 2 * 60 * minute;
      await sendDueNewsletters(test.db(), transport, context, { rate: 100_000, now });
    }
    transport.close();
    expect(await progressOf(test.db(), newsletter.id)).toEqual({ waiting: 0, sent: 1, failed: 2 });
    const [full] = await test.db().select().from(newsletterDeliveries).where(eq(newsletterDeliveries.attempts, MOST_TRIES));
    expect(full!.failedAt).not.toBeNull();
    const [row] = await test.db().select().from(newsletters).where(eq(newsletters.id, newsletter.id));
    expect(row!.state).toBe("sent");

    // The next newsletter leaves the suppressed address out.
    const next = await aNewsletter("After the bounce");
    const before = (
      await test
        .db()
        .select({ n: sql<number>`count(*)::int` })
        .from(subscribers)
        .where(sql`suppressed_at is null and 'news' = any(lists) and locale = 'en-GB'`)
    )[0]!.n;
    expect(await startSending(test.db(), next.id, staff, new Date())).toEqual({ recipients: before });
  });

  it("suppresses no one when the mail server refuses the message itself, and spends no try while it cannot be reached", async () => {
    await subscribe("whole-", 2);
    const newsletter = await aNewsletter("Refused whole");
    await startSending(test.db(), newsletter.id, staff, new Date());
    // A server that cannot be reached: the batch waits, its tries unspent.
    const away = mailTransport({ kind: "smtp", url: "smtp://127.0.0.1:9" });
    await sendDueNewsletters(test.db(), away, context, { rate: 100_000 });
    away.close();
    const waiting = await test.db().select().from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, newsletter.id));
    expect(waiting.map((row) => [row.attempts, row.failedAt])).toEqual([
      [0, null],
      [0, null],
    ]);
    // A 554 to the message as a whole says nothing of the addresses: tried again, no one suppressed.
    inbox.dataRefusal = 554;
    const transport = mailTransport({ kind: "smtp", url: inbox.url });
    await sendDueNewsletters(test.db(), transport, context, { rate: 100_000, now: () => new Date(Date.now() + 2 * minute) });
    transport.close();
    expect(await progressOf(test.db(), newsletter.id)).toEqual({ waiting: 2, sent: 0, failed: 0 });
    const suppressed = await test
      .db()
      .select()
      .from(subscribers)
      .where(sql`${subscribers.suppressedAt} is not null`);
    expect(suppressed).toEqual([]);
  });

  it("is sent once its last subscriber leaves before it reaches them, and reaches no one who changed language or list", async () => {
    await subscribe("leaving-", 3);
    const newsletter = await aNewsletter("Left behind");
    await startSending(test.db(), newsletter.id, staff, new Date());
    await test.db().delete(subscribers).where(eq(subscribers.email, "leaving-1@example.com"));
    await test.db().update(subscribers).set({ locale: "de" }).where(eq(subscribers.email, "leaving-2@example.com"));
    await test
      .db()
      .update(subscribers)
      .set({ lists: ["course-dates"] })
      .where(eq(subscribers.email, "leaving-3@example.com"));
    const transport = mailTransport({ kind: "smtp", url: inbox.url });
    const { sent, finished } = await sendDueNewsletters(test.db(), transport, context, { rate: 100_000 });
    transport.close();
    expect(sent).toBe(0);
    expect(inbox.messages).toHaveLength(0);
    expect(finished).toEqual([newsletter.id]);
  });
});

// A server runs statements side by side, which PGlite never does: two instances' senders, each
// through its own pool, take batches at once, and `skip locked` must keep every batch apart.
describe.each(testDatabaseKinds.filter((kind) => kind === "PostgreSQL"))("two senders at once, on %s", (kind) => {
  const test = useTestDatabase(kind);

  it("send each delivery exactly once between them", async () => {
    const inbox = await startSmtpInbox();
    inbox.parsing = false;
    const other = connectForTest(test.url(), { maxConnections: 4 });
    const transports = [mailTransport({ kind: "smtp", url: inbox.url }), mailTransport({ kind: "smtp", url: inbox.url })];
    try {
      await subscribeIn(test.db(), "raced-", 400);
      const newsletter = await aNewsletterIn(test.db(), "Two senders");
      expect(await startSending(test.db(), newsletter.id, staff, new Date())).toEqual({ recipients: 400 });
      const [first, second] = await Promise.all([
        sendDueNewsletters(test.db(), transports[0]!, context, { rate: 100_000 }),
        sendDueNewsletters(other, transports[1]!, context, { rate: 100_000 }),
      ]);
      // Both took part (else nothing raced), and together they sent each one once.
      expect(first.sent, "the first sender's share").toBeGreaterThan(0);
      expect(second.sent, "the second sender's share").toBeGreaterThan(0);
      expect(first.sent + second.sent).toBe(400);
      const recipients = inbox.received.flatMap((message) => message.recipients);
      expect(recipients).toHaveLength(400);
      expect(new Set(recipients).size).toBe(400);
      expect(await progressOf(test.db(), newsletter.id)).toEqual({ waiting: 0, sent: 400, failed: 0 });
    } finally {
      for (const transport of transports) transport.close();
      await other.$client.end();
      await inbox.close();
    }
  }, 120_000);
});
