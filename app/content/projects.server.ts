import { projectCover, projectGallery } from "./repository-images";
import type { Locale } from "~/i18n/locale";
import { ContentShelf } from "./content-shelf.server";
import { germanProjects } from "./projects.de.server";
import { assertReferences, assertUniqueSlugs, parseContent } from "./parse-content";
import { projectSchema, type Project } from "./schema";
import { services } from "./services.server";

const FILE = "app/content/projects.server.ts";

const parsed: Project[] = parseContent(FILE, projectSchema, [
  {
    slug: "heliogrid-carbon-platform",
    title: "Making grid carbon visible for Heliogrid",
    client: "Heliogrid",
    sector: "Climate tech",
    year: 2026,
    services: ["chart-design", "web-development", "graphic-design"],
    summary:
      "A live carbon-intensity platform that shows utilities and large energy buyers when the grid is cleanest, and how much they save by shifting load.",
    cover: projectCover(
      "heliogrid-carbon-platform",
      "Heliogrid dashboard with an hourly carbon-intensity curve, a regional map and savings cards",
    ),
    challenge:
      "Heliogrid had a forecasting model that beat the incumbents, but its customers met it through CSV exports and a pitch deck. Energy managers could not see at a glance when to run flexible load, and the brand looked like every other green startup.",
    approach: [
      "We spent two weeks in operations rooms watching how energy managers read grid data under time pressure.",
      "A charting system built on a single carbon scale, from deep teal to coral, replaced eleven inconsistent chart styles.",
      "The platform streams forecasts into server-rendered pages, so the first chart appears in under a second even on a site office connection.",
      "A refreshed identity, built around a sunrise mark and the same colour scale, ties the product and the marketing site together.",
    ],
    result:
      "Heliogrid now demos the product instead of the deck. Pilot customers shifted a measurable share of flexible load into clean hours within the first quarter, and two of them converted to annual contracts early.",
    results: [
      { value: "18%", label: "flexible load moved to clean hours" },
      { value: "0.8s", label: "first chart on screen" },
      { value: "3x", label: "demo-to-pilot conversion" },
    ],
    gallery: projectGallery("heliogrid-carbon-platform", [
      {
        alt: "Regional map shaded by carbon intensity with a forecast timeline below",
        caption: "The regional view colours each grid zone on the same carbon scale as the charts.",
      },
      {
        alt: "Savings report with stacked bars comparing scheduled and actual energy use",
        caption: "Monthly savings reports show the emissions avoided by every shifted job.",
      },
      {
        alt: "Heliogrid brand sheet with the sunrise logo mark and colour scale swatches",
        caption: "The sunrise mark and carbon scale carry the brand from product to pitch.",
      },
    ]),
  },
  {
    slug: "northwind-mobile-banking",
    title: "Rebuilding mobile banking for Northwind Credit Union",
    client: "Northwind Credit Union",
    sector: "Regional banking",
    year: 2025,
    services: ["app-development", "ux-ui"],
    summary:
      "A new iOS and Android app for a 140,000-member credit union, replacing a decade-old app with faster payments, clearer balances and biometric sign-in.",
    cover: projectCover(
      "northwind-mobile-banking",
      "Three Northwind banking app screens showing an account balance, a spending chart and a payment form",
    ),
    challenge:
      "Northwind's app store rating had slipped to 2.1 stars and branch staff spent hours each week walking members through transfers. The old app was two separate native codebases that only one contractor understood, and every release took a month.",
    approach: [
      "We interviewed forty members across three age groups and mapped every task they came into a branch to do.",
      "The new information architecture puts balances, payments and card controls one tap from the home screen.",
      "A shared React Native codebase with a native biometric module lets Northwind's own team ship fortnightly.",
      "Every screen was tested with screen readers and large text before it reached the beta group.",
    ],
    result:
      "The new app launched to all members in a single weekend with no rise in support calls. Branch visits for routine transfers fell sharply, and the app is now the most common way members open a savings account.",
    results: [
      { value: "4.7★", label: "app store rating, up from 2.1" },
      { value: "-41%", label: "branch visits for transfers" },
      { value: "2 weeks", label: "release cycle, down from 6" },
    ],
    gallery: projectGallery("northwind-mobile-banking", [
      {
        alt: "Payment flow across three phone screens from payee selection to confirmation",
        caption: "Payments take three steps, with the amount confirmed in plain words before sending.",
      },
      {
        alt: "Card controls screen with toggles for freezing the card and limiting online spend",
        caption: "Members can freeze a card or cap online spending without calling the branch.",
      },
    ]),
  },
  {
    slug: "atelier-nord-storefront",
    title: "A faster storefront for Atelier Nord",
    client: "Atelier Nord",
    sector: "Fashion retail",
    year: 2025,
    services: ["e-commerce", "online-marketing", "graphic-design"],
    summary:
      "A headless storefront and campaign system for a Scandinavian fashion label, built to sell a new collection every six weeks without a rebuild.",
    cover: projectCover("atelier-nord-storefront", "Atelier Nord storefront with a large collection banner and a grid of product cards"),
    challenge:
      "Atelier Nord's collections sold out in stores but stalled online. Product pages took five seconds to load on mobile, the checkout asked for an account before payment, and every campaign launch needed a developer to rebuild the homepage.",
    approach: [
      "We moved the catalogue to a headless commerce platform with product pages rendered at the edge.",
      "A guest checkout with wallet payments cut the path from bag to confirmation to a single screen.",
      "Campaign templates let the merchandising team compose collection pages from approved blocks in an afternoon.",
      "Paid social and email were rebuilt around collection drops, with creative produced from the same art direction as the lookbook.",
    ],
    result:
      "The first collection on the new storefront sold through online in nineteen days. Mobile conversion rose within a month, and the team now launches campaigns without developer time.",
    results: [
      { value: "+38%", label: "mobile conversion" },
      { value: "1.2s", label: "product page load on 4G" },
      { value: "-27%", label: "abandoned checkouts" },
      { value: "5.1x", label: "return on paid social" },
    ],
    gallery: projectGallery("atelier-nord-storefront", [
      {
        alt: "Product detail page with a large garment image, size selector and add-to-bag button",
        caption: "Product pages lead with the garment and keep size and fit guidance beside the button.",
      },
      {
        alt: "One-screen checkout with wallet payment buttons and an order summary",
        caption: "Guest checkout with wallet payments fits on a single mobile screen.",
      },
      {
        alt: "Campaign creative for social ads in three formats sharing one art direction",
        caption: "Campaign assets come from one art direction, cropped for every placement.",
      },
    ]),
  },
  {
    slug: "saltmarsh-hotels",
    title: "Direct bookings for Saltmarsh Hotels",
    client: "Saltmarsh Hotels",
    sector: "Hospitality",
    year: 2024,
    services: ["graphic-design", "web-development", "online-marketing"],
    summary:
      "A new brand and booking site for a group of five coastal boutique hotels, designed to win guests back from the online travel agencies.",
    cover: projectCover("saltmarsh-hotels", "Saltmarsh Hotels website with a coastal hero illustration, a date picker and room cards"),
    challenge:
      "Saltmarsh paid up to 18% commission on most of its bookings because its own site was slower and harder to use than the travel agencies. Each of the five hotels had its own look, and none of them appeared in search for their own towns.",
    approach: [
      "We built one brand for the group, with a tide-line motif and a colour for each hotel, so the family reads clearly.",
      "The booking engine sits inside the site, with live rates and a member price that beats the agencies.",
      "Local landing pages, structured data and a review programme lifted each hotel in search for its own town.",
    ],
    result:
      "Direct bookings overtook agency bookings in the first summer season. The group now spends less on commission than it did on the whole project, and guests recognise the brand across all five properties.",
    results: [
      { value: "61%", label: "bookings made direct" },
      { value: "+74%", label: "organic search traffic" },
      { value: "€290k", label: "commission saved in year one" },
    ],
    gallery: projectGallery("saltmarsh-hotels", [
      {
        alt: "Room selection page with photos, nightly rates and a member price badge",
        caption: "The member price is shown beside the agency rate, so the saving is obvious.",
      },
      {
        alt: "Five hotel logo variations sharing one tide-line mark in different colours",
        caption: "One mark, five colours: each hotel keeps its character inside the family.",
      },
    ]),
  },
  {
    slug: "cedar-health-portal",
    title: "A patient portal people can use for Cedar Health",
    client: "Cedar Health",
    sector: "Healthcare",
    year: 2024,
    services: ["ux-ui", "content-writing", "web-development"],
    summary:
      "A patient portal and rewritten website for a network of twelve clinics, letting patients book, check results and message their care team online.",
    cover: projectCover(
      "cedar-health-portal",
      "Cedar Health patient portal with an appointment calendar, a test results card and a message thread",
    ),
    challenge:
      "Cedar's phone lines were busy from eight every morning, and half of the calls were to book or move an appointment. The website was written in clinical language, and the old portal hid test results behind four menus.",
    approach: [
      "We ran usability sessions with patients aged 19 to 84, including people using screen magnifiers and voice control.",
      "Booking now starts from the patient's reason for the visit, not from a list of departments.",
      "Every page was rewritten to a reading age of eleven and reviewed by clinicians for accuracy.",
      "The portal meets WCAG 2.2 AA and works on the oldest phones in the clinics' patient survey.",
    ],
    result:
      "Online bookings overtook phone bookings within three months, and morning call queues have shortened noticeably. Patients rate the new portal highly, including those who had never used the old one.",
    results: [
      { value: "68%", label: "appointments booked online" },
      { value: "-35%", label: "morning call volume" },
      { value: "4.6★", label: "patient satisfaction" },
    ],
    gallery: projectGallery("cedar-health-portal", [
      {
        alt: "Booking screen asking the reason for the visit with large, clearly labelled options",
        caption: "Booking starts with the reason for the visit, in the patient's own words.",
      },
      {
        alt: "Test results page with a plain-language summary and a normal-range indicator",
        caption: "Results come with a plain-language summary and a clear normal range.",
      },
      {
        alt: "Health guide article layout with short headings and a contents panel",
        caption: "Over two hundred health guides were rewritten for a reading age of eleven.",
      },
    ]),
  },
  {
    slug: "meridian-freight-tracking",
    title: "Live shipment tracking for Meridian Freight",
    client: "Meridian Freight",
    sector: "Logistics",
    year: 2023,
    services: ["app-development", "chart-design"],
    summary:
      "A driver app and a live operations dashboard for a mid-sized freight company, replacing paper delivery notes and end-of-day phone calls.",
    cover: projectCover(
      "meridian-freight-tracking",
      "Meridian operations dashboard with a route map, truck markers and on-time delivery charts",
    ),
    challenge:
      "Meridian's 300 drivers confirmed deliveries on paper, so dispatchers only learned about delays when a customer phoned. Proof of delivery took days to reach accounts, which held up invoicing across the business.",
    approach: [
      "We rode along on delivery routes to design an app drivers could use with gloves on and one hand free.",
      "The driver app captures signatures and photos offline and syncs as soon as a signal returns.",
      "A live operations dashboard shows every vehicle, its next stop and its risk of running late.",
    ],
    result:
      "Dispatchers now see delays before customers do, and proof of delivery reaches accounts the moment a parcel is signed for. Invoices go out the same day, and paper notes have been retired completely.",
    results: [
      { value: "96%", label: "on-time deliveries" },
      { value: "Same day", label: "invoicing, down from 6 days" },
      { value: "300", label: "drivers on the app" },
    ],
    gallery: projectGallery("meridian-freight-tracking", [
      {
        alt: "Driver app stop list with large buttons and a signature capture screen",
        caption: "Large targets and offline capture make the app usable in a cab or on a loading dock.",
      },
      {
        alt: "Weekly performance charts showing on-time rate by depot and route",
        caption: "Depot managers compare on-time rates by route every Monday morning.",
      },
    ]),
  },
  {
    slug: "lumen-analytics-dashboard",
    title: "Redesigning the analytics workspace for Lumen",
    client: "Lumen Analytics",
    sector: "SaaS",
    year: 2023,
    services: ["chart-design", "ux-ui"],
    summary:
      "A redesigned analytics workspace and charting library for a B2B SaaS company, making product metrics readable for people who are not analysts.",
    cover: projectCover(
      "lumen-analytics-dashboard",
      "Lumen analytics workspace with KPI tiles, a funnel chart, a retention heatmap and a line chart",
    ),
    challenge:
      "Lumen's customers loved the data but struggled with the interface. New users churned before building their first report, and the product had grown three chart libraries and four date pickers over six years.",
    approach: [
      "We analysed thousands of saved reports to find the twelve chart types customers actually used.",
      "A new charting library encodes those types with consistent colour, labelling and accessible patterns.",
      "Templates for common questions let new users reach a useful dashboard in their first session.",
      "The design system ships as coded components, so Lumen's engineers build new views without a designer.",
    ],
    result:
      "New users now build their first dashboard on day one, and early churn has dropped. Lumen retired two chart libraries and now releases new visualisations in days rather than quarters.",
    results: [
      { value: "-29%", label: "first-month churn" },
      { value: "12 min", label: "to first dashboard" },
      { value: "+52%", label: "weekly active editors" },
    ],
    gallery: projectGallery("lumen-analytics-dashboard", [
      {
        alt: "Chart library overview with bar, line, funnel and heatmap components in one style",
        caption: "Twelve chart types, one visual language, all keyboard and screen-reader friendly.",
      },
      {
        alt: "Template picker showing dashboard templates for common product questions",
        caption: "Templates answer common questions before a user writes a single query.",
      },
      {
        alt: "Retention cohort heatmap with an annotation panel explaining a drop",
        caption: "Annotations let teams explain a change right where it shows up in the data.",
      },
    ]),
  },
  {
    slug: "kestrel-museum-collection",
    title: "Opening the archive for the Kestrel Museum",
    client: "Kestrel Museum of Natural History",
    sector: "Culture and heritage",
    year: 2022,
    services: ["content-writing", "ux-ui", "web-development"],
    summary:
      "An online collection of 60,000 specimens and a new visitor website for a regional natural history museum, written for curious people, not curators.",
    cover: projectCover(
      "kestrel-museum-collection",
      "Kestrel Museum online collection with a specimen grid, a search bar and a featured fossil card",
    ),
    challenge:
      "Most of the Kestrel Museum's collection lived in storage and in a catalogue only researchers could search. Visitor numbers had fallen, and the website was a list of opening times and PDFs.",
    approach: [
      "We worked with curators to turn catalogue records into short, vivid stories for the most-searched specimens.",
      "The collection search understands common names, places and periods, not just Latin taxonomy.",
      "Visit planning, tickets and accessibility information moved to the front of the site.",
    ],
    result:
      "The online collection became the museum's most visited section, and schools now use it to plan trips. Visitor numbers recovered within a year, and several specimens have gone viral on social media.",
    results: [
      { value: "60k", label: "specimens online" },
      { value: "+45%", label: "annual visitors" },
      { value: "4 min", label: "average time in the collection" },
    ],
    gallery: projectGallery("kestrel-museum-collection", [
      {
        alt: "Specimen page with a large image, a short story and a map of where it was found",
        caption: "Each featured specimen gets a story, a find-site map and related objects.",
      },
      {
        alt: "Plan your visit page with opening hours, ticket options and an accessibility panel",
        caption: "Visit planning leads with tickets, opening hours and access information.",
      },
    ]),
  },
  {
    slug: "fieldnotes-learning-app",
    title: "Learning on the go for Fieldnotes Academy",
    client: "Fieldnotes Academy",
    sector: "Online education",
    year: 2022,
    services: ["app-development", "ux-ui", "content-writing"],
    summary:
      "A mobile learning app for a professional-skills platform, built around ten-minute lessons, offline downloads and streaks that keep learners coming back.",
    cover: projectCover(
      "fieldnotes-learning-app",
      "Fieldnotes learning app with a lesson card, a progress ring and a weekly streak calendar",
    ),
    challenge:
      "Fieldnotes learners signed up on desktop but rarely came back, and course completion sat below ten percent. Lessons were hour-long videos that did not fit a commute, and the mobile web player broke without a steady connection.",
    approach: [
      "We broke the top forty courses into ten-minute lessons with a short practice task at the end of each.",
      "Lessons download for offline use and resume exactly where the learner stopped, on any device.",
      "Gentle streaks and weekly goals replaced the old email reminders that most learners had muted.",
      "Course writers got a style guide and templates so new lessons follow the same rhythm.",
    ],
    result:
      "Most learning on Fieldnotes now happens in the app, and course completion has more than tripled. The app is the platform's main driver of paid upgrades.",
    results: [
      { value: "31%", label: "course completion, up from 9%" },
      { value: "120k", label: "monthly active learners" },
      { value: "4.8★", label: "app store rating" },
    ],
    gallery: projectGallery("fieldnotes-learning-app", [
      {
        alt: "Lesson player with a short video, a transcript toggle and a practice question",
        caption: "Every lesson ends with a short practice task to lock in the idea.",
      },
      {
        alt: "Downloads screen listing offline lessons with storage used per course",
        caption: "Offline downloads make lessons work on trains, planes and patchy connections.",
      },
    ]),
  },
  {
    slug: "common-plate-coop",
    title: "A fairer delivery app for the Common Plate co-op",
    client: "Common Plate",
    sector: "Food delivery",
    year: 2021,
    services: ["e-commerce", "app-development", "online-marketing"],
    summary:
      "An ordering app and web shop for a restaurant-owned delivery co-operative that charges members a flat fee instead of a thirty percent commission.",
    cover: projectCover("common-plate-coop", "Common Plate ordering app with restaurant cards, a basket summary and a delivery tracker"),
    challenge:
      "Forty independent restaurants formed Common Plate to escape platform commissions, but they were competing with apps backed by huge budgets. They needed an ordering experience just as smooth, on a co-op's budget, and a way to get customers to switch.",
    approach: [
      "We built one ordering codebase for iOS, Android and the web, with a basket that works across restaurants.",
      "Restaurants manage menus and stock from a simple tablet screen in the kitchen.",
      "The launch campaign told the co-op's story in each neighbourhood, with member restaurants as the faces of the brand.",
    ],
    result:
      "Common Plate passed its first-year order target in seven months and has since grown to ninety member restaurants. Members keep far more of each order than they did on the big platforms.",
    results: [
      { value: "90", label: "member restaurants" },
      { value: "210k", label: "orders in year one" },
      { value: "+22%", label: "margin per order for members" },
    ],
    gallery: projectGallery("common-plate-coop", [
      {
        alt: "Restaurant menu screen with dish cards and a shared basket bar",
        caption: "One basket, many kitchens: customers can order from neighbouring restaurants together.",
      },
      {
        alt: "Kitchen tablet screen with incoming orders and stock toggles",
        caption: "Kitchens manage orders and sold-out dishes from a single tablet screen.",
      },
      {
        alt: "Neighbourhood poster campaign featuring member restaurant owners",
        caption: "The launch campaign put member restaurant owners at the heart of the brand.",
      },
    ]),
  },
]);

