import type { CohortFormat } from "~/database/schema.server";

/** "3 seats left", or what a full cohort offers instead. */
export function seatsLeftText(seatsLeft: number): string {
  if (seatsLeft <= 0) return "Full: join the waiting list";
  return seatsLeft === 1 ? "1 seat left" : `${seatsLeft} seats left`;
}

/** "Online", or "In person: 12 Harbour Street, Bristol". */
export function formatText(format: CohortFormat, address: string | null): string {
  return format === "online" ? "Online, live" : `In person: ${address ?? ""}`;
}

/** Where the course page's Book link goes: the cohort's confirmation step, with the count the page showed. */
export function bookingLink(courseSlug: string, cohortId: string, seatsLeft: number): string {
  return `/courses/${courseSlug}/book/${cohortId}?shown=${Math.max(0, seatsLeft)}`;
}
