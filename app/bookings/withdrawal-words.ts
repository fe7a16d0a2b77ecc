import { calendarDay } from "~/config/calendar-day";
import { m } from "~/i18n/paraglide/messages.js";
import type { WithdrawalTerms } from "./withdrawal.server";

/** Why a withdrawal is no longer open, in the learner's words: the 14 days are over, or the whole course has been given at their request. */
export function withdrawalOverWords(terms: Extract<WithdrawalTerms, { kind: "over" }>): string {
  return terms.performed ? m.withdraw_performed() : m.withdraw_over({ day: calendarDay(terms.lastDay) });
}
