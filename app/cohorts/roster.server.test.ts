import { inLocale } from "~/i18n/request-locale.server";
import { aCohort, aSeatRequest } from "~tests/support/a-cohort";
import { readAll } from "~tests/support/read-stream";
import { spreadsheetRows } from "~tests/support/spreadsheet-rows";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { bookSeat } from "~/bookings/book-seat.server";
import { rosterCsv, rosterOf } from "./roster.server";
import { markPaid } from "~/bookings/seat-changes.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

describe.each(testDatabaseKinds)("a cohort's roster on %s", (kind) => {
  const test = useTestDatabase(kind);

  it("lists seats first, then the queue, and exports a spreadsheet that runs no formula a learner typed as their name", async () => {
    const cohort = await aCohort(test.db(), { capacity: 2 });
    const start = Date.now();
    const at = (seconds: number) => new Date(start + seconds * 1000);
    const held = (await bookSeat(test.db(), aSeatRequest(cohort, { name: '=HYPERLINK("http://evil.test","Pay here")', now: at(0) })))
      .booking;
    const paid = (await bookSeat(test.db(), aSeatRequest(cohort, { name: "Zoë Ünal", now: at(1) }))).booking;
    const waiting = (await bookSeat(test.db(), aSeatRequest(cohort, { name: "+Waiting Person", now: at(2) }))).booking;
    await markPaid(
      test.db(),
      { bookingId: paid.id, cohortId: cohort.id },
      { uid: "staff", email: "staff@brightline.test" },
      { now: at(3), offerHours: 48, holdDays: 7 },
    );

    expect((await rosterOf(test.db(), cohort.id)).map((booking) => booking.reference)).toEqual([
      paid.reference,
      held.reference,
      waiting.reference,
    ]);
    const csv = await readAll(rosterCsv(test.db(), cohort.id));
    expect(
      csv.startsWith(
        "\uFEFFReference,Name,Email,State,Booked (UTC),Paid (UTC),Amount (GBP),Paid by,Card,Stripe payment,Refunded (GBP)\r\n",
      ),
    ).toBe(true);
    const rows = spreadsheetRows(csv);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual([
      paid.reference,
      "Zoë Ünal",
      paid.email,
      "Confirmed",
      expect.any(String),
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      "490",
      "bank transfer",
      "",
      "",
      "",
    ]);
    expect(rows[2]![1]).toBe(`'=HYPERLINK("http://evil.test","Pay here")`);
    expect(rows[3]![1]).toBe("'+Waiting Person");
    // Asked for from a German page, it is German: headers and words, not the codes and numbers.
    const german = spreadsheetRows(await inLocale("de", () => readAll(rosterCsv(test.db(), cohort.id))));
    expect(german[0]!.slice(0, 8)).toEqual([
      "Buchungsnummer",
      "Name",
      "E-Mail",
      "Status",
      "Gebucht (UTC)",
      "Bezahlt (UTC)",
      "Betrag (GBP)",
      "Zahlungsart",
    ]);
    expect(german[1]!.slice(2, 8)).toEqual([paid.email, "Bestätigt", expect.any(String), expect.any(String), "490", "Überweisung"]);
  });
});
