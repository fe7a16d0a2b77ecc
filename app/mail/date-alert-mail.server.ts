import type { Options as MailOptions } from "nodemailer/lib/mailer";
import { calendarDay } from "~/config/calendar-day";
import { formatText } from "~/cohorts/cohort-words";
import { scheduleText } from "~/cohorts/meetings";
import { site } from "~/config/site";
import { findCourse } from "~/content/courses.server";
import { baseLocale } from "~/i18n/locale";
import type { cohorts, dateAlerts } from "~/database/schema.server";

type Context = { from: string; siteUrl: string };

/**
 * The one mail a request for a course's dates sends: the cohort that was opened, where to book
 * it, and that nothing more will come (the request is erased after it, decision 35).
 */
export function datesAnnouncedMail(
  alert: typeof dateAlerts.$inferSelect,
  cohort: typeof cohorts.$inferSelect,
  context: Context,
  outboxId: string,
): MailOptions {
  // The mail is English, whichever page it was sent from (it follows the alert's language next, issue 42).
  const course = findCourse(cohort.courseSlug, baseLocale)?.title ?? "the course you asked about";
  const bookAt = `${context.siteUrl}/courses/${cohort.courseSlug}#booking`;
  return {
    from: context.from,
    to: alert.email,
    replyTo: site.contactEmail,
    subject: `Dates for ${course}: from ${calendarDay(cohort.startsOn)}`,
    // The same id on every try: a message sent twice (a crash before it was recorded) shows once.
    messageId: `<${outboxId}@${new URL(context.siteUrl).hostname}>`,
    text: [
      "Hello,",
      "",
      `You asked us to tell you when ${course} has dates. It does:`,
      "",
      `  Dates: ${calendarDay(cohort.startsOn)} to ${calendarDay(cohort.endsOn)}`,
      `  Schedule: ${scheduleText(cohort)}`,
      `  Where: ${formatText(cohort.format, cohort.address)}`,
      "",
      `See the dates and book a seat: ${bookAt}`,
      "",
      "This is the only email we send about it: we asked nothing else of your address, and we delete your request 30 days from now.",
      `Questions: reply to this email or write to ${site.contactEmail}.`,
      "",
      site.name,
      context.siteUrl,
    ].join("\n"),
  };
}
