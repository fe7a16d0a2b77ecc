import { eq, sql } from "drizzle-orm";
import { removeMailFiles } from "~/platform/mail-files.server";
import { settings } from "~/platform/settings.server";
import { database, type Database } from "~/database/database.server";
import { leads, mailOutbox } from "~/database/schema.server";
import { eraseOldDateAlerts } from "~/date-alerts/date-alerts.server";
import { eraseOldConsents } from "~/newsletter/consent-records.server";
import { eraseUnconfirmedSubscribers } from "~/newsletter/subscriptions.server";
import { sweepSessions } from "~/sessions/device-sessions.server";
import { recordAudit } from "./audit-log.server";

/** Spam is kept long enough to look into a complaint ("my message never arrived"), no longer. */
export const SPAM_RETENTION_DAYS = 30;

/**
 * Erases the leads past their time: spam after SPAM_RETENTION_DAYS, every other lead after
 * `retentionMonths` (with its history and mail), and writes one audit line with the counts,
 * when there were any. Safe to run from several instances at once: each erases what is left.
 */
export async function eraseExpiredLeads(db: Database, { now, retentionMonths }: { now: Date; retentionMonths: number }) {
  const result = await db.transaction(async (tx) => {
    const at = sql`${now.toISOString()}::timestamptz`;
    const expired = sql`(${leads.status} = 'spam' and ${leads.receivedAt} < ${at} - make_interval(days => ${SPAM_RETENTION_DAYS}))
          or (${leads.status} <> 'spam' and ${leads.receivedAt} < ${at} - make_interval(months => ${retentionMonths}))`;
    // Their mail's rows go with them (on delete cascade): their ids name the mail's files, if any.
    const mail = await tx.select({ id: mailOutbox.id }).from(mailOutbox).innerJoin(leads, eq(mailOutbox.leadId, leads.id)).where(expired);
    const erased = await tx.delete(leads).where(expired).returning({ status: leads.status });
    const spam = erased.filter((lead) => lead.status === "spam");
    const old = erased.filter((lead) => lead.status !== "spam");
    if (erased.length > 0) {
      await recordAudit(tx, {
        actor: "retention",
        action: "leads-expired",
        detail: `${old.length} ${old.length === 1 ? "lead" : "leads"} older than ${retentionMonths} months and ${spam.length} spam older than ${SPAM_RETENTION_DAYS} days erased.`,
      });
    }
    return { leads: old.length, spam: spam.length, mail: mail.map((row) => row.id) };
  });
  await removeMailFiles(result.mail);
  return { leads: result.leads, spam: result.spam };
}

const EVERY_MS = 6 * 60 * 60_000;
let timer: NodeJS.Timeout | undefined;

/** Runs the erasing (old leads, requests for a course's dates past their time, newsletter addresses never confirmed, consent records past their time, and the rows of sessions over for a day) at the start and every six hours while the site runs. */
export function startLeadRetention(): void {
  if (timer) return;
  const run = async () => {
    try {
      const erased = await eraseExpiredLeads(await database(), { now: new Date(), retentionMonths: settings().leadRetentionMonths });
      if (erased.leads + erased.spam > 0) console.log(`Retention: erased ${erased.leads} old leads and ${erased.spam} old spam.`);
      const alerts = await eraseOldDateAlerts(await database(), new Date());
      await removeMailFiles(alerts.mail);
      if (alerts.erased > 0) console.log(`Retention: erased ${alerts.erased} requests for a course's dates.`);
      const unconfirmed = await eraseUnconfirmedSubscribers(await database(), new Date());
      await removeMailFiles(unconfirmed.mail);
      if (unconfirmed.erased > 0) console.log(`Retention: erased ${unconfirmed.erased} newsletter addresses never confirmed.`);
      const proofs = await eraseOldConsents(await database(), new Date());
      if (proofs > 0) console.log(`Retention: erased ${proofs} newsletter consent records withdrawn long ago.`);
      // Sessions that ended or expired are kept a day (KEEP_ENDED_MS), for a look at the list after the fact.
      await sweepSessions(await database());
    } catch (error) {
      // Tried again at the next run; nothing is lost by waiting.
      console.error(
        `Retention: old leads or sessions could not be erased this time. ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  void run();
}

export function stopLeadRetention(): void {
  clearInterval(timer);
  timer = undefined;
}
