import { inLocale } from "~/i18n/request-locale.server";
import { cohortEventText, historyLine, type CohortEventFacts } from "./cohort-history";

const moved: CohortEventFacts = { what: "moved-out", reference: "BK-0A1B2C3D", startsOn: "2027-01-12" };
const refunded: CohortEventFacts = { what: "refunded", reference: "BK-0A1B2C3D", amount: 49000, cancelled: true, reason: "moved abroad" };

describe("a line of a cohort's history", () => {
  it("is said in the language of the page reading it, whichever language it was written in", () => {
    expect(inLocale("en-GB", () => cohortEventText(moved))).toBe("BK-0A1B2C3D moved to the cohort starting Tuesday 12 January 2027");
    expect(inLocale("de", () => cohortEventText(moved))).toBe("BK-0A1B2C3D in den Durchgang ab Dienstag, 12. Januar 2027 verschoben");
    expect(inLocale("en-GB", () => cohortEventText(refunded))).toBe("BK-0A1B2C3D refunded £490 and cancelled: moved abroad");
    expect(inLocale("de", () => cohortEventText(refunded))).toBe("BK-0A1B2C3D: 490\u00a0£ erstattet und storniert. Grund: moved abroad");
    expect(inLocale("de", () => cohortEventText({ what: "changed", fields: ["capacity", "onlineLink"] }))).toBe(
      "Geändert: Plätze, Link zur Teilnahme",
    );
    expect(inLocale("de", () => cohortEventText({ what: "cohort-cancelled", bookings: 1 }))).toBe("Abgesagt, mit 1 Buchung");
  });

  it("shows the words stored with a line written before facts were kept, or whose facts it cannot read", () => {
    expect(inLocale("de", () => historyLine({ facts: null, detail: "capacity 12 to 16" }))).toBe("capacity 12 to 16");
    expect(inLocale("de", () => historyLine({ facts: { what: "capacity", from: "12" }, detail: "capacity 12 to 16" }))).toBe(
      "capacity 12 to 16",
    );
    expect(inLocale("de", () => historyLine({ facts: { what: "capacity", from: 12, to: 16 }, detail: "capacity 12 to 16" }))).toBe(
      "Plätze von 12 auf 16",
    );
  });
});
