import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray, isNull } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { bookSeat } from "~/bookings/book-seat.server";
import { bankTransfer } from "~/payments/bank-transfer";
import { onDataWritten } from "~/database/data-writes.server";
import { bookings, invoices, mailOutbox } from "~/database/schema.server";
import { cancelBooking, markPaid, markTransferRefunded } from "~/bookings/seat-changes.server";
import { pdfText } from "~tests/support/pdf-text";
import { storeLead, type NewLead } from "~/leads/lead-store.server";
import { submitLead } from "~/leads/submit-lead.server";
import { aCohort, aSeatRequest } from "~tests/support/a-cohort";
import { aLeadForm, aLead as aTestLead } from "~tests/support/a-lead";
import { posted } from "~tests/support/posted";
import { startSmtpInbox, type SmtpInbox } from "~tests/support/smtp-inbox";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { useTestSettings } from "~tests/support/test-settings";
import { MAIL_LEASE_MS, retryDelay, takeDueMail } from "./mail-outbox.server";
import { sendDueMail, startMailSender, stopMailSender } from "./mail-sender.server";
import { mailTransport } from "./mail-transport.server";
import { orderTeamSeats } from "~/bookings/order-team-seats.server";
import { cancelTeamSeats } from "~/bookings/team-seat-cancellation.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const context = {
  from: "Brightline Digital <hello@brightline.digital>",
  studio: "studio@brightline.test",
  siteUrl: "https://brightline.test",
  booking: { offerHours: 48, payment: bankTransfer({ payee: "Brightline Digital Ltd", iban: "GB33BUKB20201555555555" }) },
};

/** The test's lead: a company and a message to find in the mail. */
const aLead = (overrides: Partial<NewLead> = {}) =>
  aTestLead({
    name: "Grace Hopper",
    company: "Harvard Computation Lab",
    budget: "25k-50k",
    timeline: "1-3-months",
    message: "A site for the Mark I, with a page on the moth we found.",
    ...overrides,
  });

const at = (base: Date, ms: number) => () => new Date(base.getTime() + ms);
const staff = { uid: "staff-uid", email: "staff@brightline.test" };

