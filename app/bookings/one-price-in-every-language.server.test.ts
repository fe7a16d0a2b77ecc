import { and, eq } from "drizzle-orm";
import { readSettings } from "~/platform/settings.server";
import { findCourse } from "~/content/courses.server";
import { publishedContent, publishedTranslations } from "~/content-store/content-documents.server";
import { saveDraft } from "~/content-store/content-drafts.server";
import { contentPublished, followPublishedContent } from "~/content-store/content-on-pages.server";
import { publishVersion } from "~/content-store/content-publishing.server";
import { answerEditForm } from "~/content-store/content-editing.server";
import { contentFieldsOf } from "~/content-store/content-fields.server";
import { formOf } from "~tests/support/content-form";
import { contentDocuments } from "~/database/schema.server";
import { inLocale } from "~/i18n/request-locale.server";
import { bookingMail } from "~/mail/booking-mail.server";
import { aCohort, aSeatRequest } from "~tests/support/a-cohort";
import { startStripeFake, type StripeFake } from "~tests/support/stripe-fake";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { useTestSettings } from "~tests/support/test-settings";
import { bookSeat } from "./book-seat.server";
import { startCardCheckout } from "./card-checkout.server";
import { rosterOf } from "~/cohorts/roster.server";
import { cohortListing } from "./upcoming-cohorts.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const SLUG = "accessible-forms-and-components";
const editor = { email: "owner@brightline.test" };

describe.each(testDatabaseKinds)("a course's price is one fact, whatever the language (issue 61), on %s", (kind) => {
  const test = useTestDatabase(kind);
  let fake: StripeFake;
  beforeAll(async () => {
    fake = await startStripeFake();
  });
  useTestSettings(() => ({ DATABASE_URL: test.url() }));
  let stop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await stop?.();
    await fake.close();
  });

  /** The course's document in a language, and the data it publishes. */
  async function courseDocument(locale: "en-GB" | "de") {
    const [document] = await test
      .db()
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.kind, "course"), eq(contentDocuments.slug, SLUG), eq(contentDocuments.locale, locale)));
    const published = locale === "en-GB" ? await publishedContent(test.db()) : (await publishedTranslations(test.db()))[locale]!;
    return { document: document!, data: published.course.find((entry) => entry.slug === SLUG)!.data };
  }

  async function publish(locale: "en-GB" | "de", change: Record<string, unknown>) {
    const { document, data } = await courseDocument(locale);
    const number = await saveDraft(test.db(), {
      documentId: document.id,
      basedOn: document.latestVersion,
      data: { ...data, ...change },
      editor,
    });
    await publishVersion(test.db(), document.id, number, editor);
    await contentPublished();
  }

  it("books the same cohort for the English price in both languages after the English price changes", async () => {
    stop = await followPublishedContent({ pagesChanged: () => undefined });
    expect(inLocale("de", () => findCourse(SLUG)!.price)).toBe(490);
    await publish("en-GB", { price: 340 });
    // The German document holds words only: no price of its own to stay old (issue 62).
    expect((await courseDocument("de")).data).not.toHaveProperty("price");

    const cohort = await aCohort(test.db());
    const card = readSettings({ ...fake.env }).booking.card!;
    const context = { card, siteUrl: "http://localhost:4317", times: { now: new Date(), holdDays: 7, offerHours: 48 } };
    const mailContext = { from: "site@brightline.test", studio: "studio@brightline.test", siteUrl: "http://localhost:4317" };
    const amounts = [];
    for (const locale of ["en-GB", "de"] as const) {
      const course = inLocale(locale, () => findCourse(SLUG)!);
      const listing = await inLocale(locale, () => cohortListing(test.db(), course, cohort.id));
      const { booking } = await inLocale(locale, () =>
        bookSeat(test.db(), aSeatRequest(cohort, { payment: { method: "card", holdMinutes: 60 } })),
      );
      const answer = await inLocale(locale, () => startCardCheckout(test.db(), booking, context));
      const url = "url" in answer ? answer.url : "";
      const mail = bookingMail(
        "seat-held",
        { booking, cohort },
        { ...mailContext, booking: { offerHours: 48, payment: { name: "Bank transfer", instructions: () => [] } } },
        "outbox-id",
      );
      amounts.push({
        locale,
        page: course.price,
        listing: listing!.price,
        booked: booking.price,
        atStripe: fake.sessions.get(url.split("/").pop()!)!.amount_total,
        mail: mail
          .text!.toString()
          .match(/(£\s?\d+|\d+\s?£)/)?.[0]
          ?.replace(/\D/g, ""),
      });
    }
    expect(amounts).toEqual([
      { locale: "en-GB", page: 340, listing: 340, booked: 34000, atStripe: 34000, mail: "340" },
      { locale: "de", page: 340, listing: 340, booked: 34000, atStripe: 34000, mail: "340" },
    ]);
    expect((await rosterOf(test.db(), cohort.id)).map((booking) => booking.price)).toEqual([34_000, 34_000]);
  });

  it("does not offer a translation's form the price, and a German version saved keeps English's", async () => {
    const { document, data } = await courseDocument("de");
    const fields = contentFieldsOf("course", "de");
    expect(fields.map((field) => field.name)).not.toContain("price");
    expect(fields.map((field) => field.name)).not.toContain("refundDaysBefore");
    expect(contentFieldsOf("course", "en-GB").map((field) => field.name)).toContain("price");
    const form = formOf(fields, data);
    form.set("basedOn", String(document.latestVersion));
    form.set("intent", "save");
    // A price sent anyway (a hand-made form) is not read: the form has no such field.
    form.set("price", "1");
    const answered = await answerEditForm(test.db(), { ...document, kind: "course", locale: "de" }, { ok: true, form }, editor);
    expect(answered.status).toBe(200);
    const saved = await test.db().query.contentVersions.findFirst({
      where: (versions, { and, eq }) => and(eq(versions.documentId, document.id), eq(versions.number, answered.answer.saved!)),
    });
    // Words only: the price it shows and books by stays English's.
    expect(saved!.data).not.toHaveProperty("price");
    expect(inLocale("de", () => findCourse(SLUG)!.price)).toBe(340);
  });
});
