import { z } from "zod";
import { site } from "~/config/site";
import { previewedOne } from "./content-preview.server";
import { parseContent } from "./parse-content";

const FILE = "app/content/page-copy.server.ts";

// The words of the site's pages that are no entry of a collection (a service, a course, a
// post): what each says of itself to search engines and when shared, and the intro at its top.

export const staticPages = ["services", "about-us", "faq", "privacy"] as const;
type StaticPage = (typeof staticPages)[number];

export const pageCopySchema = z.object({
  page: z.enum(staticPages),
  /** The page's title, before the site's name. */
  title: z.string().min(2).max(60),
  /** What a search result or a shared link says of the page. */
  description: z.string().min(50).max(200),
  /** The label, heading and lead at the page's top, where its intro is plain words (PageIntro). */
  intro: z.object({ label: z.string().min(2).max(30), heading: z.string().min(5).max(80), lead: z.string().min(20).max(400) }).optional(),
});
export type PageCopy = z.infer<typeof pageCopySchema>;

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

let byPage = new Map(pageCopyEntries.map((entry) => [entry.page, entry]));

/** A page's words: the content store's published ones, or a preview's draft of them. */
function wordsOf(page: StaticPage): PageCopy {
  const shown = byPage.get(page)!;
  return previewedOne("page", shown, (draft) => draft.page === page);
}

/** The content store's published pages' words replace the repository's once the site has started (decision 43). Each page needs its words. */
export function showPageCopy(published: PageCopy[]): void {
  const next = new Map(published.map((entry) => [entry.page, entry]));
  const missing = staticPages.filter((page) => !next.has(page));
  if (missing.length > 0) throw new Error(`The published page copy has no words for ${missing.join(", ")}`);
  byPage = next;
}

/** A page's title and description, for its tags (seo/page-meta.server.ts). */
export function pageCopy(page: StaticPage): Pick<PageCopy, "title" | "description"> {
  const { title, description } = wordsOf(page);
  return { title, description };
}

/** A page's intro: its label, heading and lead. */
export function pageIntro(page: Exclude<StaticPage, "about-us">): NonNullable<PageCopy["intro"]> {
  const intro = wordsOf(page).intro;
  if (!intro) throw new Error(`${FILE}: "${page}" needs an intro`);
  return intro;
}