describe.each(testDatabaseKinds)("the mail outbox, on %s", (kind) => {
  const test = useTestDatabase(kind);
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());
  beforeEach(async () => {
    // Each test starts with nothing due, whatever the one before it left.
    await test.db().update(mailOutbox).set({ sentAt: new Date() }).where(isNull(mailOutbox.sentAt));
    inbox.messages.length = 0;
    inbox.refusing = false;
  });
  const smtp = () => mailTransport({ kind: "smtp", url: inbox.url });
  const outboxOf = (leadId: string) => test.db().select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId));

  it("sends a learner whose paid seat is held the amount, reference, deadline and account, and a free seat's confirmation", async () => {
    const cohort = await aCohort(test.db(), { meetingDays: [1], startsAt: "18:00", endsAt: "20:30", format: "in-person" });
    const freeCohort = await aCohort(test.db(), { courseSlug: "ui-design-foundations" });
    const now = new Date("2026-11-24T10:00:00Z");
    const paid = await bookSeat(test.db(), aSeatRequest(cohort, { name: "Ada Lovelace", holdDays: 7, now }));
    const free = await bookSeat(test.db(), aSeatRequest(freeCohort));
    // The learner's two, and the studio's: a seat held for a transfer it must look for (issue 64).
    expect(await sendDueMail(test.db(), smtp(), context)).toEqual({ sent: 3, failed: 0 });
    const studio = inbox.messages.find((message) => message.recipients.includes(context.studio))!;
    expect(studio.subject).toBe(`A seat is held for a bank transfer: Accessible Web Forms and Components (${paid.booking.reference})`);
    expect(studio.text).toContain("Ada Lovelace booked a seat on Accessible Web Forms and Components");
    expect(studio.text).toContain(`Roster: ${context.siteUrl}/admin/cohorts/${cohort.id}`);

    const held = inbox.messages.find((message) => message.recipients.includes(paid.booking.email))!;
    expect(held.subject).toBe(`Your seat on Accessible Web Forms and Components is held (${paid.booking.reference})`);
    const text = held.text ?? "";
    expect(text).toContain("Hello Ada Lovelace,");
    expect(text).toContain("Amount: £490");
    expect(text).toContain(`Reference: ${paid.booking.reference}`);
    expect(text).toContain("Pay by: Tuesday 1 December 2026");
    expect(text).toContain("IBAN: GB33 BUKB 2020 1555 5555 55");
    expect(text).toContain("Schedule: Mondays, 18:00–20:30 UK time");
    expect(text).toContain("Where: In person at Studio 4, The Paintworks, Bath Road, Bristol BS4 3EH, United Kingdom");
    const confirmed = inbox.messages.find((message) => message.recipients.includes(free.booking.email))!;
    expect(confirmed.subject).toBe(`Your seat on UI Design Foundations is confirmed (${free.booking.reference})`);
    // Only a confirmed seat's page has a calendar file, and only its mail says so.
    expect(confirmed.text).toContain("Your booking, with its calendar file and the way to cancel: ");
    expect(text).toContain("Your booking, and the way to cancel it: ");
    expect(text).not.toContain("calendar");
  });

  it("sends a paid seat's confirmation with its invoice, and the refund's mail with the credit note, as PDFs (decision 66)", async () => {
    const cohort = await aCohort(test.db());
    const { booking } = await bookSeat(test.db(), aSeatRequest(cohort));
    const ids = { bookingId: booking.id, cohortId: cohort.id };
    const times = { now: new Date(), offerHours: 48, holdDays: 7 };
    await markPaid(test.db(), ids, staff, times);
    await cancelBooking(test.db(), ids, staff, times);
    await sendDueMail(test.db(), smtp(), context);
    const [invoice] = await test.db().select().from(invoices).where(eq(invoices.bookingId, booking.id));
    const mailTo = (subject: RegExp) =>
      inbox.messages.find((message) => message.recipients.includes(booking.email) && subject.test(message.subject ?? ""))!;
    const pdfsOf = (subject: RegExp) => mailTo(subject).attachments.filter((file) => file.contentType === "application/pdf");
    // One PDF, the invoice, beside the terms' text files.
    const [attached, ...more] = pdfsOf(/is confirmed/);
    expect(more).toEqual([]);
    expect(attached).toMatchObject({ filename: `Invoice ${invoice!.number}.pdf`, contentType: "application/pdf" });
    expect(await pdfText(attached!.content)).toContain(`Invoice ${invoice!.number}`);
    // Cancelled, the transfer is the studio's to refund: nothing is corrected until it is marked made.
    expect(pdfsOf(/cancelled/)).toEqual([]);

    inbox.messages.length = 0;
    await markTransferRefunded(test.db(), ids, staff, { ...times, now: new Date() });
    await sendDueMail(test.db(), smtp(), context);
    const [note, ...others] = pdfsOf(/refund/i);
    expect(others).toEqual([]);
    expect(note!.filename).toMatch(/^Credit note CN-\d{4}-\d{4}\.pdf$/);
    expect(await pdfText(note!.content)).toContain(`Corrects invoice ${invoice!.number}`);
  });

  it("sends a team order's buyer one mail with its invoice and how to pay, and the studio one to look for the payment (issue 66)", async () => {
    const cohort = await aCohort(test.db());
    const email = `buyer-${crypto.randomUUID()}@example.com`;
    const { order } = await orderTeamSeats(test.db(), {
      courseSlug: cohort.courseSlug,
      cohortId: cohort.id,
      accountId: `uid-${crypto.randomUUID()}`,
      name: "Ada Buyer",
      email,
      submissionId: crypto.randomUUID(),
      seats: 3,
      billing: {
        company: "Acme Analytics GmbH",
        address: ["Friedrichstraße 123", "10117 Berlin"],
        country: "DE",
        purchaseOrder: "PO-7781",
      },
      payment: { method: "invoice", termsDays: 30 },
      now: new Date(),
      offerHours: 48,
      holdDays: 7,
    });
    await sendDueMail(test.db(), smtp(), context);
    const toBuyer = inbox.messages.filter((message) => message.recipients.includes(email));
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]!.subject).toBe(`Your team's seats on Accessible Web Forms and Components are held (${order.reference})`);
    expect(toBuyer[0]!.text).toContain(`Please pay £1,470 (incl. 20% VAT) by`);
    expect(toBuyer[0]!.text).toContain(`Seats: 3, for Acme Analytics GmbH`);
    const [pdf, ...more] = toBuyer[0]!.attachments.filter((file) => file.contentType === "application/pdf");
    expect(more).toEqual([]);
    expect(await pdfText(pdf!.content)).toContain("Purchase order PO-7781");
    const toStudio = inbox.messages.filter((message) => message.recipients.includes(context.studio));
    expect(toStudio.map((message) => message.subject)).toEqual([
      `Team order on invoice: 3 seats, Accessible Web Forms and Components (${order.reference})`,
    ]);

    // A seat cancelled within the refund policy: the buyer hears what comes off the invoice, with the credit note.
    const [seat] = await test.db().select().from(bookings).where(eq(bookings.teamOrderId, order.id));
    await cancelTeamSeats(
      test.db(),
      { teamOrderId: order.id, cohortId: cohort.id },
      { buyer: order.accountId!, bookingId: seat!.id },
      { now: new Date(), offerHours: 48, holdDays: 7 },
    );
    await sendDueMail(test.db(), smtp(), context);
    const cancelled = inbox.messages.filter((message) => message.recipients.includes(email))[1]!;
    expect(cancelled.subject).toBe(`Seats cancelled on Accessible Web Forms and Components (${order.reference})`);
    expect(cancelled.text).toContain("The invoice is lowered by £490 (incl. 20% VAT): please pay only what is left.");
    const [note] = cancelled.attachments.filter((file) => file.contentType === "application/pdf");
    expect(await pdfText(note!.content)).toContain("Credit note");
  });

  it("greets a learner by one short line of their name, whatever an older booking stored (issue 35, point 6)", async () => {
    const cohort = await aCohort(test.db());
    const { booking } = await bookSeat(test.db(), aSeatRequest(cohort));
    // As a booking made before names were cleaned on the way in could hold it.
    const scam = `Eve\n\nYour card was declined. Pay now at http://pay.example/${"x".repeat(40)}`;
    await test.db().update(bookings).set({ name: scam }).where(eq(bookings.id, booking.id));
    // The learner's, and the studio's about the transfer.
    expect(await sendDueMail(test.db(), smtp(), context)).toEqual({ sent: 2, failed: 0 });
    const text = inbox.messages.find((message) => message.recipients.includes(booking.email))!.text ?? "";
    const greeting = text.split("\n")[0]!;
    expect(greeting).toMatch(/^Hello Eve Your card was declined\. Pay now at http:\/\/pay\.example\/x+…,$/);
    expect([...greeting]).toHaveLength("Hello ".length + 60 + ",".length);
    expect(text.split("\n").filter((line) => line.includes("Your card was declined"))).toEqual([greeting]);
  });

  it("tells the studio and acknowledges the sender, once each, and records both as sent", async () => {
    const lead = aLead();
    const stored = await storeLead(test.db(), lead);
    expect(await sendDueMail(test.db(), smtp(), context)).toEqual({ sent: 2, failed: 0 });
    expect(await sendDueMail(test.db(), smtp(), context)).toEqual({ sent: 0, failed: 0 });

    const studio = inbox.messages.find((message) => message.recipients.includes(context.studio))!;
    expect(studio.subject).toBe(`New enquiry ${stored.reference}: Web Development`);
    expect(studio.replyTo?.value).toEqual([{ name: "Grace Hopper", address: lead.email }]);
    expect(studio.text).toContain(lead.message);
    expect(studio.text).toContain("Budget: £25,000 to £50,000");
    expect(studio.text).toContain(`https://brightline.test/admin/leads/${stored.id}`);

    const acknowledgement = inbox.messages.find((message) => message.recipients.includes(lead.email))!;
    expect(acknowledgement.subject).toBe(`We have your message (${stored.reference})`);
    expect(acknowledgement.text).toContain("Timeline: In the next 1 to 3 months");
    // Nothing the sender typed goes to the address they typed.
    expect(acknowledgement.text).not.toContain("Grace");
    expect(acknowledgement.text).not.toContain("moth");
    expect(inbox.messages).toHaveLength(2);

    const rows = await outboxOf(stored.id);
    expect(rows.map((row) => [row.attempts, row.sentAt !== null, row.lastError])).toEqual([
      [1, true, null],
      [1, true, null],
    ]);
  });

  it("tells of the lead stored, but not of its mail's delivery: the sender's progress, not a change anyone made (decision 40)", async () => {
    const told: string[] = [];
    const stop = onDataWritten(() => void told.push("written"));
    try {
      await storeLead(test.db(), aLead());
      expect(told).toEqual(["written"]);
      inbox.refusing = true;
      expect(await sendDueMail(test.db(), smtp(), context)).toEqual({ sent: 0, failed: 2 });
      inbox.refusing = false;
      expect(await sendDueMail(test.db(), smtp(), context, at(new Date(), retryDelay(1)))).toEqual({ sent: 2, failed: 0 });
      expect(told).toEqual(["written"]);
    } finally {
      stop();
    }
  });

  it("keeps mail through an outage, backs off, and sends it once the server is back", async () => {
    const stored = await storeLead(test.db(), aLead());
    const start = new Date();
    inbox.refusing = true;
    expect(await sendDueMail(test.db(), smtp(), context, at(start, 0))).toEqual({ sent: 0, failed: 2 });
    const refused = await outboxOf(stored.id);
    for (const row of refused) {
      expect(row.sentAt).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/451/);
      expect(row.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelay(1));
    }

    // A server that is not there at all: the next try, after its wait, fails the same way.
    const away = mailTransport({ kind: "smtp", url: "smtp://127.0.0.1:9" });
    expect(await sendDueMail(test.db(), away, context, at(start, retryDelay(1) - 1))).toEqual({ sent: 0, failed: 0 });
    expect(await sendDueMail(test.db(), away, context, at(start, retryDelay(1)))).toEqual({ sent: 0, failed: 2 });
    expect((await outboxOf(stored.id)).map((row) => row.attempts)).toEqual([2, 2]);

    inbox.refusing = false;
    const back = retryDelay(1) + retryDelay(2);
    expect(await sendDueMail(test.db(), smtp(), context, at(start, back))).toEqual({ sent: 2, failed: 0 });
    expect(inbox.messages).toHaveLength(2);
    expect((await outboxOf(stored.id)).every((row) => row.sentAt && row.lastError === null)).toBe(true);
  });

  it("waits a minute, doubling, and never more than six hours between tries", () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelay(30)).toBe(6 * 60 * 60_000);
  });

  it("hands each message to one of two senders working at once", async () => {
    const stored = await Promise.all(Array.from({ length: 12 }, () => storeLead(test.db(), aLead())));
    const [one, two] = await Promise.all([sendDueMail(test.db(), smtp(), context), sendDueMail(test.db(), smtp(), context)]);
    expect(one.sent + two.sent).toBe(24);
    // Both took some: the test shows two senders sharing the outbox, not one doing it all.
    expect(Math.min(one.sent, two.sent)).toBeGreaterThan(0);
    const ids = inbox.messages.map((message) => message.messageId);
    expect(new Set(ids).size).toBe(24);
    const rows = await test
      .db()
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.leadId,
          stored.map((lead) => lead.id),
        ),
      );
    expect(rows.every((row) => row.attempts === 1 && row.sentAt)).toBe(true);
  });

  it("takes a message again once the sender that took it has been gone for the lease", async () => {
    const stored = await storeLead(test.db(), aLead());
    const start = new Date();
    // A sender takes both messages and dies before sending them.
    expect(await takeDueMail(test.db(), { now: start, limit: 10 })).toHaveLength(2);
    expect(await sendDueMail(test.db(), smtp(), context, at(start, MAIL_LEASE_MS - 1))).toEqual({ sent: 0, failed: 0 });
    expect(await sendDueMail(test.db(), smtp(), context, at(start, MAIL_LEASE_MS))).toEqual({ sent: 2, failed: 0 });
    expect((await outboxOf(stored.id)).map((row) => row.attempts)).toEqual([2, 2]);
  });

  it("keeps a hostile name to the studio's Reply-To, and adds no recipient or header", async () => {
    const name = 'Eve" <eve@evil.test>, victim@example.com\r\nBcc: victim@example.com';
    const stored = await storeLead(test.db(), aLead({ name: name.replace(/\r\n/g, " "), email: "eve@example.com" }));
    await sendDueMail(test.db(), smtp(), context);
    const studio = inbox.messages.find((message) => message.subject?.includes(stored.reference) && message.subject.startsWith("New"))!;
    expect(studio.recipients).toEqual([context.studio]);
    expect(studio.replyTo?.value).toEqual([{ name: name.replace(/\r\n/g, " "), address: "eve@example.com" }]);
    expect(studio.headers.has("bcc")).toBe(false);
    expect(inbox.messages.flatMap((message) => message.recipients).sort()).toEqual(["eve@example.com", context.studio].sort());
  });

  it("without an SMTP server, writes each message whole to a folder, as .eml files a mail program opens", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "brightline-mail-"));
    try {
      const stored = await storeLead(test.db(), aLead());
      const files = mailTransport({ kind: "files", directory: path.join(folder, "mail") });
      expect(await sendDueMail(test.db(), files, context)).toEqual({ sent: 2, failed: 0 });
      const names = readdirSync(path.join(folder, "mail"));
      expect(names).toHaveLength(2);
      expect(names.every((name) => name.endsWith(".eml"))).toBe(true);
      const parsed = await Promise.all(names.map((name) => simpleParser(readFileSync(path.join(folder, "mail", name)))));
      expect(parsed.map((message) => message.subject).sort()).toEqual(
        [`New enquiry ${stored.reference}: Web Development`, `We have your message (${stored.reference})`].sort(),
      );
      expect(readFileSync(path.join(folder, "mail", names[0]!), "utf8")).toContain("\r\n");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  describe("the running sender", () => {
    useTestSettings(() => ({ DATABASE_URL: test.url(), SMTP_URL: inbox.url, STUDIO_EMAIL: context.studio }));
    // Registered after the settings, so it runs before they close the database.
    afterAll(() => stopMailSender());

    it("sends a lead's mail as soon as the form is stored, without waiting for its next look", async () => {
      startMailSender({ pollMs: 60 * 60_000 });
      const email = `ida-${crypto.randomUUID()}@example.com`;
      const form = aLeadForm({ name: "Ida Rhodes", email, message: "Please help us redesign our booking flow." });
      const outcome = await submitLead(await posted(form), { address: `mail-${kind}` });
      expect(outcome.kind).toBe("sent");
      await vi.waitFor(
        () =>
          expect(inbox.messages.filter((message) => message.text?.includes(email) || message.recipients.includes(email))).toHaveLength(2),
        {
          timeout: 5_000,
        },
      );
    });
  });
});
