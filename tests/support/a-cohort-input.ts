import type { CohortInput } from "../../app/cohorts/cohort-form";
import { tuesdayToThursday } from "./a-cohort-run";

/** What the staff's cohort form gives the server: an open online cohort of Tuesdays and Thursdays a month from now. */
export function aCohortInput(overrides: Partial<CohortInput> = {}): CohortInput {
  return {
    courseSlug: "accessible-forms-and-components",
    ...tuesdayToThursday(30, 4),
    meetingDays: [2, 4],
    startsAt: "18:00",
    endsAt: "20:00",
    format: "online",
    address: null,
    onlineLink: null,
    capacity: 12,
    price: null,
    earlyPrice: null,
    earlyPriceUntil: null,
    state: "open",
    ...overrides,
  };
}
