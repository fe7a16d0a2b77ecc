import { settings } from "~/platform/settings.server";
import type { SeatTimes } from "./seat-entrance.server";

/** The times seat changes run by: now, and the hold and offer lengths the settings give. */
export function seatTimes(now = new Date()): SeatTimes {
  const { holdDays, offerHours } = settings().booking;
  return { now, holdDays, offerHours };
}
