import type { Locale } from "~/i18n/locale";
import { ContentShelf, type Shown } from "./content-shelf.server";
import { germanAbout } from "./about.de.server";
import { aboutSchema, type About } from "./about-schema";
import { assertReferences, parseContent } from "./parse-content";
import { findProject } from "./projects.server";

const FILE = "app/content/about.server.ts";

/** What the repository holds, checked: the content store's first version (decision 43). */
export const repositoryAbout: About = parseContent(FILE, aboutSchema, [
  {
    story: [
      "Brightline started in 2016 in a shared studio above a bike shop in Bristol. Maya Okafor had spent seven years designing brands in London, and Tom Lindqvist eight years building payment systems. Both had watched good ideas get lost between the agency that designed a product and the developers who built it, so they set up a studio where the same team does both.",
      "The first clients were Bristol charities and independent shops. Word spread through the city's start-up scene, and by 2019 the studio had shipped its first app and its first live dashboard, hired a lead mobile engineer and moved into a larger space near Temple Meads. Today around twenty designers, engineers, writers, marketers and researchers work from Bristol and remotely across the UK.",
      "The courses began with a question clients kept asking at handover: how do we keep building this ourselves? In 2018 Tom ran a React workshop for one client's developers, and Maya followed with a session on putting brand guidelines to work. Those sessions grew into a programme of online courses in design, development, data visualisation and writing, taught by the people who do the client work.",
    ],
    mission:
      "To design and build digital products that work for everyone who uses them, and to leave every client team able to run, improve and extend what we made together.",
    values: [
      {
        title: "Design and build together",
        text: "Designers and engineers work on a project from the first workshop, so ideas are tested against what can be built and nothing is lost in a handover between teams.",
      },
      {
        title: "Accessible by default",
        text: "Every project is tested with assistive technologies and meets WCAG 2.2 AA before launch. Accessibility is part of the work from day one, not a phase at the end.",
      },
      {
        title: "Measure what matters",
        text: "We agree the numbers that define success before we start, and we report on them honestly afterwards, including when something has not worked as planned.",
      },
      {
        title: "Leave teams stronger",
        text: "Documentation, training and pairing are part of every project. We aim for a client who can carry on without us, and who chooses to come back anyway.",
      },
      {
        title: "Say it plainly",
        text: "Fixed prices per phase, written proposals without jargon and direct advice. If we think a project is the wrong idea, we say so before you spend money on it.",
      },
    ],
    process: [
      {
        title: "Discovery",
        duration: "1 to 2 weeks",
        text: "Workshops, user and technical research, and a review of what you already have, ending in a written plan and a fixed price for the next phase.",
      },
      {
        title: "Design",
        duration: "3 to 6 weeks",
        text: "Concepts and clickable prototypes, shown with real content on real devices and tested with users until the key journeys are easy and the look is agreed.",
      },
      {
        title: "Build",
        duration: "6 to 16 weeks",
        text: "Fortnightly sprints, each ending with a working site or test app you can use, with accessibility and performance checked on every release.",
      },
      {
        title: "Launch",
        duration: "1 to 2 weeks",
        text: "Final audits, content migration, training for your team and a planned launch, with the whole project team on hand for the first days.",
      },
      {
        title: "Grow",
        duration: "Ongoing",
        text: "Support, analytics reviews and improvement sprints after launch, for as long as they are useful, on a monthly plan you can pause or cancel.",
      },
    ],
    figures: [
      { value: "2016", label: "Founded in Bristol" },
      { value: "140+", label: "Projects shipped" },
      { value: "20", label: "Designers, engineers and writers" },
      { value: "3,000+", label: "Course learners" },
    ],
    quotes: [
      {
        quote:
          "We used to explain our forecasts with a slide deck. Now we open the platform in the first five minutes of every sales call, and customers start planning load shifts before the meeting ends.",
        name: "Hannah Wexley",
        role: "Chief Executive",
        company: "Heliogrid",
        project: "heliogrid-carbon-platform",
      },
      {
        quote:
          "Our members had stopped trusting the old app. Brightline rebuilt it with our own developers working alongside them, and we now release every fortnight without calling a contractor.",
        name: "Graham Pryce",
        role: "Head of Digital",
        company: "Northwind Credit Union",
        project: "northwind-mobile-banking",
      },
      {
        quote:
          "Launching a collection used to cost us a week of developer time. Our merchandisers now build the campaign pages themselves, and the storefront is quick enough that customers notice.",
        name: "Freja Lund",
        role: "E-commerce Director",
        company: "Atelier Nord",
        project: "atelier-nord-storefront",
      },
      {
        quote:
          "They sat in our clinics with patients, including people who had never used a portal, and it shows. Our reception teams finally have time for the patients standing in front of them.",
        name: "Dr Amira Haddad",
        role: "Director of Patient Services",
        company: "Cedar Health",
        project: "cedar-health-portal",
      },
      {
        quote:
          "Brightline's designers understood our data better than some of our analysts. The new chart library cleared away years of inconsistency, and new customers now get value in their first session.",
        name: "Marcus Bell",
        role: "VP of Product",
        company: "Lumen Analytics",
        project: "lumen-analytics-dashboard",
      },
    ],
  },
])[0]!;

/** The about page's one document, in each language: the repository's until the site starts, then the content store's (showAbout). */
const aboutShelf = new ContentShelf("about", () => ABOUT, { "en-GB": [repositoryAbout], de: [germanAbout] });
const ABOUT = "about-us";

/** The about page's words in the page's language, or English while they have no translation; a preview's draft instead. */
export function shownAbout(): Shown<About> {
  const shown = aboutShelf.found(ABOUT);
  if (!shown) throw new Error("The about page has no words in English");
  return shown;
}

/** The languages the about page's words are published in: the page's alternates for search engines. */
export function aboutLanguages(): Locale[] {
  return aboutShelf.languagesOf(ABOUT);
}

export function about(): About {
  return shownAbout().entry;
}

assertReferences(
  FILE,
  "quote by",
  repositoryAbout.quotes.map((quote) => ({ slug: quote.name, project: quote.project })),
  "project",
  (quote) => (quote.project ? [quote.project] : []),
  (slug) => findProject(slug) !== undefined,
);

/** The content store's published about page's words of a language replace the repository's once the site has started (decision 43). */
export function showAbout(published: About | undefined, locale?: Locale): void {
  aboutShelf.show(published ? [published] : [], locale);
}
