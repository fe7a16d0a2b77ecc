import { site } from "~/config/site";
import { getLocale, type Locale } from "~/i18n/locale";
import { ContentShelf, type Shown } from "./content-shelf.server";
import { germanPageCopy } from "./page-copy.de.server";
import { type PageCopy, pageCopySchema, type StaticPage, staticPages } from "./page-copy-schema";
import { parseContent } from "./parse-content";

const FILE = "app/content/page-copy.server.ts";

// The words of the site's pages that are no entry of a collection (a service, a course, a
// post): what each says of itself to search engines and when shared, and the intro at its top.

export { pageCopySchema, staticPages, type PageCopy } from "./page-copy-schema";

/** The repository's words for the pages; the content store's replace them (showPageCopy). */
export const pageCopyEntries: PageCopy[] = parseContent(FILE, pageCopySchema, [
  {
    page: "services",
    title: "Services",
    description:
      "What Brightline Digital does: product strategy, UX and UI design, web and mobile development, e-commerce, dashboards, branding and growth.",
    intro: {
      label: "Services",
      heading: "What we can do for you",
      lead: "Strategy, design, engineering and growth under one roof, so nothing gets lost between agencies. Each service page says what is included, how the work runs and what it has delivered for clients.",
    },
  },
  {
    page: "about-us",
    title: "About us",
    description:
      "Brightline Digital is a Bristol studio of designers, engineers and writers who build websites, apps and dashboards, and teach others to do the same.",
  },
  {
    page: "faq",
    title: "FAQ",
    description: "Answers to the questions clients and students ask Brightline Digital most: services, pricing, courses and accounts.",
    intro: {
      label: "FAQ",
      heading: "Questions we're often asked",
      lead: `Straight answers about how we work, what it costs, our courses and your account. Can't find yours? Write to ${site.contactEmail} and a person on the team replies within one working day.`,
    },
  },
  {
    page: "privacy",
    title: "Privacy notice",
    description:
      "What Brightline Digital collects through its contact form, accounts, course bookings and speed reports, why, how long it is kept and how to have it erased.",
    intro: {
      label: "Privacy",
      heading: "Privacy notice",
      lead: "What we collect when you use this site, why, how long we keep it and how to have it erased, in plain words.",
    },
  },
]);

for (const page of staticPages) {
  if (pageCopyEntries.filter((entry) => entry.page === page).length !== 1) throw new Error(`${FILE}: "${page}" needs its words, once`);
}

/** The pages' words in each language: the repository's until the site starts, then the content store's (showPageCopy). */
const pageCopyShelf = new ContentShelf("page", (entry: PageCopy) => entry.page, { "en-GB": pageCopyEntries, de: germanPageCopy });

/** A page's words in the page's language, or English while they have no translation; a preview's draft instead. */
export function shownPageCopy(page: StaticPage): Shown<PageCopy> {
  const shown = pageCopyShelf.found(page);
  if (!shown) throw new Error(`${FILE}: "${page}" has no words in English`);
  return shown;
}

function wordsOf(page: StaticPage): PageCopy {
  return shownPageCopy(page).entry;
}

/** The content store's published pages' words of a language replace the repository's once the site has started (decision 43). English needs every page's words. */
export function showPageCopy(published: PageCopy[], locale: Locale = "en-GB"): void {
  const missing = staticPages.filter((page) => !published.some((entry) => entry.page === page));
  if (locale === "en-GB" && missing.length > 0) throw new Error(`The published page copy has no words for ${missing.join(", ")}`);
  pageCopyShelf.show(published, locale);
}

/** A page's title and description, for its tags (seo/page-meta.server.ts). */
export function pageCopy(page: StaticPage): Pick<PageCopy, "title" | "description"> {
  const { title, description } = wordsOf(page);
  return { title, description };
}

/** A page's intro: its label, heading and lead, and their language where it is not the page's (untranslated words). */
export function pageIntro(page: Exclude<StaticPage, "about-us">): NonNullable<PageCopy["intro"]> & { lang?: Locale } {
  const { entry, language } = shownPageCopy(page);
  if (!entry.intro) throw new Error(`${FILE}: "${page}" needs an intro`);
  return language === getLocale() ? entry.intro : { ...entry.intro, lang: language };
}
