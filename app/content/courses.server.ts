import { courseCover } from "./repository-images";
import type { Locale } from "~/i18n/locale";
import { ContentShelf } from "./content-shelf.server";
import { courseFactsKeptInEnglish, courseSchema, type Course } from "./course-schema";
import { assertReferences, assertUniqueSlugs, parseContent } from "./parse-content";
import { germanCourses } from "./courses.de.server";
import { findTeamMember } from "./team.server";

const FILE = "app/content/courses.server.ts";

/** What the repository holds, checked: the content store's first version (decision 43). */
export const repositoryCourses: Course[] = parseContent(FILE, courseSchema, [
  {
    slug: "ui-design-foundations",
    title: "UI Design Foundations",
    level: "beginner",
    weeks: 4,
    hoursPerWeek: 3,
    price: 0,
    summary:
      "A free four-week introduction to interface design: layout grids, type, colour, spacing and components, taught in Figma by the people who design our client work.",
    description:
      "For developers, marketers and career changers who want to design screens that look deliberate rather than accidental. No design background is needed. Each week has short recorded lessons you watch when it suits you, a set exercise in Figma and a live group critique on Thursday evening where Maya reviews a selection of the class's work on screen. Over the four weeks you build a three-screen design for a small booking app, starting from a blank canvas and finishing with a clickable prototype and a tidy component library you can keep using.",
    cover: courseCover(
      "ui-design-foundations",
      "A design canvas with a layout grid, a type scale, colour swatches and a card component being edited",
    ),
    instructor: "maya-okafor",
    topics: ["design"],
    outcomes: [
      "Lay out a screen on an 8-point spacing scale and a 12-column grid",
      "Choose a type scale and pair two typefaces that suit the product",
      "Build a colour palette that passes WCAG contrast for text and controls",
      "Turn repeated elements into Figma components with variants and auto layout",
      "Link screens into a clickable prototype you can test with real people",
      "Give and take design critique using clear, specific language",
    ],
    modules: [
      {
        title: "Seeing like a designer",
        lessons: [
          { title: "What makes an interface feel finished", minutes: 12 },
          { title: "A tour of Figma: frames, layers and pages", minutes: 18 },
          { title: "Hierarchy, proximity and alignment", minutes: 15 },
          { title: "Exercise: redesign a cluttered settings page", minutes: 40 },
        ],
      },
      {
        title: "Layout, spacing and type",
        lessons: [
          { title: "Spacing scales and why 8 points works", minutes: 14 },
          { title: "Columns, gutters and margins for mobile and desktop", minutes: 20 },
          { title: "Choosing and pairing typefaces", minutes: 16 },
          { title: "Building a type scale with line heights", minutes: 18 },
        ],
      },
      {
        title: "Colour and contrast",
        lessons: [
          { title: "Primary, neutral and status colours", minutes: 15 },
          { title: "Checking contrast ratios as you work", minutes: 12 },
          { title: "Designing states: hover, focus, disabled and error", minutes: 20 },
        ],
      },
      {
        title: "Components and prototypes",
        lessons: [
          { title: "Auto layout for buttons, cards and lists", minutes: 22 },
          { title: "Variants and properties for a button set", minutes: 18 },
          { title: "Wiring a three-screen prototype", minutes: 20 },
          { title: "Final project: the booking app walkthrough", minutes: 45 },
        ],
      },
    ],
    questions: [
      {
        question: "Is the course really free, and what is the catch?",
        answer:
          "It is free, with no card details and no trial that turns into a subscription. We run it because it is the best way for people to see how we teach before they book a paid course. We ask only for an email address so we can send you the session links and recordings.",
      },
      {
        question: "Do I need a paid Figma licence?",
        answer:
          "No. Everything in the course works on Figma's free Starter plan in a web browser. You will need a computer with a keyboard and mouse or trackpad; a tablet is not enough for the exercises.",
      },
      {
        question: "How much time does it take each week?",
        answer:
          "Plan for about three hours a week: roughly an hour of recorded lessons, an hour and a half on the exercise and the optional 45-minute live critique. The recordings stay available, so a busy week is easy to catch up on.",
      },
      {
        question: "Will my work be reviewed if I miss the live critique?",
        answer:
          "Post your Figma link in the course channel before Wednesday evening and it goes into the review queue. Maya covers as many files as time allows in the session, and the recording is posted the next morning so you can watch the feedback on your own work.",
      },
    ],
  },
  {
    slug: "accessible-forms-and-components",
    title: "Accessible Web Forms and Components",
    level: "intermediate",
    weeks: 6,
    hoursPerWeek: 4,
    price: 490,
    summary:
      "Build forms, dialogs, menus and comboboxes that work with a keyboard, a screen reader and voice control, and prove it with manual and automated tests that meet WCAG 2.2 AA.",
    description:
      "For front-end developers and designers who already build components and want them to work for everyone. Ellis leads the course from the same audit checklists our research team uses on client projects. Each week combines recorded lessons, a 60-minute live session testing real components with NVDA and VoiceOver, and written review of the pull request you submit for that week's exercise. You finish by rebuilding a multi-step checkout form and a component of your choice from your own work, with an accessibility statement and an automated test suite to go with them.",
    cover: courseCover(
      "accessible-forms-and-components",
      "A web form with labelled fields, an inline error message and a visible keyboard focus ring beside an accessibility badge",
    ),
    instructor: "ellis-hart",
    topics: ["accessibility", "front-end", "react"],
    outcomes: [
      "Label, group and describe form fields so screen readers announce them correctly",
      "Write error messages and summaries that people can find, understand and fix",
      "Build an accessible dialog, disclosure, tabs and combobox from semantic HTML up",
      "Manage focus after route changes, submissions and dynamic updates",
      "Test components with a keyboard, NVDA, VoiceOver and axe-core",
      "Write Testing Library tests that query by role and accessible name",
      "Audit an existing page against WCAG 2.2 AA and prioritise the fixes",
    ],
    modules: [
      {
        title: "How assistive technology reads the web",
        lessons: [
          { title: "The accessibility tree and accessible names", minutes: 18 },
          { title: "Setting up NVDA and VoiceOver for testing", minutes: 20 },
          { title: "Keyboard-only navigation and visible focus", minutes: 15 },
        ],
      },
      {
        title: "Forms that everyone can complete",
        lessons: [
          { title: "Labels, hints and autocomplete attributes", minutes: 16 },
          { title: "Fieldsets, legends and radio groups", minutes: 14 },
          { title: "Inline errors with aria-describedby and aria-invalid", minutes: 20 },
          { title: "Error summaries and focus after a failed submit", minutes: 18 },
          { title: "Exercise: fix a broken registration form", minutes: 50 },
        ],
      },
      {
        title: "Interactive components",
        lessons: [
          { title: "Buttons, links and when to use which", minutes: 12 },
          { title: "Disclosures and accordions", minutes: 15 },
          { title: "Modal dialogs with the native dialog element", minutes: 22 },
          { title: "Tabs and roving tabindex", minutes: 20 },
          { title: "Building a combobox that survives a screen reader", minutes: 35 },
        ],
      },
      {
        title: "Dynamic content and single-page apps",
        lessons: [
          { title: "Live regions for status and progress messages", minutes: 16 },
          { title: "Announcing route changes in React apps", minutes: 18 },
          { title: "Loading states and skeleton screens without confusion", minutes: 14 },
        ],
      },
      {
        title: "Testing and auditing",
        lessons: [
          { title: "Automated checks with axe-core and their limits", minutes: 16 },
          { title: "Role-based queries in Testing Library", minutes: 20 },
          { title: "Running a WCAG 2.2 AA audit on a live page", minutes: 30 },
          { title: "Final project: checkout form and your own component", minutes: 60 },
        ],
      },
    ],
    questions: [
      {
        question: "What do I need to know before starting?",
        answer:
          "You should be comfortable writing HTML, CSS and JavaScript, and have built at least a few components in React or a similar library. Exercises use React, but every pattern is explained from the HTML up, so Vue and Svelte developers follow along without trouble.",
      },
      {
        question: "Which screen readers and tools will I need?",
        answer:
          "NVDA on Windows and VoiceOver on macOS or iOS are both free, and we show you how to set each one up in week one. You need one of them, not both. Everything else is free: a modern browser, Node.js, and the axe DevTools browser extension.",
      },
      {
        question: "Do I get a certificate?",
        answer:
          "No, we do not issue certificates. Your final project is reviewed against the checklist, and you keep the project and the review: a record of exactly what you built and tested.",
      },
      {
        question: "Can I get a refund if the course is not right for me?",
        answer:
          "Yes. Cancel on your account page up to 14 days before the start and we refund the full fee, no questions asked; a card payment goes straight back to the card. You also have 14 days from booking to cancel for a full refund, whatever the date. After that we can move you to a later cohort instead.",
      },
    ],
  },
  {
    slug: "react-router-full-stack-apps",
    title: "Full-stack Apps with React Router 7",
    level: "advanced",
    weeks: 8,
    hoursPerWeek: 6,
    price: 690,
    summary:
      "Build and ship a server-rendered React Router 7 app with loaders, actions, sessions, validation and tests, following the architecture we use for client platforms in production.",
    description:
      "For React developers who have built single-page apps and now want to own the server side as well. Tom teaches the course from the codebase of a real booking platform, stripped back to its essentials. Every week has recorded lessons, a 90-minute live build session where you can ask questions as the code is written, and a code review of your weekly pull request from one of our senior engineers. The final project is a working, deployed app of your own design, with authentication, form handling that works without JavaScript, and an automated test suite that runs in CI.",
    cover: courseCover(
      "react-router-full-stack-apps",
      "A browser window with nested route layouts, joined by request and response arrows to a server rack and a database",
    ),
    instructor: "tom-lindqvist",
    topics: ["react", "front-end"],
    outcomes: [
      "Structure an app with route modules, nested layouts and a routes config",
      "Load data on the server with typed loaders and handle mutations in actions",
      "Build forms that work before JavaScript loads and improve once it does",
      "Add cookie sessions, sign-in and protected routes without leaking data",
      "Validate every request with zod and return useful errors to the form",
      "Stream slow data and handle errors with route error boundaries",
      "Test loaders, actions and pages with Vitest and Playwright",
      "Deploy a Node server build with caching headers and health checks",
    ],
    modules: [
      {
        title: "The shape of a React Router app",
        lessons: [
          { title: "Framework mode, route modules and routes.ts", minutes: 22 },
          { title: "Nested layouts and outlets", minutes: 18 },
          { title: "Generated route types and how to use them", minutes: 16 },
        ],
      },
      {
        title: "Data loading",
        lessons: [
          { title: "Loaders on the server and what they return", minutes: 24 },
          { title: "Parallel loading across nested routes", minutes: 18 },
          { title: "Streaming slow data with promises and Await", minutes: 22 },
          { title: "Meta tags, headers and caching per route", minutes: 20 },
        ],
      },
      {
        title: "Mutations and forms",
        lessons: [
          { title: "Actions and the Form component", minutes: 22 },
          { title: "Validating form data with zod", minutes: 20 },
          { title: "Returning field errors and keeping user input", minutes: 18 },
          { title: "Optimistic UI with useFetcher", minutes: 25 },
        ],
      },
      {
        title: "Sessions and authentication",
        lessons: [
          { title: "Cookie sessions and secrets", minutes: 20 },
          { title: "Sign-in, sign-out and safe redirects", minutes: 24 },
          { title: "Protecting routes and data in loaders", minutes: 18 },
        ],
      },
      {
        title: "Errors, resilience and observability",
        lessons: [
          { title: "Error boundaries at the right level", minutes: 16 },
          { title: "Thrown responses for 404 and 403 pages", minutes: 14 },
          { title: "Structured logging on the server", minutes: 18 },
        ],
      },
      {
        title: "Testing and shipping",
        lessons: [
          { title: "Unit testing loaders and actions with Vitest", minutes: 25 },
          { title: "End-to-end tests with Playwright", minutes: 28 },
          { title: "Building and deploying the Node server", minutes: 26 },
          { title: "Final project: demo and code review", minutes: 60 },
        ],
      },
    ],
    questions: [
      {
        question: "Is this course suitable if I have only used Create React App or Vite?",
        answer:
          "Yes, as long as you are confident with React components, hooks and TypeScript basics. You do not need prior server-side experience: the first two weeks cover HTTP requests, responses and cookies as they apply to React Router.",
      },
      {
        question: "What will I need installed?",
        answer:
          "A laptop with Node.js 20 or later, Git, a code editor such as VS Code and a free GitHub account. We provide a starter repository and a free hosting option for the final project, so you do not need to pay for any services.",
      },
      {
        question: "How much time should I set aside?",
        answer:
          "About six hours a week: two hours of recorded lessons, the 90-minute live build session and two to three hours on the weekly exercise. The live sessions are recorded if you cannot attend.",
      },
      {
        question: "What happens if I fall behind?",
        answer:
          "Recordings and exercises stay open for a year after the course ends, and code reviews continue for two weeks after the last session. If work or life gets in the way for longer, you can transfer to the next cohort once at no extra cost.",
      },
      {
        question: "What is the refund policy?",
        answer:
          "Cancel up to 14 days before the start date, or within 14 days of booking, and we refund the full fee. Closer to the start we offer a transfer to a later cohort rather than a refund. The booking step and your booking's page show the exact last day.",
      },
    ],
  },
  {
    slug: "web-performance-budgets",
    title: "Web Performance Budgets in Practice",
    level: "advanced",
    weeks: 4,
    hoursPerWeek: 5,
    price: 290,
    summary:
      "Measure what real visitors experience, set budgets for JavaScript, images and Core Web Vitals, and enforce them in CI so a fast site stays fast after launch.",
    description:
      "For front-end developers and technical leads responsible for a site that has slowly become heavy. The course is built around your own site: in week one you profile it, and every later exercise improves it. Recorded lessons explain each technique, a weekly live clinic with Tom works through attendees' traces and waterfalls, and you get written feedback on your budget file and CI setup. By the final week you present a before-and-after report with field data, lab data and the budgets that now guard your pipeline.",
    cover: courseCover(
      "web-performance-budgets",
      "A speed gauge beside a page-weight bar chart with a budget line and a loading waterfall",
    ),
    instructor: "tom-lindqvist",
    topics: ["performance", "front-end"],
    outcomes: [
      "Read field data from the Chrome UX Report and your own web-vitals beacon",
      "Diagnose slow LCP, INP and CLS with traces and request waterfalls",
      "Set and enforce a JavaScript budget in CI",
      "Serve responsive AVIF and WebP images with correct sizes and priorities",
      "Load fonts and third-party scripts without blocking rendering",
      "Write a performance report that a product owner can act on",
    ],
    modules: [
      {
        title: "Measuring what matters",
        lessons: [
          { title: "Core Web Vitals: LCP, INP and CLS explained", minutes: 20 },
          { title: "Field data versus lab data", minutes: 15 },
          { title: "Collecting real-user metrics with web-vitals", minutes: 22 },
          { title: "Reading a performance trace in DevTools", minutes: 28 },
        ],
      },
      {
        title: "Setting budgets",
        lessons: [
          { title: "Choosing metrics and thresholds for your site", minutes: 18 },
          { title: "Budgets for JavaScript, CSS, images and fonts", minutes: 16 },
          { title: "Getting budgets agreed by design and product", minutes: 14 },
        ],
      },
      {
        title: "Fixing the usual suspects",
        lessons: [
          { title: "Code splitting and trimming dependencies", minutes: 24 },
          { title: "Responsive images, formats and fetch priority", minutes: 22 },
          { title: "Font loading without layout shift", minutes: 16 },
          { title: "Taming third-party scripts and tag managers", minutes: 20 },
          { title: "Caching headers and a CDN that helps", minutes: 18 },
        ],
      },
      {
        title: "Keeping it fast",
        lessons: [
          { title: "Lighthouse CI and bundle size checks on every pull request", minutes: 26 },
          { title: "Alerting on field regressions", minutes: 15 },
          { title: "Final project: before-and-after report", minutes: 45 },
        ],
      },
    ],
    questions: [
      {
        question: "Do I need access to a live site to take part?",
        answer:
          "It helps a great deal, because the exercises improve a site you care about. If you cannot use your employer's site, we provide a deliberately slow demo shop with real traffic data that you can profile and fix instead.",
      },
      {
        question: "Which frameworks does the course cover?",
        answer:
          "The techniques apply to any stack. Examples use plain HTML, React and React Router, and the CI checks run on GitHub Actions. We have helped attendees apply the same budgets to WordPress, Next.js and Shopify themes in the live clinics.",
      },
      {
        question: "Can my employer pay for the course?",
        answer:
          "Yes. Choose Pay by bank transfer when you book: we hold your seat for seven days and email the amount, our bank details and a reference for your finance team to quote with the payment. Your seat is confirmed when the payment arrives. If your employer pays by card instead, the confirmation email is the receipt.",
      },
    ],
  },
  {
    slug: "cross-platform-apps-react-native",
    title: "Cross-platform Mobile Apps with React Native",
    level: "intermediate",
    weeks: 8,
    hoursPerWeek: 5,
    price: 690,
    summary:
      "Design, build and release an iOS and Android app from one TypeScript codebase with Expo, covering navigation, offline data, push notifications and store submission.",
    description:
      "For web developers who know React and want to ship real mobile apps. Priya leads the course using the same Expo setup our mobile team uses for client apps with hundreds of thousands of users. You learn through recorded lessons, a weekly live session on device testing and debugging, and reviews of your weekly builds on real phones. The final project is an app of your own that runs on both platforms, works offline, and is submitted to TestFlight and Google Play internal testing, ready for others to install.",
    cover: courseCover(
      "cross-platform-apps-react-native",
      "Two phones, one for iOS and one for Android, showing the same app screens with a tab bar and list cards",
    ),
    instructor: "priya-raman",
    topics: ["mobile", "react"],
    outcomes: [
      "Set up an Expo project with TypeScript and file-based routing",
      "Build native layouts with Flexbox, safe areas and platform-specific styles",
      "Keep lists smooth with FlatList and well-placed memoisation",
      "Store data offline and sync it when the connection returns",
      "Send push notifications and handle deep links into the app",
      "Make screens usable with VoiceOver, TalkBack and large text sizes",
      "Build, sign and submit releases with EAS to both app stores",
    ],
    modules: [
      {
        title: "From web React to native",
        lessons: [
          { title: "How React Native renders native views", minutes: 16 },
          { title: "Creating an Expo project with TypeScript", minutes: 20 },
          { title: "Running on simulators and your own phone", minutes: 18 },
        ],
      },
      {
        title: "Layout and navigation",
        lessons: [
          { title: "Flexbox, safe areas and the keyboard", minutes: 22 },
          { title: "Stacks, tabs and modals with Expo Router", minutes: 25 },
          { title: "Platform differences worth respecting", minutes: 15 },
        ],
      },
      {
        title: "Data and state",
        lessons: [
          { title: "Fetching and caching server data", minutes: 22 },
          { title: "Fast lists with FlatList", minutes: 18 },
          { title: "Offline storage with SQLite", minutes: 24 },
          { title: "Syncing changes when the connection returns", minutes: 26 },
        ],
      },
      {
        title: "Device features",
        lessons: [
          { title: "Camera and image picking", minutes: 18 },
          { title: "Push notifications end to end", minutes: 28 },
          { title: "Deep links and universal links", minutes: 20 },
        ],
      },
      {
        title: "Quality and accessibility",
        lessons: [
          { title: "Accessibility labels, roles and dynamic type", minutes: 20 },
          { title: "Testing components with React Native Testing Library", minutes: 22 },
          { title: "Profiling and fixing dropped frames", minutes: 20 },
        ],
      },
      {
        title: "Releasing to the stores",
        lessons: [
          { title: "App icons, splash screens and store listings", minutes: 16 },
          { title: "Builds and signing with EAS", minutes: 24 },
          { title: "TestFlight and Google Play internal testing", minutes: 22 },
          { title: "Over-the-air updates and versioning", minutes: 18 },
          { title: "Final project: release review", minutes: 60 },
        ],
      },
    ],
    questions: [
      {
        question: "Do I need a Mac to build iOS apps on this course?",
        answer:
          "No. Expo's cloud build service compiles the iOS app for you, and you can run it on your own iPhone with the Expo Go app during development. A Mac makes the iOS simulator available, which is convenient but not required.",
      },
      {
        question: "Do I need paid developer accounts?",
        answer:
          "Not for the first seven weeks. To submit to TestFlight in the final week you need an Apple Developer account, which Apple charges for annually, and Google Play charges a one-off registration fee. If you would rather not pay, you can complete the final project with an installable Android build instead.",
      },
      {
        question: "What React experience do I need?",
        answer:
          "You should be comfortable with components, props, state and hooks, and have built at least one small React app for the web. TypeScript is used throughout, but the basics are explained as they come up.",
      },
      {
        question: "Is there a refund if I change my mind?",
        answer:
          "Yes. Cancel up to 14 days before the course starts, or within 14 days of booking, and we refund the full fee. After that you can move to a later cohort once at no extra cost.",
      },
    ],
  },
  {
    slug: "dashboards-people-read",
    title: "Dashboards and Data Visualisation People Actually Read",
    level: "intermediate",
    weeks: 6,
    hoursPerWeek: 4,
    price: 490,
    summary:
      "Pick the right chart, cut the clutter and build dashboards that answer the questions your team really asks, from a single annotated chart to a live operational view.",
    description:
      "For analysts, designers and front-end developers who produce charts and dashboards that nobody seems to use. Daniel teaches from the reporting tools our team has built for energy, logistics and health clients. The course mixes recorded lessons, a weekly live redesign session where a volunteer's chart is reworked in front of the group, and written feedback on each exercise. Exercises can be done in Observable Plot, D3 or the tool you already use at work. The final project is a dashboard built from your own or a supplied data set, with a short note explaining each design decision.",
    cover: courseCover(
      "dashboards-people-read",
      "A dashboard with headline number cards, an annotated line chart, a ranked bar chart and a donut chart",
    ),
    instructor: "daniel-osei",
    topics: ["data-visualisation", "design"],
    outcomes: [
      "Start every dashboard from the decisions it needs to support",
      "Choose chart types by the comparison the reader has to make",
      "Use colour sparingly, consistently and safely for colour-blind readers",
      "Annotate charts so the main finding is clear without a meeting",
      "Build responsive charts with Observable Plot and D3 scales",
      "Make charts accessible with text summaries and data tables",
    ],
    modules: [
      {
        title: "Questions before charts",
        lessons: [
          { title: "Why most dashboards go unread", minutes: 14 },
          { title: "Interviewing the people who will use the data", minutes: 18 },
          { title: "Turning questions into a dashboard outline", minutes: 20 },
        ],
      },
      {
        title: "Choosing the right chart",
        lessons: [
          { title: "Comparison, change, part-to-whole and distribution", minutes: 22 },
          { title: "When a table beats a chart", minutes: 12 },
          { title: "Small multiples instead of spaghetti lines", minutes: 16 },
          { title: "Exercise: redraw three misleading charts", minutes: 40 },
        ],
      },
      {
        title: "Colour, type and annotation",
        lessons: [
          { title: "Sequential, diverging and categorical palettes", minutes: 18 },
          { title: "Designing for colour vision deficiency", minutes: 14 },
          { title: "Titles that state the finding", minutes: 12 },
          { title: "Annotations, reference lines and targets", minutes: 16 },
        ],
      },
      {
        title: "Building charts for the web",
        lessons: [
          { title: "Getting started with Observable Plot", minutes: 24 },
          { title: "Scales and axes in D3", minutes: 26 },
          { title: "Responsive charts that reflow on small screens", minutes: 20 },
          { title: "Text alternatives and accessible data tables", minutes: 16 },
        ],
      },
      {
        title: "Putting a dashboard together",
        lessons: [
          { title: "Layout: from headline numbers to detail", minutes: 18 },
          { title: "Filters and drill-down without confusion", minutes: 16 },
          { title: "Final project: dashboard and design note", minutes: 60 },
        ],
      },
    ],
    questions: [
      {
        question: "Do I need to know how to code?",
        answer:
          "No. The design half of the course is tool-agnostic, and attendees have completed it in Excel, Looker Studio, Power BI and Tableau. The web-building lessons use Observable Plot and D3 and assume some JavaScript; if you skip them, you still complete the final project in your own tool.",
      },
      {
        question: "Can I use my company's data for the final project?",
        answer:
          "Yes, and most people do. Reviews happen in private threads seen only by you and the instructor, and you can anonymise figures if you prefer. We also supply three public data sets on transport, energy use and hospital waiting times if you would rather not use your own.",
      },
      {
        question: "What if I fall behind during the six weeks?",
        answer:
          "Every session is recorded, and you can submit exercises for feedback up to two weeks after the course ends. If you need longer, you can join the next cohort's live sessions once at no extra cost.",
      },
      {
        question: "What is your refund policy?",
        answer:
          "Cancel on your account page up to 14 days before the start, or within 14 days of booking, and we refund the full fee. After that we can transfer your place to a later cohort.",
      },
    ],
  },
  {
    slug: "content-and-seo-that-converts",
    title: "Content and SEO that Converts",
    level: "beginner",
    weeks: 5,
    hoursPerWeek: 3,
    price: 149,
    summary:
      "Research what your customers search for, write pages that rank and persuade, and measure which content brings in enquiries and sales rather than just visits.",
    description:
      "For founders, marketers and in-house writers who are responsible for a website's content but have never been taught how search works. Sofia teaches the process our content team uses for client sites, from keyword research to reporting. Each week has recorded lessons, a live Q&A and copy clinic where pages submitted by the group are rewritten together, and written feedback on your weekly assignment. You finish with a content plan for your own site, one fully optimised landing page, and a Search Console and analytics report set up to show what it earns.",
    cover: courseCover(
      "content-and-seo-that-converts",
      "A search results page with a highlighted top listing, a landing page draft and a rising conversion chart",
    ),
    instructor: "sofia-marques",
    topics: ["marketing"],
    outcomes: [
      "Find keywords your customers use and group them by search intent",
      "Write content briefs that a freelancer or colleague can follow",
      "Structure pages with titles, headings and meta descriptions that earn clicks",
      "Write landing page copy with one clear call to action",
      "Plan internal links and structured data for key pages",
      "Track enquiries and sales from organic search in Search Console and GA4",
    ],
    modules: [
      {
        title: "How search works today",
        lessons: [
          { title: "What search engines reward and what they ignore", minutes: 15 },
          { title: "Search intent: know, do, go and buy", minutes: 14 },
          { title: "Auditing your site in Search Console", minutes: 20 },
        ],
      },
      {
        title: "Research and planning",
        lessons: [
          { title: "Keyword research with free tools", minutes: 22 },
          { title: "Grouping keywords into topics and pages", minutes: 16 },
          { title: "Writing a content brief", minutes: 18 },
          { title: "Building a realistic editorial calendar", minutes: 12 },
        ],
      },
      {
        title: "Writing pages that rank and persuade",
        lessons: [
          { title: "Titles, meta descriptions and headings", minutes: 16 },
          { title: "Writing for people who skim", minutes: 14 },
          { title: "Landing pages: proof, objections and calls to action", minutes: 22 },
          { title: "Internal links and structured data basics", minutes: 18 },
        ],
      },
      {
        title: "Measuring what content earns",
        lessons: [
          { title: "Setting up conversions in GA4", minutes: 20 },
          { title: "A monthly content report in one page", minutes: 15 },
          { title: "Updating and pruning old content", minutes: 14 },
          { title: "Final project: content plan and landing page review", minutes: 45 },
        ],
      },
    ],
    questions: [
      {
        question: "Do I need any technical knowledge?",
        answer:
          "No. If you can edit a page in your website's content system, you can apply everything on the course. We show where titles, meta descriptions and redirects live in WordPress, Webflow, Squarespace and Shopify.",
      },
      {
        question: "Which tools will I need to pay for?",
        answer:
          "None. The course uses Google Search Console, Google Analytics 4 and free keyword research tools. We mention paid tools where they save time, but every exercise can be completed without them.",
      },
      {
        question: "How long before I see results in search?",
        answer:
          "Improvements to titles and existing pages often show up in Search Console within a few weeks. New pages usually take two to six months to rank, so the course also teaches you how to measure early signals and report progress honestly.",
      },
      {
        question: "Can I get a refund?",
        answer:
          "Yes. Cancel up to 14 days before the start, or within 14 days of booking, and we refund the full fee: to your card at once if you paid by card, to your bank within five working days if you paid by transfer.",
      },
    ],
  },
]);

/** The courses the pages show, in each language: the repository's until the site starts, then the content store's (showCourses). */
export const courseShelf = new ContentShelf(
  "course",
  (course: Course) => course.slug,
  { "en-GB": repositoryCourses, de: germanCourses },
  undefined,
  courseFactsKeptInEnglish,
);

/** The courses a listing in the page's language shows; a preview's draft among them. */
export function courses(): Course[] {
  return courseShelf.listed();
}

assertUniqueSlugs(FILE, repositoryCourses);
assertReferences(
  FILE,
  "course",
  repositoryCourses,
  "instructor",
  (course) => [course.instructor],
  (slug) => findTeamMember(slug) !== undefined,
);

/** The content store's published courses of a language replace the repository's once the site has started (decision 43). */
export function showCourses(published: Course[], locale?: Locale): void {
  courseShelf.show(published, locale);
}

/** A course in the page's language (or `locale`), or in English while it has no translation. */
export function findCourse(slug: string, locale?: Locale): Course | undefined {
  return courseShelf.find(slug, locale);
}
