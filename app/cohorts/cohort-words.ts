import { site } from "~/config/site";
import type { CohortFormat } from "~/database/schema.server";

/** The studio's address on one line: where an in-person cohort meets unless it names another. */
export const studioAddress = site.company.address.join(", ");

/** "3 seats left", or what a full cohort offers instead. */
export function seatsLeftText(seatsLeft: number): string {
  if (seatsLeft <= 0) return "Full: join the waiting list";
  return seatsLeft === 1 ? "1 seat left" : `${seatsLeft} seats left`;
}

/** Where an in-person cohort meets: its own address, or the studio's. */
export function venueOf(address: string | null): string {
  return address ?? studioAddress;
}

/** "Online, live", or "In person: Studio 4, The Paintworks, …". */
export function formatText(format: CohortFormat, address: string | null): string {
  return format === "online" ? "Online, live" : `In person: ${venueOf(address)}`;
}

/** Where the course page's Book link goes: the cohort's confirmation step, with the count the page showed. */
export function bookingLink(courseSlug: string, cohortId: string, seatsLeft: number): string {
  return `/courses/${courseSlug}/book/${cohortId}?shown=${Math.max(0, seatsLeft)}`;
}
