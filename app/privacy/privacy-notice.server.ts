import { settings } from "~/platform/settings.server";
import { cardProcessor, processors } from "~/config/processors.server";
import { company, site } from "~/config/site";
import { postalAddress } from "~/config/postal-address";
import { companyRegistration } from "~/config/company-registration";
import { SPAM_RETENTION_DAYS } from "./lead-retention.server";
import { CONFIRMATION_VALID_DAYS, MOST_UNCONFIRMED_MAILS } from "~/newsletter/newsletter-lists";
import { CONSENT_PROOF_KEPT_YEARS } from "~/newsletter/consent-records.server";
import { UNCONFIRMED_KEPT_DAYS } from "~/newsletter/subscriptions.server";

/** A part of the privacy notice: its paragraphs, and, where it helps, a list of terms and what they mean. */
export type NoticeSection = { id: string; heading: string; text: string[]; list?: { term: string; detail: string }[] };

/** When the notice last changed in substance: said at its end, as the law expects. */
export const NOTICE_UPDATED = "8 December 2026";

/** How long a scheduled backup is kept, in whole days (BACKUP_KEEP of them, one every BACKUP_EVERY_HOURS); undefined without a schedule. */
export function backupsKeptForDays(): number | undefined {
  const { everyHours, keep } = settings().backups;
  return everyHours > 0 ? Math.ceil((everyHours * keep) / 24) : undefined;
}

/**
 * The privacy notice, as UK GDPR asks for it (articles 13 and 14): who the controller is, what is
 * collected for which purpose and on which legal basis, how long it is kept (read from the
 * settings), who else handles it, the rights people have, the cookie statement. Built from the
 * site config, so that a studio that makes the site its own changes it in one place.
 */
