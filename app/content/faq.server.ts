import type { Locale } from "~/i18n/locale";
import { ContentShelf } from "./content-shelf.server";
import { germanFaq } from "./faq.de.server";
import { formatMoney } from "~/config/money";
import { faqEntrySchema, type FaqEntry } from "./faq-schema";
import { assertUniqueSlugs, parseContent } from "./parse-content";

const FILE = "app/content/faq.server.ts";

/** What the repository holds, checked: the content store's first version (decision 43). */
export const repositoryFaq: FaqEntry[] = parseContent(FILE, faqEntrySchema, [
  // Services
  {
    id: "how-long-does-a-website-take",
    group: "services",
    question: "How long does a website take?",
    answer:
      "Most websites take ten to sixteen weeks from the start of design to launch, after a one-week paid discovery. A focused marketing site sits at the shorter end; a site with bookings, a member area or a large content migration sits at the longer end.\n\nFor comparison, brand identities usually take six to eight weeks and a first app release four to six months. You get a week-by-week plan at the end of discovery, and we tell you straight away if anything puts the launch date at risk.",
  },
  {
    id: "who-owns-the-code-and-designs",
    group: "services",
    question: "Who owns the code and designs you make for us?",
    answer:
      "You do. On final payment, ownership of all the code, designs, copy and artwork we create for your project passes to you, and we hand over the repositories, design files and master artwork.\n\nThe exceptions are third-party items such as licensed typefaces, stock photography and open-source libraries, which stay under their own licences. We list them in the handover documentation so you know exactly what you are using.",
  },
  {
    id: "what-support-do-you-offer-after-launch",
    group: "services",
    question: "What support do you offer after launch?",
    answer:
      "Every website and app includes thirty days of aftercare, during which we monitor errors and performance and fix any defects at no extra cost.\n\nAfter that, most clients move to a support plan: a monthly block of hours for fixes, security updates and small improvements, with agreed response times. Plans can be paused or cancelled with thirty days' notice. Some clients prefer to book improvement sprints as they need them, which works just as well.",
  },
  {
    id: "can-you-work-with-our-in-house-team",
    group: "services",
    question: "Can you work with our in-house team?",
    answer:
      "Yes, and we often do. Your designers and developers can join our sprints, review our pull requests and pair with our engineers, which makes the handover far smoother.\n\nWe can also work inside your existing tools: your repositories, design system, ticketing and release pipeline. If your team already does most of the work, we can add a specialist, such as a data visualisation designer or an accessibility researcher, for a fixed period.",
  },
  // Pricing
  {
    id: "how-do-your-quotes-work",
    group: "pricing",
    question: "How do your quotes work?",
    answer:
      "Every project starts with a paid discovery week, in which we work out with you what is needed and how to build it. At the end you receive a written plan and a fixed price for each of the following phases, such as design, build and launch.\n\nFixed prices mean you know the cost before each phase begins. If the scope changes along the way, we price the change in writing before doing the work, and you decide whether to go ahead.",
  },
  {
    id: "how-much-does-a-project-cost",
    group: "pricing",
    question: "How much does a typical project cost?",
    answer: `Websites start from ${formatMoney(18_000)}, and most fall between ${formatMoney(25_000)} and ${formatMoney(70_000)}. Brand identities start from ${formatMoney(9_000)}, dashboards from ${formatMoney(15_000)} and e-commerce storefronts from ${formatMoney(30_000)}. A first app release on iOS and Android usually starts at ${formatMoney(60_000)}.\n\nMarketing retainers start at ${formatMoney(3_000)} a month, not including media spend. These figures are a guide: your fixed price comes at the end of the discovery week, once we understand the work.`,
  },
  {
    id: "what-is-your-payment-schedule",
    group: "pricing",
    question: "What is your payment schedule?",
    answer:
      "Discovery is invoiced in full when you book it. For each later phase we invoice 40% when the phase starts, 40% at its midpoint and the final 20% on delivery. Support plans and marketing retainers are invoiced monthly in advance.\n\nInvoices are payable within thirty days by bank transfer. Ownership of the work passes to you on final payment.",
  },
  {
    id: "do-your-prices-include-vat",
    group: "pricing",
    question: "Do your prices include VAT?",
    answer:
      "Project prices and retainers are quoted excluding VAT, which we add at the standard rate for clients in the UK. For clients outside the UK, we confirm the VAT treatment on the proposal before any work starts.\n\nCourse prices shown on the website include VAT, so the price you see is the price you pay.",
  },
  // Courses
  {
    id: "can-i-get-a-refund-on-a-course",
    group: "courses",
    question: "Can I get a refund on a course?",
    answer:
      "Yes. Cancel your booking on your account page at least 14 days before the course starts and we refund the full fee; you do not need to give a reason. Whatever the date, you can also cancel within 14 days of booking for a full refund, as UK law gives you the right to. A card payment goes back to the card straight away (banks take 5 to 10 working days to show it); a bank transfer is refunded within five working days.\n\nCloser to the start we cannot offer refunds, but we can usually move you to a later cohort of the same course. The booking step and your booking's page show the exact last day.",
  },
  {
    id: "do-i-get-a-certificate",
    group: "courses",
    question: "Do I get a certificate when I finish a course?",
    answer:
      "No, we do not issue certificates. What you keep is the project you build during the course, with your tutor's review of it, which says more to an employer than a certificate would.",
  },
  {
    id: "how-do-courses-run",
    group: "courses",
    question: "How do your courses run, and how do I book one?",
    answer:
      "Each course runs as a cohort: a group that starts and finishes on set dates, online or at our Bristol studio, with a tutor. A course page lists its coming cohorts and how many seats each has left.\n\nChoose a cohort and book a place: pay by card and your seat is confirmed at once, or pay by bank transfer and we hold it for seven days while the money arrives. When a cohort is full you can join its waiting list, and we email you if a seat comes free. Your bookings are under My courses on your account page.",
  },
  {
    id: "can-we-buy-courses-for-our-team",
    group: "courses",
    question: "Can we book courses for our team or company?",
    answer:
      "Yes. Each person books their own place from their own account, so that the booking emails reach them.\n\nFor a group we also run private versions of our courses, online or at your office. Email hello@brightline.digital with the courses you are interested in and the number of people, and we will send a quote.",
  },
  // Accounts
  {
    id: "how-do-i-create-an-account",
    group: "accounts",
    question: "How do I create an account?",
    answer:
      'Choose "Create an account" from the log-in page, then enter your name, your email address and a password of at least 8 characters. You can add a link to a photo now or later.\n\nOnce your account is set up you can book a place on a course, find your bookings under My courses on your account page, and choose how you log in: a password, Google or a passkey.',
  },
  {
    id: "how-do-i-reset-my-password",
    group: "accounts",
    question: "How do I reset my password?",
    answer:
      'On the log-in page, choose "Forgot your password?" and enter the email address you signed up with. We will send you a link to choose a new password. If it does not arrive within a few minutes, check your spam folder.\n\nIf you think someone else has used your account, reset your password, then open Devices on your account page and choose "Log out of every device". That logs you out everywhere, including on any phone or shared computer you have used.',
  },
  {
    id: "how-do-i-change-my-name-or-photo",
    group: "accounts",
    question: "How do I change my name or photo?",
    answer:
      "Go to your account page, update your name or the link to your photo, and save. Leave the photo link empty to show your initials instead.\n\nThe account page is also where you change your password and see the devices you are logged in on, and log any of them out: useful after using a shared computer or losing a phone.",
  },
  {
    id: "how-do-i-delete-my-account",
    group: "accounts",
    question: "How do I delete my account?",
    answer:
      'On your account page, choose "Delete your account" and enter your password to confirm. Your account is deleted at once and you are logged out on every device. If you can no longer sign in, email hello@brightline.digital from the address you signed up with and we will do it for you.\n\nDeleting your account removes your profile and your ways to log in, and cancels your places on courses that have not started. It cannot be undone.',
  },
]);

/** The questions the pages show, in each language: the repository's until the site starts, then the content store's (showFaq). */
const faqShelf = new ContentShelf("faq", (entry: FaqEntry) => entry.id, { "en-GB": repositoryFaq, de: germanFaq });

/** The questions of the FAQ in the page's language; a preview's draft among them. */
export function faq(): FaqEntry[] {
  return faqShelf.listed();
}

assertUniqueSlugs(
  FILE,
  repositoryFaq.map(({ id }) => ({ slug: id })),
);

/** The content store's published questions of a language replace the repository's once the site has started (decision 43). */
export function showFaq(published: FaqEntry[], locale?: Locale): void {
  faqShelf.show(published, locale);
}
