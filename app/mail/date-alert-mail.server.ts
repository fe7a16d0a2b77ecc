import type { Options as MailOptions } from "nodemailer/lib/mailer";
import { calendarDay } from "~/config/calendar-day";
import { formatText } from "~/cohorts/cohort-words";
import { scheduleText } from "~/cohorts/meetings";
import { site } from "~/config/site";
import { findCourse } from "~/content/courses.server";
import { baseLocale, localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { isLocale } from "~/i18n/paraglide/runtime.js";
import { inLocale } from "~/i18n/request-locale.server";
import type { cohorts, dateAlerts } from "~/database/schema.server";

type Context = { from: string; siteUrl: string };

/**
 * The one mail a request for a course's dates sends, in the language it was asked in: the cohort
 * that was opened, where to book it, and that nothing more will come (the request is erased after
 * it, decision 35).
 */
export function datesAnnouncedMail(
  alert: typeof dateAlerts.$inferSelect,
  cohort: typeof cohorts.$inferSelect,
  context: Context,
  outboxId: string,
): MailOptions {
  return inLocale(isLocale(alert.locale) ? alert.locale : baseLocale, () => {
    const course = findCourse(cohort.courseSlug)?.title ?? m.date_mail_course();
    const bookAt = `${context.siteUrl}${localizedPath(`/courses/${cohort.courseSlug}`)}#booking`;
    return {
      from: context.from,
      to: alert.email,
      replyTo: site.contactEmail,
      subject: m.date_mail_subject({ course, day: calendarDay(cohort.startsOn) }),
      // The same id on every try: a message sent twice (a crash before it was recorded) shows once.
      messageId: `<${outboxId}@${new URL(context.siteUrl).hostname}>`,
      text: [
        m.date_mail_hello(),
        "",
        m.date_mail_intro({ course }),
        "",
        `  ${m.booking_mail_dates({ from: calendarDay(cohort.startsOn), to: calendarDay(cohort.endsOn) })}`,
        `  ${m.booking_mail_schedule({ schedule: scheduleText(cohort) })}`,
        `  ${m.booking_mail_where({ where: formatText(cohort.format, cohort.address) })}`,
        "",
        m.date_mail_book({ url: bookAt }),
        "",
        m.date_mail_only(),
        m.date_mail_questions({ email: site.contactEmail }),
        "",
        site.name,
        context.siteUrl,
      ].join("\n"),
    };
  });
}
