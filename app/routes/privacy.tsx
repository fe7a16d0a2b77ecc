import { PageIntro } from "~/components/page/page-intro";
import { ContentSection } from "~/components/ui/content-section";
import { site } from "~/config/site";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { Route } from "./+types/privacy";
import type { PageHandle } from "~/page-scripts/page-handle";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: PageHandle = { page: "shared" };

/** What the site collects and why, in the order a visitor meets it. */
const sections = [
  {
    id: "contact-form",
    heading: "When you write to us",
    text: [
      "The contact form asks for your name, email address, optionally your company, what you need, your budget range, your timeline and your message. We use them only to reply to you and to plan the work you ask about. We do not add you to a mailing list.",
      "We keep an enquiry for 24 months after you send it, so that we can pick up a conversation where it stopped, then erase it. Messages our spam checks catch are erased after 30 days.",
    ],
  },
  {
    id: "accounts",
    heading: "When you create an account",
    text: [
      "An account holds your email address, a password (which we never see: Google's Firebase Authentication stores it for us), and the name and photo link you choose to add. We use it to sign you in and to keep your course bookings together.",
      "If you continue with Google, Google tells us your name, email address and profile photo link, and that it has checked the email; we keep those on your account in place of a password, together with Google's id for your Google account. We never see your Google password, and we ask Google for nothing else.",
      "If you add a passkey, your device keeps its private key and checks your fingerprint, face or PIN itself; we never see them. We keep the passkey's public key (which can only check a signature), the name you give it, whether it syncs between your devices, and when it was added and last used. Remove it on your account page at any time; it goes with your account too.",
      "If you turn on two-step sign-in, Google's Firebase Authentication keeps your mobile number and texts a code to it each time you log in, through its SMS provider; we show only its last three digits on your account page and keep no copy. Turn it off on your account page at any time; it goes with your account too.",
      'Each time you log in, we note the device and browser (such as "Chrome on Windows", worked out from what your browser says it is), when you logged in and, every few minutes, when that device was last seen, so that your account page can list where you are logged in and let you log any of them out. We keep no address or location for it. A session lasts five days from your last login on that device; its entry goes about a day after it logs out or runs out, and with your account.',
      'We keep it until you delete it: on your account page, under "Delete your account", after entering your password again (or confirming with Google). That removes your account at once. Enquiries you sent while signed in stay with us as business records, no longer linked to an account, until their 24 months are up or you ask us to erase them.',
    ],
  },
  {
    id: "bookings",
    heading: "When you book a course",
    text: [
      "A booking keeps the name and email address of your account, the cohort you booked, its state (held, confirmed, on the waiting list, cancelled), the price, when you booked and when you paid, and a reference. We use it to keep your seat, to match your payment, and to email you about it: the booking, a payment reminder, a seat that comes free for you, a reminder three days before the start, and any change to the dates. The staff running the course see the cohort's list of names and email addresses.",
      "Deleting your account cancels your bookings of courses that have not started and your places on waiting lists, and passes those seats on to the next person. Bookings of courses that have started or ended stay with us with the name and email they were made with, no longer linked to an account, as our record of who attended and paid: UK law asks us to keep records of sales for six years. Write to us to have a booking erased sooner where the law allows.",
    ],
  },
  {
    id: "speed",
    heading: "How fast our pages load for you",
    text: [
      "Your browser tells us how long our pages took to show and to respond (Core Web Vitals). We count these figures by page and keep no address, cookie or anything else that could tell us who you are.",
    ],
  },
  {
    id: "processors",
    heading: "Who else handles your data",
    text: [
      "Google (Firebase Authentication) stores accounts and, with two-step sign-in, texts its codes. Our mail provider delivers the emails we send you. Our hosting provider runs the servers. Each processes your data only on our behalf.",
    ],
  },
  {
    id: "your-rights",
    heading: "A copy, a correction or erasure",
    text: [
      `Write to ${site.contactEmail} to ask for a copy of what we hold about you, to correct it, or to have it erased. We reply within one month, usually within a few days.`,
    ],
  },
];

export function loader() {
  return {
    sections,
    meta: pageMeta({
      title: "Privacy notice",
      description:
        "What Brightline Digital collects through its contact form, accounts, course bookings and speed reports, why, how long it is kept and how to have it erased.",
      path: "/privacy",
    }),
  };
}

export const meta = loaderMeta;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <PageIntro
      label="Privacy"
      heading="Privacy notice"
      lead="What we collect when you use this site, why, how long we keep it and how to have it erased, in plain words."
    >
      <div className="max-w-3xl space-y-12">
        {loaderData.sections.map((section) => (
          <ContentSection key={section.id} id={section.id} heading={section.heading}>
            <div className="space-y-4 text-base-content/80">
              {section.text.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </ContentSection>
        ))}
      </div>
    </PageIntro>
  );
}
