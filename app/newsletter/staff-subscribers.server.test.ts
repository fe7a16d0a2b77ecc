import { subscribers } from "~/database/schema.server";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { findSubscribers, subscriberCounts, subscribersCsv } from "./staff-subscribers.server";

describe.each(testDatabaseKinds)("the staff's subscribers, on %s", (kind) => {
  const test = useTestDatabase(kind);
  const confirmed = { consent: "Email me.", confirmedAt: new Date("2026-12-01T10:00:00Z") };

  it("counts each list in each language, those waiting and those suppressed; finds by any part of an address; and exports a CSV no spreadsheet reads as a formula", async () => {
    await test
      .db()
      .insert(subscribers)
      .values([
        { email: "ada@example.com", locale: "en-GB", lists: ["news", "course-dates"], ...confirmed },
        { email: "Grete@Example.com", locale: "de", lists: ["news"], ...confirmed },
        { email: "=cmd|' /C calc'!A0@example.com", locale: "de", lists: ["course-dates"], ...confirmed },
        {
          email: "waiting@example.com",
          locale: "en-GB",
          requestedLists: ["news"],
          requestedLocale: "en-GB",
          requestedConsent: "Email me.",
        },
        {
          email: "bounced@example.com",
          locale: "en-GB",
          lists: ["news"],
          ...confirmed,
          suppressedAt: new Date(),
          suppression: "550 no such user",
        },
      ]);
    const counts = await subscriberCounts(test.db());
    expect(counts.byList).toEqual([
      { list: "news", locale: "en-GB", count: 1 },
      { list: "news", locale: "de", count: 1 },
      { list: "course-dates", locale: "en-GB", count: 1 },
      { list: "course-dates", locale: "de", count: 1 },
    ]);
    expect(counts).toMatchObject({ waiting: 1, suppressed: 1 });

    expect((await findSubscribers(test.db(), "grete@")).map((row) => row.email)).toEqual(["Grete@Example.com"]);
    // % and _ are letters to look for, not patterns.
    expect(await findSubscribers(test.db(), "%")).toEqual([]);
    expect((await findSubscribers(test.db(), "")).length).toBe(5);

    const csv = await subscribersCsv(test.db());
    const lines = csv.trim().split("\n");
    expect(lines[0]).toBe("email,language,lists,confirmed_at,waiting_for_confirmation,suppressed_at,suppression");
    expect(lines).toContain("'=cmd|' /C calc'!A0@example.com,de,course-dates,2026-12-01T10:00:00.000Z,,,");
    expect(lines.find((line) => line.startsWith("bounced@"))).toMatch(/,550 no such user$/);
  });
});
