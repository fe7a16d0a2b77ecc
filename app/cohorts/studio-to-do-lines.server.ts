import { calendarDay } from "~/config/calendar-day";
import { formatPayment } from "~/config/money";
import { staffTime } from "~/config/staff-time";
import { findCourse } from "~/content/courses.server";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import type { ToDoLine } from "./studio-to-do-list";
import type { ToDoItem } from "./studio-to-do.server";

/** A thing owed, in the page's language, with the roster where it is done. */
export function toDoLine(item: ToDoItem): ToDoLine {
  const words = {
    name: item.name,
    course: findCourse(item.courseSlug)?.title ?? item.courseSlug,
    day: calendarDay(item.startsOn),
    // Every amount owed in minor units: a withdrawal's refund may have pence (issue 65).
    amount: formatPayment(item.amount, item.kind === "card-refund" ? item.currency : undefined),
  };
  const text =
    item.kind === "transfer-awaited"
      ? m.todo_transfer_awaited({ ...words, due: item.due ? staffTime(item.due) : "" })
      : item.kind === "transfer-refund"
        ? m.todo_transfer_refund(words)
        : m.todo_card_refund(words);
  return {
    id: `${item.kind} ${item.bookingId}`,
    text,
    reference: item.reference,
    rosterPath: localizedPath(`/admin/cohorts/${item.cohortId}`),
  };
}
