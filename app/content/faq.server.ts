import { faqEntrySchema, type FaqEntry } from "./faq-schema";
import { assertUniqueSlugs, parseContent } from "./parse-content";

const FILE = "app/content/faq.server.ts";

export const faq: FaqEntry[] = parseContent(FILE, faqEntrySchema, [
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
    answer:
      "Websites start from £18,000, and most fall between £25,000 and £70,000. Brand identities start from £9,000, dashboards from £15,000 and e-commerce storefronts from £30,000. A first app release on iOS and Android usually starts at £60,000.\n\nMarketing retainers start at £3,000 a month, not including media spend. These figures are a guide: your fixed price comes at the end of the discovery week, once we understand the work.",
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
      "Yes. If a course is not right for you, email hello@brightline.digital within 14 days of buying it and we will give you a full refund, however much of it you have watched. You do not need to give a reason.\n\nAfter 14 days we cannot offer refunds, but we can usually move you to another course of the same price.",
  },
  {
    id: "do-i-get-a-certificate",
    group: "courses",
    question: "Do I get a certificate when I finish a course?",
    answer:
      "Yes. When you complete every lesson and the final project in a course, you can download a certificate from your account page. It shows your name, the course and the date you finished, with a link an employer can use to check that it is genuine.\n\nCertificates record that you completed a Brightline course; they are not an accredited qualification.",
  },
  {
    id: "how-long-can-i-access-a-course",
    group: "courses",
    question: "How long can I access a course after buying it?",
    answer:
      "You have 12 months of access from the day you buy a course, including any lessons we add or update during that time. Work through it at your own pace and come back to lessons as often as you like.\n\nWorksheets and project files you download are yours to keep after your access ends.",
  },
  {
    id: "can-we-buy-courses-for-our-team",
    group: "courses",
    question: "Can we buy courses for our team or company?",
    answer:
      "Yes. Team purchases for five or more people come with a discount, a single invoice and a named contact at Brightline. You assign seats to colleagues by email and can move an unused seat to someone else.\n\nFor larger groups we also run private, live versions of our courses, online or at your office. Email hello@brightline.digital with the courses you are interested in and the number of people, and we will send a quote.",
  },
  // Accounts
  {
    id: "how-do-i-create-an-account",
    group: "accounts",
    question: "How do I create an account?",
    answer:
      'Choose "Create an account" from the log-in page, then enter your name, your email address and a password of at least 8 characters. You can add a link to a photo now or later.\n\nOnce your account is set up you can enrol in courses, pick up lessons where you left off and download your certificates.',
  },
  {
    id: "how-do-i-reset-my-password",
    group: "accounts",
    question: "How do I reset my password?",
    answer:
      'On the log-in page, choose "Forgot your password?" and enter the email address you signed up with. We will send you a link to choose a new password. If it does not arrive within a few minutes, check your spam folder.\n\nIf you think someone else has used your account, reset your password and then choose "Sign out of every device" on your account page. That signs you out everywhere, including on any phone or shared computer you have used.',
  },
  {
    id: "how-do-i-change-my-name-or-photo",
    group: "accounts",
    question: "How do I change my name or photo?",
    answer:
      "Go to your account page, update your name or the link to your photo, and save. Leave the photo link empty to show your initials instead.\n\nThe account page is also where you change your password and sign out of every device, which is useful after using a shared computer or losing a phone.",
  },
  {
    id: "how-do-i-delete-my-account",
    group: "accounts",
    question: "How do I delete my account?",
    answer:
      'On your account page, choose "Delete your account" and enter your password to confirm. Your account is deleted at once and you are logged out on every device. If you can no longer sign in, email hello@brightline.digital from the address you signed up with and we will do it for you.\n\nDeleting your account removes your profile, course progress and certificates, and cannot be undone, so download any certificates you want to keep first.',
  },
]);

assertUniqueSlugs(
  FILE,
  faq.map(({ id }) => ({ slug: id })),
);
