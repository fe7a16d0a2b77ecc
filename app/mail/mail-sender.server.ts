import { settings } from "~/platform/settings.server";
import { database, type Database } from "~/database/database.server";
import { leadReference } from "~/leads/lead-store.server";
import { onMailQueued } from "~/platform/mail-queued.server";
import { bankTransfer } from "~/payments/bank-transfer";
import { bookingMail, type BookingMailSettings } from "./booking-mail.server";
import { invitationMail } from "./invitation-mail.server";
import { teamOrderMail } from "./team-order-mail.server";
import { datesAnnouncedMail } from "./date-alert-mail.server";
import { leadMail } from "./lead-mail.server";
import { subscriptionConfirmationMail } from "./subscription-mail.server";
import { markFailed, markSent, takeDueMail, type DueMail } from "./mail-outbox.server";
import { mailTransport, type MailTransport } from "./mail-transport.server";
import { sendDueNewsletters } from "./newsletter-sender.server";
import { invoiceAttachment } from "~/invoices/invoice-mail.server";

const BATCH = 20;
const whom = { "studio-notification": "the studio's notification", acknowledgement: "the acknowledgement" } as const;

/** Who mail is from and to, and what booking mail says of offers and payment. */
export type MailContext = { from: string; studio: string; siteUrl: string; booking: BookingMailSettings };

/** The message a due row stands for, and how the log names it: by reference, never by address. */
function compose(mail: DueMail, context: MailContext) {
  if ("lead" in mail) {
    return { label: `${whom[mail.kind]} for ${leadReference(mail.lead.id)}`, message: leadMail(mail.kind, mail.lead, context, mail.id) };
  }
  if ("invitation" in mail) {
    return { label: `the invitation ${mail.invitation.id}`, message: invitationMail(mail.invitation, context, mail.id) };
  }
  if ("order" in mail) {
    return { label: `the ${mail.kind} mail for ${mail.order.reference}`, message: teamOrderMail(mail.kind, mail, context, mail.id) };
  }
  if ("subscriber" in mail) {
    // By the subscriber's id: their address is never written to the log.
    return {
      label: `the newsletter's confirmation for subscriber ${mail.subscriber.id}`,
      message: subscriptionConfirmationMail(mail.subscriber, context, mail.id),
    };
  }
  if ("dateAlert" in mail) {
    return {
      label: `the dates of cohort ${mail.cohort.id} for a request`,
      message: datesAnnouncedMail(mail.dateAlert, mail.cohort, context, mail.id),
    };
  }
  return {
    label: `the ${mail.kind} mail for ${mail.booking.reference}`,
    message: bookingMail(mail.kind, { booking: mail.booking, cohort: mail.cohort, cardPayment: mail.cardPayment }, context, mail.id),
  };
}

/**
 * Sends what is due in the outbox, a batch at a time, until nothing is due. Each message is
 * recorded as sent or put back with its error; a failure never stops the others. The log names
 * the lead's or booking's reference, never a person's address.
 */
export async function sendDueMail(
  db: Database,
  transport: MailTransport,
  context: MailContext,
  now: () => Date = () => new Date(),
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const due = await takeDueMail(db, { now: now(), limit: BATCH });
    for (const mail of due) {
      const { label, message } = compose(mail, context);
      try {
        // The invoice or credit note its change issued goes with it, as first drawn (decision 67).
        if (("booking" in mail || "order" in mail) && mail.invoiceId) {
          message.attachments = [await invoiceAttachment(db, mail.invoiceId), ...(message.attachments ?? [])];
        }
        const outcome = await transport.send(message);
        await markSent(db, mail.id, now());
        sent += 1;
        console.log(`Mail: ${label} ${outcome}.`);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await markFailed(db, mail, reason, now());
        failed += 1;
        console.error(`Mail: ${label} failed (try ${mail.attempts}); it will be tried again. ${reason}`);
      }
    }
    if (due.length < BATCH) return { sent, failed };
  }
}

type Running = {
  transport: MailTransport;
  timer: NodeJS.Timeout;
  stopListening: () => void;
  pass?: Promise<void>;
  again: boolean;
  send: () => Promise<void>;
};
let running: Running | undefined;

/** Newsletter mails sent between two looks at the outbox. */
const NEWSLETTER_STRETCH = 100;

/** How often the outbox is looked at when nothing nudges it: retries come due on their own. */
const POLL_MS = 15_000;

/**
 * Starts this process's mail sender: it looks at the outbox now, every POLL_MS, and whenever a
 * lead is stored, then at the newsletters' deliveries. With several instances each runs one;
 * the outbox and the deliveries hand each message to one.
 */
export function startMailSender({ pollMs = POLL_MS } = {}): void {
  if (running) return;
  const { mail, siteUrl, booking } = settings();
  const transport = mailTransport(mail.delivery);
  if (mail.delivery.kind === "files") {
    console.log(`Mail is not sent: SMTP_URL is not set, so each message is written to ${mail.delivery.directory} as an .eml file.`);
  }
  const context: MailContext = {
    from: mail.from,
    studio: mail.studio,
    siteUrl,
    booking: { offerHours: booking.offerHours, payment: bankTransfer(booking.bankAccount) },
  };
  // Newsletters go on the provider's stream for bulk mail, when the settings name one.
  const newsletterContext = { ...context, stream: mail.newsletterStream };
  const send = async () => {
    try {
      const db = await database();
      const stopping = () => running?.send !== send;
      // The outbox's mail first, and again between the newsletters' stretches: a booking's mail
      // never waits behind a newsletter of thousands.
      for (;;) {
        await sendDueMail(db, transport, context);
        const { sent, failed } = await sendDueNewsletters(db, transport, newsletterContext, {
          rate: settings().newsletterRate,
          most: NEWSLETTER_STRETCH,
          stopping,
        });
        if (sent + failed < NEWSLETTER_STRETCH || stopping()) break;
      }
    } catch (error) {
      // The database is away: the mail waits in the outbox for the next pass.
      console.error(`Mail: the outbox could not be read. ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  running = { transport, timer: setInterval(nudgeMailSender, pollMs), stopListening: onMailQueued(nudgeMailSender), again: false, send };
  running.timer.unref();
  nudgeMailSender();
}

/** Asks for a pass now (a lead was just stored); a pass under way makes one more when it ends. */
function nudgeMailSender(): void {
  const current = running;
  if (!current) return;
  if (current.pass) {
    current.again = true;
    return;
  }
  current.pass = (async () => {
    do {
      current.again = false;
      await current.send();
    } while (current.again && running === current);
    current.pass = undefined;
  })();
}

/** Stops the sender once its pass under way has finished: at shutdown, before the database closes. */
export async function stopMailSender(): Promise<void> {
  const current = running;
  running = undefined;
  if (!current) return;
  clearInterval(current.timer);
  current.stopListening();
  await current.pass;
  current.transport.close();
}