assertReferences(
  FILE,
  "project",
  parsed,
  "service",
  (project) => project.services,
  (slug) => services().some((service) => service.slug === slug),
);

/** Newest first; projects from the same year keep the order they are written in. */
const newestFirst = (list: Project[]) => [...list].sort((a, b) => b.year - a.year);

/** What the repository holds, checked: the content store's first version (decision 43). */
export const repositoryProjects: Project[] = newestFirst(parsed);

assertUniqueSlugs(FILE, repositoryProjects);

/** The case studies the pages show, in each language: the repository's until the site starts, then the content store's (showProjects). */
export const projectShelf = new ContentShelf(
  "project",
  (project: Project) => project.slug,
  { "en-GB": repositoryProjects, de: germanProjects },
  newestFirst,
);

/** The case studies a listing in the page's language shows, newest first; a preview's draft among them. */
export function projects(): Project[] {
  return projectShelf.listed();
}

/** The content store's published case studies of a language replace the repository's once the site has started (decision 43). */
export function showProjects(published: Project[], locale?: Locale): void {
  projectShelf.show(published, locale);
}

/** A case study in the page's language, or in English while it has no translation. */
export function findProject(slug: string): Project | undefined {
  return projectShelf.find(slug);
}

export function projectsForService(slug: string): Project[] {
  return projects().filter((project) => project.services.includes(slug));
}
