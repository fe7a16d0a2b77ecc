import { bookingCalendar } from "./booking-calendar.server";
import type { Booking } from "~/bookings/book-seat.server";

const booking = {
  reference: "BK-0A1B2C3D",
  locale: "en-GB",
  confirmedAt: new Date("2026-11-20T10:00:00Z"),
  updatedAt: new Date("2026-11-20T10:00:00Z"),
} as Booking;
type Cohort = Parameters<typeof bookingCalendar>[0]["cohort"];
// Tuesdays and Thursdays over the change to summer time (Sunday 28 March 2027).
const cohort = {
  startsOn: "2027-03-23",
  endsOn: "2027-04-01",
  meetingDays: [2, 4],
  startsAt: "18:00",
  endsAt: "20:00",
  timeZone: "Europe/London",
  format: "in-person",
  address: null,
  onlineLink: null,
} as unknown as Cohort;

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
const calendarOf = (overrides: Partial<Cohort> = {}, seat: Booking = booking) =>
  unfold(
    bookingCalendar({
      booking: seat,
      cohort: { ...cohort, ...overrides },
      courseTitle: "Web Performance Budgets",
      siteUrl: "https://brightline.example",
    }),
  );
const eventsOf = (ics: string) => ics.split("BEGIN:VEVENT").slice(1);

describe("a confirmed seat's calendar file", () => {
  it("has an event for each session, at its hour on the studio's clock before and after the clocks change", () => {
    const events = eventsOf(calendarOf());
    expect(events).toHaveLength(4);
    // 18:00 GMT is 18:00 UTC; 18:00 BST is 17:00 UTC.
    expect(events.map((event) => /DTSTART:(\S+)/.exec(event)?.[1])).toEqual([
      "20270323T180000Z",
      "20270325T180000Z",
      "20270330T170000Z",
      "20270401T170000Z",
    ]);
    expect(events.map((event) => /DTEND:(\S+)/.exec(event)?.[1])).toEqual([
      "20270323T200000Z",
      "20270325T200000Z",
      "20270330T190000Z",
      "20270401T190000Z",
    ]);
    expect(events[0]).toContain("UID:BK-0A1B2C3D-20270323@brightline.example");
    expect(events[3]).toContain("SUMMARY:Web Performance Budgets: session 4 of 4");
    expect(events[0]).toContain("STATUS:CONFIRMED");
    expect(events[0]).toContain("https://brightline.example/account/bookings/BK-0A1B2C3D");
  });

  it("is in the language the seat was booked in, whatever the request's (issue 65)", () => {
    const german = calendarOf({}, { ...booking, locale: "de" });
    const [first] = eventsOf(german);
    expect(first).toContain("SUMMARY:Web Performance Budgets: Termin 1 von 4");
    expect(first).toContain("Ort: Studio 4\\, The Paintworks\\, Bath Road\\, Bristol BS4 3EH\\, Vereinigtes Königreich");
    expect(first).toContain("Buchungsnummer: BK-0A1B2C3D");
    expect(first).toContain("Ihre Buchung: https://brightline.example/de/account/bookings/BK-0A1B2C3D");
    expect(first).toContain("beginnt in einer Stunde");
    expect(german).toContain("//DE");
    expect(german).not.toMatch(/session|Where:|Reference:/);
  });

  it("reminds the learner an hour before each session", () => {
    for (const event of eventsOf(calendarOf())) {
      expect(event).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT1H\r\n/);
    }
  });

  it("names the studio's address in person unless the cohort has its own, and the call's link online", () => {
    expect(calendarOf()).toContain("LOCATION:Studio 4\\, The Paintworks\\, Bath Road\\, Bristol BS4 3EH\\, United Kingdom");
    expect(calendarOf({ address: "1 Harbour Street, Bristol" })).toContain("LOCATION:1 Harbour Street\\, Bristol");
    expect(calendarOf({ format: "online", onlineLink: "https://meet.example/abc-defg" })).toContain(
      "LOCATION:https://meet.example/abc-defg",
    );
    expect(calendarOf({ format: "online" })).toContain(
      "LOCATION:Online: the joining link will be on https://brightline.example/account/bookings/BK-0A1B2C3D",
    );
  });
});
