import { bookingCalendar } from "./booking-calendar.server";
import type { Booking } from "./book-seat.server";

const booking = {
  reference: "BK-0A1B2C3D",
  confirmedAt: new Date("2026-11-20T10:00:00Z"),
  updatedAt: new Date("2026-11-20T10:00:00Z"),
} as Booking;
const cohort = {
  startsOn: "2026-12-01",
  endsOn: "2026-12-15",
  schedule: "Tuesdays and Thursdays, 18:00-20:00 CET",
  format: "in-person",
  address: "1 Harbour Street, Bristol",
} as Parameters<typeof bookingCalendar>[0]["cohort"];

describe("a confirmed seat's calendar file", () => {
  it("is one all-day event over the cohort's run, named by the booking's reference", () => {
    const ics = bookingCalendar({ booking, cohort, courseTitle: "Web Performance Budgets", siteUrl: "https://brightline.example" });
    const unfolded = ics.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toContain("BEGIN:VCALENDAR");
    expect(unfolded).toContain("UID:BK-0A1B2C3D@brightline.example");
    expect(unfolded).toContain("DTSTART;VALUE=DATE:20261201");
    // The day after the last: an all-day event's end is not part of it.
    expect(unfolded).toContain("DTEND;VALUE=DATE:20261216");
    expect(unfolded).toContain("SUMMARY:Web Performance Budgets");
    expect(unfolded).toContain("LOCATION:1 Harbour Street\\, Bristol");
    expect(unfolded).toContain("https://brightline.example/account/bookings/BK-0A1B2C3D");
    expect(unfolded).toContain("STATUS:CONFIRMED");
  });
});
