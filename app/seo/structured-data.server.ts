import { site } from "~/config/site";
import { getLocale, type Locale, localizedPath } from "~/i18n/locale";
import { absoluteURL, type StructuredData } from "./page-meta.server";

/*
 * schema.org objects for search engines, built from loader data. Meta functions also run in
 * the browser on client-side navigation, so this module stays plain: no validation library.
 */

/** The trail from the home page to this one; the last item is the page itself. */
export function breadcrumbs(trail: { name: string; path: string }[]): StructuredData {
  return {
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteURL(localizedPath(item.path)),
    })),
  };
}

type CourseFacts = {
  slug: string;
  title: string;
  summary: string;
  level: string;
  price: number;
  weeks: number;
  hoursPerWeek: number;
  instructor: { name: string; role: string };
  /** The language its words are in: English on a German page until the course is translated. */
  language?: Locale;
};

/** A cohort as the course's structured data describes it: a CourseInstance with its own offer. */
type CohortFacts = {
  /** The days it meets by their English names ("Tuesday"), and its hours on the clock of `timeZone`. */
  dayNames: string[];
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** Where an in-person cohort meets, as a street address. */
  place: string;
  /** The weeks it runs, and each session's length in minutes. */
  weeks: number;
  sessionMinutes: number;
  startsOn: string;
  endsOn: string;
  format: "online" | "in-person";
  price: number;
  seatsLeft: number;
};

const IN_STOCK = "https://schema.org/InStock";
const SOLD_OUT = "https://schema.org/SoldOut";

function offer(price: number, url: string, availability?: string): StructuredData {
  return {
    "@type": "Offer",
    category: price === 0 ? "Free" : "Paid",
    price,
    priceCurrency: site.currency,
    ...(availability ? { availability } : {}),
    url,
  };
}

/**
 * A course, and its upcoming cohorts as its instances: dates, mode, where, and an offer each,
 * in stock while it has a seat. Without cohorts, one instance says how it is taught.
 */
export function course(facts: CourseFacts, cohorts: readonly CohortFacts[] = []): StructuredData {
  const language = facts.language ?? getLocale();
  const url = absoluteURL(localizedPath(`/courses/${facts.slug}`, language));
  // ISO 8601: hours a week, for the given number of weeks.
  const courseSchedule = { "@type": "Schedule", repeatFrequency: "P1W", repeatCount: facts.weeks, duration: `PT${facts.hoursPerWeek}H` };
  const instructor = { "@type": "Person", name: facts.instructor.name, jobTitle: facts.instructor.role };
  const instances: StructuredData[] = cohorts.map((cohort) => ({
    "@type": "CourseInstance",
    courseMode: cohort.format === "online" ? "Online" : "Onsite",
    startDate: cohort.startsOn,
    endDate: cohort.endsOn,
    location:
      cohort.format === "online" ? { "@type": "VirtualLocation", url } : { "@type": "Place", name: site.name, address: cohort.place },
    // When it meets, as schema.org's Schedule says it: the days, the hours and the zone they are in.
    courseSchedule: {
      "@type": "Schedule",
      repeatFrequency: "P1W",
      repeatCount: cohort.weeks,
      duration: `PT${cohort.sessionMinutes}M`,
      byDay: cohort.dayNames.map((name) => `https://schema.org/${name}`),
      startTime: cohort.startsAt,
      endTime: cohort.endsAt,
      scheduleTimezone: cohort.timeZone,
      startDate: cohort.startsOn,
      endDate: cohort.endsOn,
    },
    instructor,
    offers: offer(cohort.price, url, cohort.seatsLeft > 0 ? IN_STOCK : SOLD_OUT),
  }));
  return {
    "@type": "Course",
    name: facts.title,
    description: facts.summary,
    url,
    educationalLevel: facts.level,
    inLanguage: language,
    provider: { "@type": "Organization", name: site.name, url: absoluteURL("/") },
    offers: offer(
      facts.price,
      url,
      cohorts.length === 0 ? undefined : cohorts.some((cohort) => cohort.seatsLeft > 0) ? IN_STOCK : SOLD_OUT,
    ),
    hasCourseInstance: instances.length > 0 ? instances : [{ "@type": "CourseInstance", courseMode: "Online", courseSchedule, instructor }],
  };
}

type PostFacts = {
  slug: string;
  title: string;
  summary: string;
  date: string;
  cover: { src: string };
  /** The picture to name, when not the cover itself: its share card, a raster search engines read. */
  image?: string;
  author: { name: string; role: string };
  tags: string[];
  /** The language its words are in: English on a German page until the post is translated. */
  language?: Locale;
};

export function blogPosting(facts: PostFacts): StructuredData {
  const language = facts.language ?? getLocale();
  const url = absoluteURL(localizedPath(`/blog/${facts.slug}`, language));
  return {
    "@type": "BlogPosting",
    headline: facts.title,
    description: facts.summary,
    datePublished: facts.date,
    image: absoluteURL(facts.image ?? facts.cover.src),
    url,
    mainEntityOfPage: url,
    keywords: facts.tags.join(", "),
    inLanguage: language,
    author: { "@type": "Person", name: facts.author.name, jobTitle: facts.author.role, url: absoluteURL("/about-us#team") },
    publisher: { "@type": "Organization", name: site.name, logo: { "@type": "ImageObject", url: absoluteURL("/favicon.svg") } },
  };
}

/** Question and answer pairs; answers are plain text. */
export function faqPage(questions: { question: string; answer: string }[]): StructuredData {
  return {
    "@type": "FAQPage",
    mainEntity: questions.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}
