import { getLocale } from "~/i18n/locale";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/database/database.server";
import { dateAlerts, mailOutbox } from "~/database/schema.server";
import { dateAlertConsent } from "./date-alert-form";

/** After its mail, a request is kept this long (a reply, a complaint), then erased. */
export const ANNOUNCED_KEPT_DAYS = 30;
/** A request whose course never gets dates is erased after this long. */
export const WAITING_KEPT_MONTHS = 24;

/**
 * A visitor's request to hear once of a course's dates. Asking again for the same course with
 * the same address (in any case) is the same request: its id is returned, nothing is added.
 */
export async function askForDates(
  db: Database,
  { courseSlug, email, now }: { courseSlug: string; email: string; now: Date },
): Promise<string> {
  const [made] = await db
    .insert(dateAlerts)
    // In the page's language, as the consent is: the dates' mail follows it.
    .values({ courseSlug, email, consent: dateAlertConsent(), locale: getLocale(), createdAt: now })
    .onConflictDoNothing()
    .returning({ id: dateAlerts.id });
  if (made) return made.id;
  const [waiting] = await db
    .select({ id: dateAlerts.id })
    .from(dateAlerts)
    .where(and(eq(dateAlerts.courseSlug, courseSlug), sql`lower(${dateAlerts.email}) = lower(${email})`, isNull(dateAlerts.announcedAt)));
  return waiting!.id;
}

/** "Changed my mind": erases a request whose mail has not been queued. False when there is none such. */
export async function withdrawDateAlert(db: Database, id: string): Promise<boolean> {
  const erased = await db
    .delete(dateAlerts)
    .where(and(eq(dateAlerts.id, id), isNull(dateAlerts.announcedAt)))
    .returning({ id: dateAlerts.id });
  return erased.length > 0;
}

/**
 * In the transaction that opens a cohort (made open, or reopened): every request waiting for its
 * course is marked with it and gets its one mail in the outbox. A request is announced once, so a
 * second cohort of the course sends nothing more. The number of mails queued.
 */
export async function announceDates(
  tx: Transaction,
  cohort: { id: string; courseSlug: string; state: string; startsOn: string },
  now: Date,
): Promise<number> {
  // Dates already begun are not news: only a cohort still to start is announced.
  if (cohort.state !== "open" || cohort.startsOn <= now.toISOString().slice(0, 10)) return 0;
  const announced = await tx
    .update(dateAlerts)
    .set({ cohortId: cohort.id, announcedAt: now })
    .where(and(eq(dateAlerts.courseSlug, cohort.courseSlug), isNull(dateAlerts.announcedAt)))
    .returning({ id: dateAlerts.id });
  if (announced.length === 0) return 0;
  await tx.insert(mailOutbox).values(announced.map(({ id }) => ({ dateAlertId: id, kind: "dates-announced" as const, createdAt: now })));
  return announced.length;
}

/** Erases requests past their time, with their mail's rows; the ids of that mail (they name its files). */
export async function eraseOldDateAlerts(db: Database, now: Date): Promise<{ erased: number; mail: string[] }> {
  return db.transaction(async (tx) => {
    const at = sql`${now.toISOString()}::timestamptz`;
    const old = or(
      lt(dateAlerts.announcedAt, sql`${at} - make_interval(days => ${ANNOUNCED_KEPT_DAYS})`),
      and(isNull(dateAlerts.announcedAt), lt(dateAlerts.createdAt, sql`${at} - make_interval(months => ${WAITING_KEPT_MONTHS})`)),
    );
    const mail = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .innerJoin(dateAlerts, eq(mailOutbox.dateAlertId, dateAlerts.id))
      .where(old);
    const erased = await tx.delete(dateAlerts).where(old).returning({ id: dateAlerts.id });
    return { erased: erased.length, mail: mail.map((row) => row.id) };
  });
}
