import { serviceImage } from "./repository-images";
import type { Locale } from "~/i18n/locale";
import { ContentShelf } from "./content-shelf.server";
import { germanServices } from "./services.de.server";
import { assertUniqueSlugs, parseContent } from "./parse-content";
import { serviceSchema, type Service } from "./schema";

const FILE = "app/content/services.server.ts";

/** What the repository holds, checked: the content store's first version (decision 43). */
export const repositoryServices: Service[] = parseContent(FILE, serviceSchema, [
  {
    slug: "graphic-design",
    name: "Graphic Design",
    summary:
      "Identity systems, campaign art and brand guidelines that hold together from a favicon to a billboard, so every touchpoint looks unmistakably like you.",
    image: serviceImage("graphic-design", "A design canvas with a bold logo mark, a colour palette and a bezier pen path"),
    intro:
      "Graphic design at Brightline is about systems rather than one-off artwork. We design identities, campaign art and brand guidelines for organisations that have outgrown a logo and a colour, from start-ups preparing to raise money to charities and hotel groups pulling several brands into one family. The designers who draw the mark also build the templates and guidelines your team uses afterwards, so the identity holds up under real deadlines.",
    included: [
      "Brand discovery workshop and a written positioning summary",
      "Logo mark, wordmark and responsive variations down to favicon size",
      "Colour palette checked for WCAG contrast, with print and screen values",
      "Typography system with licensed typefaces and web font files",
      "Brand guidelines as a searchable web page and a print-ready PDF",
      "Editable templates for slides, social posts and documents",
      "Launch artwork for two or three key channels",
    ],
    process: [
      {
        title: "Discovery",
        text: "A half-day workshop with your leadership and front-line staff, followed by a review of your competitors, your audience and every place the brand currently appears.",
      },
      {
        title: "Creative routes",
        text: "We present two or three distinct routes, each shown on real applications such as a homepage, a van, a slide and a social post, so you judge them in context.",
      },
      {
        title: "Refinement",
        text: "The chosen route becomes a full system of mark, colour, type, imagery and layout rules, tested at the smallest and largest sizes you will need.",
      },
      {
        title: "Guidelines and handover",
        text: "We write the guidelines, build the templates and train your team, then hand over every master file in formats you own outright.",
      },
    ],
    engagement: "Most identity projects take six to eight weeks, from a discovery workshop to the finished guidelines and templates.",
  },
  {
    slug: "web-development",
    name: "Web Development",
    summary: "Fast, accessible websites built on modern frameworks, with a content system your team can run without filing a ticket.",
    image: serviceImage("web-development", "A browser window with page layout blocks beside a code editor panel"),
    intro:
      "We build marketing sites, content platforms and web applications for teams who need pages that load quickly, meet accessibility law and can be edited by the people who write the content. Most builds use React with a headless content system, server rendering and a performance budget agreed before the first line of code. The difference is the handover: documented code, automated tests and a content model your editors were trained on, not a black box that needs us for every change.",
    included: [
      "Technical discovery covering hosting, integrations and the content model",
      "Component library built from the approved designs",
      "Headless CMS with roles, page previews and an editorial workflow",
      "Server-rendered pages inside an agreed performance budget",
      "WCAG 2.2 AA accessibility audit, with fixes made before launch",
      "Automated tests and a continuous deployment pipeline",
      "Analytics, redirects and search engine set-up for launch day",
      "Editor training and written technical documentation",
    ],
    process: [
      {
        title: "Technical discovery",
        text: "We map your content, integrations and hosting, agree performance and accessibility budgets, and write a short architecture note your own engineers can challenge.",
      },
      {
        title: "Content modelling",
        text: "Before any templates are built, we model each type of content with your editors, so the CMS matches how they actually work rather than how a developer imagines they do.",
      },
      {
        title: "Build in sprints",
        text: "Fortnightly sprints each end with a working staging site you can click through. Every sprint is demonstrated, and your feedback goes straight into the next one.",
      },
      {
        title: "Test and launch",
        text: "Accessibility, performance and browser testing run throughout, followed by a final audit, content migration and a planned launch with redirects in place.",
      },
      {
        title: "Aftercare",
        text: "For thirty days after launch we watch errors and performance daily and fix anything that surfaces, then move to a support plan if you want one.",
      },
    ],
    engagement: "A typical website build runs ten to sixteen weeks in fortnightly sprints, after a one-week paid discovery.",
  },
  {
    slug: "online-marketing",
    name: "Online Marketing",
    summary:
      "Search, paid social and email programmes planned around measurable revenue, with weekly reporting on what each channel actually returns.",
    image: serviceImage("online-marketing", "A rising growth chart with a megaphone, a search bar and an email card"),
    intro:
      "Our marketing team plans and runs search, paid social and email programmes for businesses that want to know what each pound returns. We work best with companies spending between £3,000 and £50,000 a month on media, usually alongside a small in-house team that needs senior planning and hands-on delivery. Instead of reporting clicks and impressions, we tie every channel to revenue or qualified leads in your own analytics, and we tell you plainly when a channel is not worth the money.",
    included: [
      "Audit of current channels, tracking and attribution",
      "Measurement plan, with conversion tracking set up and verified",
      "Search engine optimisation: technical fixes, a content plan and local search",
      "Paid search and paid social campaigns, with creative in every format needed",
      "Email journeys for welcome, abandoned basket and win-back",
      "Weekly reporting dashboard tied to revenue or qualified leads",
      "Monthly planning session with budget recommendations",
    ],
    process: [
      {
        title: "Audit",
        text: "We review your analytics, ad accounts, search performance and email lists, and show you where money is being lost before we suggest spending any more.",
      },
      {
        title: "Measurement",
        text: "Tracking is fixed first. We set up conversion events, server-side tagging where it helps, and a dashboard showing the cost of each sale or lead by channel.",
      },
      {
        title: "Test and launch",
        text: "Campaigns go live as small, controlled tests with clear success measures, so budget moves to what works within weeks rather than quarters.",
      },
      {
        title: "Optimise and report",
        text: "Each week you receive a short written report. Each month we meet to move budget, retire tired creative and plan the next round of tests.",
      },
    ],
    engagement: "Marketing retainers begin with a six-week audit and set-up phase, then run month to month on thirty days' notice.",
  },
  {
    slug: "content-writing",
    name: "Content Writing",
    summary:
      "Clear, search-aware copy for pages, product flows and long-form guides, written in a voice your customers trust and your legal team approves.",
    image: serviceImage("content-writing", "A document with headings and paragraph lines next to a pen and a speech bubble"),
    intro:
      "Our writers produce website copy, interface text, help content and long-form guides for organisations whose customers need to understand something before they act: patients, members, learners and buyers. We write at a reading age that suits your audience, structure pages around the questions people search for, and work with your subject experts and legal team so nothing goes live without their approval. Every project leaves a voice and style guide behind, so future writing stays consistent.",
    included: [
      "Content audit of existing pages, with keep, merge and retire recommendations",
      "Voice and tone guide with worked examples from your sector",
      "Page copy for new or redesigned sites, written to agreed templates",
      "Interface text for forms, error messages, empty states and notifications",
      "Search research mapping each page to the questions customers ask",
      "Review rounds with subject experts, and legal sign-off built into the plan",
    ],
    process: [
      {
        title: "Audit and research",
        text: "We list every page you have, read your analytics and support tickets, and research what your customers search for, in their own words.",
      },
      {
        title: "Voice and structure",
        text: "We agree a voice and tone guide and page structures with you, and test sample pages with real readers before writing at scale.",
      },
      {
        title: "Writing and review",
        text: "Pages are written in weekly batches and reviewed by your subject experts and, where needed, your legal or compliance team, with every change tracked in one place.",
      },
      {
        title: "Publishing and handover",
        text: "We load the final copy into your CMS or hand over structured files, then train your team to apply the style guide to everything they write next.",
      },
    ],
    engagement: "A site rewrite usually takes four to ten weeks depending on page count, delivered in weekly batches for review.",
  },
  {
    slug: "ux-ui",
    name: "UX/UI",
    summary:
      "Research, journey mapping and interface design that turn complicated tasks into obvious ones, delivered as a tested design system.",
    image: serviceImage("ux-ui", "Wireframe screens joined by a user-flow arrow, with a cursor selecting a button"),
    intro:
      "UX/UI covers the research, information architecture and interface design behind products people use every day: patient portals, banking apps, dashboards and booking flows. It suits product teams who know users are struggling but not exactly where. Our designers run the research themselves, including sessions with disabled people and users on older devices, and deliver a tested design system with coded components, so engineers build what was tested rather than an approximation of it.",
    included: [
      "User interviews and usability testing with recruited participants",
      "Journey maps and an information architecture for the whole product",
      "Clickable prototypes tested with real users before the build starts",
      "Interface designs for mobile, tablet and desktop",
      "Design system in Figma with tokens, components and usage notes",
      "Accessibility review against WCAG 2.2 AA, including assistive technologies",
      "Research report with prioritised recommendations",
    ],
    process: [
      {
        title: "Research",
        text: "We interview users, watch them attempt real tasks and read your support logs, so the problems we solve are the ones people actually have.",
      },
      {
        title: "Structure",
        text: "We map journeys and rework navigation and content, checking the new structure with tree tests and card sorts before any screens are drawn.",
      },
      {
        title: "Prototype and test",
        text: "Clickable prototypes go in front of five to eight users each round. We fix what they struggle with and test again until the key tasks feel easy.",
      },
      {
        title: "Design system",
        text: "Approved screens become a documented design system of tokens and components, and we pair with your engineers so the build matches the design.",
      },
    ],
    engagement: "A typical UX/UI engagement runs eight to twelve weeks, with a round of user testing at least every fortnight.",
  },
  {
    slug: "chart-design",
    name: "Chart Design",
    summary:
      "Data visualisation and dashboards that make the numbers readable at a glance, from executive reporting to live operational views.",
    image: serviceImage("chart-design", "A dashboard panel with a bar chart, a donut chart and a trend line"),
    intro:
      "Chart Design is our data visualisation and dashboard practice, led by people who have worked as analysts as well as designers. We help software companies, public bodies and operations teams turn numbers into views decision-makers can read at a glance, from board reports and annual report graphics to live operational dashboards. We start from the decisions the data supports rather than the data itself, and deliver a charting system with consistent colour, labelling and accessible patterns.",
    included: [
      "Stakeholder interviews listing the decisions each view must support",
      "Data audit with your analysts covering sources, refresh rates and gaps",
      "Dashboard layouts and prototypes built with your real data",
      "Charting style guide covering colour scales, labelling and annotation",
      "Accessible chart components with keyboard, screen reader and pattern support",
      "Finished dashboards in D3, a React charting library or your BI tool",
    ],
    process: [
      {
        title: "Decisions first",
        text: "We interview the people who will use the dashboard, list the decisions it must support, and agree which measures matter and which can go.",
      },
      {
        title: "Data audit",
        text: "With your analysts we check the source, refresh rate and quality of every measure, so the design never promises data that does not exist.",
      },
      {
        title: "Prototype with real data",
        text: "We sketch with your actual numbers, including awkward outliers and empty weeks, and test each view with the people who will read it.",
      },
      {
        title: "Build and document",
        text: "Approved views are built as reusable chart components or in your BI tool, with a style guide so new charts follow the same rules.",
      },
    ],
    engagement: "Dashboard projects typically take six to ten weeks; one-off report graphics can be turned round in two to three weeks.",
  },
  {
    slug: "app-development",
    name: "App Development",
    summary:
      "Native-quality iOS and Android apps built from one codebase, with offline support, secure sign-in and release pipelines that ship every week.",
    image: serviceImage("app-development", "Two phones showing app screens with cards, a tab bar and a notification badge"),
    intro:
      "We design and build iOS and Android apps for organisations whose customers need to do something important on their phone: bank, learn, track a delivery or order dinner. Most of our apps share one React Native codebase, with native modules where the platform matters, such as biometric sign-in, offline storage and push notifications. Release pipelines are set up in the first week, so you see a new build on your phone every few days, and your own team can keep releasing after handover.",
    included: [
      "Product discovery and a prioritised feature map for the first release",
      "Interface design for iOS and Android, following each platform's conventions",
      "React Native app with native modules for biometrics, offline data and push",
      "Secure sign-in and an API layer reviewed against OWASP mobile guidance",
      "Automated tests and a release pipeline to TestFlight and Google Play",
      "Closed beta programme with crash reporting and analytics",
      "App store listings, submission and launch support",
    ],
    process: [
      {
        title: "Discovery",
        text: "We map the jobs your customers need the app for, review your existing systems and APIs, and agree what the first release must include.",
      },
      {
        title: "Design and prototype",
        text: "We design the key flows for both platforms and test a clickable prototype with real users before committing to the build.",
      },
      {
        title: "Build",
        text: "Development runs in fortnightly sprints, with a fresh test build on your phone every few days through TestFlight and Google Play internal testing.",
      },
      {
        title: "Beta and launch",
        text: "A closed beta with real customers catches problems before the stores do. We prepare the listings, handle submission and watch crash reports closely.",
      },
      {
        title: "Handover",
        text: "Your developers pair with ours in the final sprints and take over the release pipeline, with documentation for every native module.",
      },
    ],
    engagement: "A first app release usually takes four to six months, from discovery through a closed beta to both app stores.",
  },
  {
    slug: "e-commerce",
    name: "E-commerce",
    summary:
      "Storefronts, checkout and subscription flows tuned for conversion, connected to the inventory, payment and fulfilment tools you already use.",
    image: serviceImage("e-commerce", "An online storefront with product cards, a shopping bag and a checkout button"),
    intro:
      "Our e-commerce team builds storefronts, checkouts and subscription flows for brands selling direct, from fashion labels to food co-operatives. We use Shopify for most businesses and headless commerce platforms when a large catalogue, a busy campaign calendar or international selling needs more flexibility. Design, engineering and marketing sit in one team, so product pages, checkout and the campaigns that bring traffic to them are planned together and measured against the same sales figures.",
    included: [
      "Platform recommendation comparing Shopify, headless options and running costs",
      "Storefront design with product, collection and campaign templates",
      "Guest checkout with wallet payments and postcode address lookup",
      "Integrations with inventory, payment, fulfilment and accounting tools",
      "Subscriptions or bundles, where your range suits them",
      "Product and customer data migration, with redirects from the old shop",
      "Conversion tracking and a launch campaign plan",
    ],
    process: [
      {
        title: "Commerce discovery",
        text: "We study your range, margins, fulfilment and current conversion data, then recommend a platform and integrations with costs you can plan around.",
      },
      {
        title: "Design",
        text: "Product, collection and checkout templates are designed and tested with your customers, along with campaign blocks your merchandising team can reuse.",
      },
      {
        title: "Build and integrate",
        text: "We build the storefront, connect inventory, payments and fulfilment, and migrate products, customers and order history with redirects in place.",
      },
      {
        title: "Launch and optimise",
        text: "After a soft launch and full order testing, we watch conversion daily and run checkout and product page experiments for eight weeks.",
      },
    ],
    engagement: "Most storefront projects take ten to fourteen weeks, followed by eight weeks of conversion testing after launch.",
  },
]);

assertUniqueSlugs(FILE, repositoryServices);

/** The services the pages show, in each language: the repository's until the site starts, then the content store's (showServices). */
export const serviceShelf = new ContentShelf("service", (service: Service) => service.slug, {
  "en-GB": repositoryServices,
  de: germanServices,
});

/** The services a listing in the page's language shows; a preview's draft among them. */
export function services(): Service[] {
  return serviceShelf.listed();
}

/** The content store's published services of a language replace the repository's once the site has started (decision 43). */
export function showServices(published: Service[], locale?: Locale): void {
  serviceShelf.show(published, locale);
}

/** A service in the page's language, or in English while it has no translation. */
export function findService(slug: string): Service | undefined {
  return serviceShelf.find(slug);
}