export function privacyNotice(): NoticeSection[] {
  const { contactEmail } = site;
  const months = settings().leadRetentionMonths;
  const takesCards = settings().booking.card !== undefined;
  const backupDays = backupsKeptForDays();
  return [
    {
      id: "who-we-are",
      heading: "Who we are",
      text: [
        `${company.legalName} runs this site and decides how the personal data it collects is used: we are its controller under the UK GDPR and the Data Protection Act 2018. ${companyRegistration(company.registration)}. We are on the Information Commissioner's register of fee payers, no. ${company.icoRegistration}.`,
        `Our address is ${postalAddress(company)}. Write to ${contactEmail} about anything in this notice; a person answers.`,
      ],
    },
    {
      id: "contact-form",
      heading: "When you write to us",
      text: [
        "The contact form asks for your name, email address, optionally your company, what you need, your budget range, your timeline and your message. We use them only to reply to you and to plan the work you ask about. We do not add you to a mailing list.",
        "Legal basis: your consent, which you give with the form's tick box and can withdraw at any time by writing to us (we then erase your enquiry); and, when you ask about a project, the steps you ask us to take before a contract.",
        `We keep an enquiry for ${months} months after you send it, so that we can pick up a conversation where it stopped, then erase it. Messages our spam checks catch are erased after ${SPAM_RETENTION_DAYS} days. Erasing an enquiry, at its time or at your request, erases its history and the copies of our emails about it that the site keeps; emails already delivered stay in the mailboxes they reached, yours and ours.`,
      ],
    },
    {
      id: "accounts",
      heading: "When you create an account",
      text: [
        "An account holds your email address, a password (which we never see: Google's Firebase Authentication stores it for us), and the name and photo you choose to add. A photo you upload is cropped to a small square and kept by us without its metadata (no place, date or camera), until you remove it or delete your account. We use it to sign you in and to keep your course bookings together.",
        "If you continue with Google, Google tells us your name, email address and profile photo link, and that it has checked the email; we keep those on your account in place of a password, together with Google's id for your Google account. We never see your Google password, and we ask Google for nothing else.",
        "If you add a passkey, your device keeps its private key and checks your fingerprint, face or PIN itself; we never see them. We keep the passkey's public key (which can only check a signature), the name you give it, whether it syncs between your devices, and when it was added and last used. Remove it on your account page at any time; it goes with your account too.",
        "If you turn on two-step sign-in, Google's Firebase Authentication keeps your mobile number and texts a code to it each time you log in, through its SMS provider; we show only its last three digits on your account page and keep no copy. Turn it off on your account page at any time; it goes with your account too.",
        'Each time you log in, we note the device and browser (such as "Chrome on Windows", worked out from what your browser says it is), when you logged in, the network you logged in from (coarsely: the first three parts of an IPv4 address or the first three groups of an IPv6 one, never the whole address) and, every few minutes, when that device was last seen, so that your account page can list where you are logged in and let you log any of them out. A session lasts five days from your last login on that device; its entry goes about a day after it logs out or runs out, and with your account.',
        'We keep it until you delete it: on your account page, under "Delete your account", after entering your password again (or confirming with Google). That removes your account at once. Enquiries you sent while signed in stay with us as business records, no longer linked to an account, until their 24 months are up or you ask us to erase them.',
        "Legal basis: the contract to provide the account you asked for; for the list of devices, two-step sign-in and passkeys, also our legitimate interest, and yours, in keeping your account safe.",
      ],
    },
    {
      id: "bookings",
      heading: "When you book a course",
      text: [
        "A booking keeps the name and email address of your account, the cohort you booked, its state (held, confirmed, on the waiting list, cancelled), the price, when you booked and when you paid, and a reference. We use it to keep your seat, to match your payment, and to email you about it: the booking, a payment reminder, a seat that comes free for you, a reminder three days before the start, and any change to the dates. The staff running the course see the cohort's list of names and email addresses.",
        ...(takesCards
          ? [
              "If you pay by card, you type your card details on Stripe's payment page, never on ours, and we never see your card number. Stripe tells us the payment went through, the card's network and last four digits, and its reference for the payment; we keep those with your booking, for your receipt and for any refund.",
            ]
          : []),
        "Deleting your account cancels your bookings of courses that have not started and your places on waiting lists, and passes those seats on to the next person. Bookings of courses that have started or ended stay with us with the name and email they were made with, no longer linked to an account, as our record of who attended and paid: UK law asks us to keep records of sales for six years. Write to us to have a booking erased sooner where the law allows.",
        "Legal basis: the contract for the course; for keeping records of sales, our legal obligation.",
      ],
    },
    {
      id: "course-dates",
      heading: "When you ask for a course's dates",
      text: [
        "A course without dates lets you leave your email address to be told when it has some. We keep the address, the course, the sentence you agreed to and when. When we open a cohort of that course we send you one email with its dates, and delete your request 30 days later; if no dates come, we delete it after two years. The page that confirms your request has a button to withdraw it at once.",
        "Legal basis: your consent, which the withdraw button or an email to us takes back.",
      ],
    },
    {
      id: "newsletter",
      heading: "When you subscribe to our newsletter",
      text: [
        `The subscribe form asks for your email address, the lists you want (our news: studio news, new posts and case studies; course dates: course offers and new dates) and the language of the emails. At first we send only one email, with a link to confirm, which works for ${CONFIRMATION_VALID_DAYS} days. We send at most one such email a day to an address, and ${MOST_UNCONFIRMED_MAILS} in all before it is confirmed; if the address already receives just what is asked for, we send nothing. We erase an address that is never confirmed ${UNCONFIRMED_KEPT_DAYS} days after it was first given.`,
        `Once you confirm, we keep your address, your lists and language, the sentence you read beside the form and when you confirmed, for as long as you are subscribed. Legal basis: your consent (Art. 6(1)(a) UK GDPR), which you may withdraw at any time with the unsubscribe link in every email, by writing to ${contactEmail}, or by telling us in any other way.`,
        `Our site sends the emails through our email provider, Postmark (see "Who else handles your data"). They carry no tracking pixels and their links are not rewritten, and we ask Postmark not to track opens or clicks: we do not know who opens them or what they click. Every newsletter links to a page where you can unsubscribe or change your lists or language, and your email program may show the same as an unsubscribe button; neither needs an account. When you ask us to erase your address, we erase it at once; when you unsubscribe, too, unless its mail server has refused our mail for good (see below). Your account page shows the subscription of your verified address, and deleting your account erases it.`,
        `Each time you confirm, we also write a record of your consent: a one-way code of your address (a SHA-256 hash, not the address itself), the lists and language you confirmed, the sentence you read beside the form, and when you asked and when you confirmed. A later confirmation adds a new record and never overwrites an earlier one. The code does not show your address, but it matches your address if that is given to us again, so it is still personal data. When you unsubscribe, ask us to erase your address or delete your account, we erase the address itself at once (with the exception below) and mark your records with the time you withdrew your consent; we keep them for ${CONSENT_PROOF_KEPT_YEARS} years after that, then erase them. We use them only to prove your consent if it is ever questioned, and to defend legal claims. Legal basis: our legitimate interest (Art. 6(1)(f) UK GDPR) in being able to prove your consent, as Art. 7(1) UK GDPR requires, and in defending legal claims.`,
        `If your address refuses mail for good (for instance, its mail server tells us it does not exist), we keep it, marked and with no lists, only so that we send nothing more to it, until you subscribe again and confirm. Legal basis: our legitimate interest in not sending mail to an address that refuses it (Art. 6(1)(f) UK GDPR).`,
      ],
    },
    {
      id: "speed",
      heading: "How fast our pages load for you",
      text: [
        "Your browser tells us how long our pages took to show and to respond (Core Web Vitals). We count these figures by page and keep no address, cookie or anything else that could tell us who you are, so they are not personal data.",
      ],
    },
    {
      id: "security",
      heading: "Keeping the site safe",
      text: [
        "Our servers see your IP address with each request. We use it only to limit how often one address may send forms, log in or try codes, in counts that last a minute to an hour, and we do not store it with anything else. Legal basis: our legitimate interest in keeping the site and your account safe from abuse.",
        backupDays
          ? `We keep backups of the site's data, so that a failed disk loses nothing, and delete each after ${backupDays} days. What is erased from the site leaves the backups when they are deleted. We restore one only to recover the site, and then erase again anything erased since.`
          : "We keep backups of the site's data, so that a failed disk loses nothing. What is erased from the site leaves the backups when they are deleted. We restore one only to recover the site, and then erase again anything erased since.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and storage",
      text: [
        "We set one cookie, and only when you log in: __session keeps you logged in on this device for up to five days, and goes when you log out. On the log-in and account pages, Google's Firebase code keeps your sign-in in this browser's storage, which logging out clears. Both are strictly necessary for the account you asked for, so they need no consent.",
        "We use no analytics, advertising or tracking cookies, and no other site sets cookies through ours.",
      ],
    },
    {
      id: "processors",
      heading: "Who else handles your data",
      text: [
        "These companies process personal data for us, only on our instructions and under contracts that say so. We do not sell your data or share it with anyone else, unless the law requires it.",
      ],
      list: [...processors, ...(takesCards ? [cardProcessor] : [])].map((processor) => ({
        term: processor.name,
        detail: `${processor.does}; in ${processor.where}.`,
      })),
    },
    {
      id: "your-rights",
      heading: "Your rights",
      text: [
        `You may ask for a copy of what we hold about you, have it corrected or erased, ask us to restrict or stop using it, or have it in a file you can take elsewhere; where we rely on your consent, you may withdraw it. Write to ${contactEmail}. We reply within one month, usually within a few days, and ask for nothing in return.`,
        "If you are unhappy with how we handle your data, you may complain to the Information Commissioner's Office: ico.org.uk/make-a-complaint, or 0303 123 1113. We would like the chance to put it right first.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this notice",
      text: [`We last changed this notice on ${NOTICE_UPDATED}. If we change what we collect or why, we say so here first.`],
    },
  ];
}
