import { site } from "~/config/site";
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
      item: absoluteURL(item.path),
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
};

export function course(facts: CourseFacts): StructuredData {
  return {
    "@type": "Course",
    name: facts.title,
    description: facts.summary,
    url: absoluteURL(`/courses/${facts.slug}`),
    educationalLevel: facts.level,
    inLanguage: "en-GB",
    provider: { "@type": "Organization", name: site.name, url: absoluteURL("/") },
    offers: {
      "@type": "Offer",
      category: facts.price === 0 ? "Free" : "Paid",
      price: facts.price,
      priceCurrency: "GBP",
      availability: "https://schema.org/InStock",
      url: absoluteURL(`/courses/${facts.slug}`),
    },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      // ISO 8601: hours a week, for the given number of weeks.
      courseSchedule: { "@type": "Schedule", repeatFrequency: "P1W", repeatCount: facts.weeks, duration: `PT${facts.hoursPerWeek}H` },
      instructor: { "@type": "Person", name: facts.instructor.name, jobTitle: facts.instructor.role },
    },
  };
}

type PostFacts = {
  slug: string;
  title: string;
  summary: string;
  date: string;
  cover: { src: string };
  author: { name: string; role: string };
  tags: string[];
};

export function blogPosting(facts: PostFacts): StructuredData {
  const url = absoluteURL(`/blog/${facts.slug}`);
  return {
    "@type": "BlogPosting",
    headline: facts.title,
    description: facts.summary,
    datePublished: facts.date,
    image: absoluteURL(facts.cover.src),
    url,
    mainEntityOfPage: url,
    keywords: facts.tags.join(", "),
    inLanguage: "en-GB",
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
