import { absoluteURL, defaultImage, fullPageTitle } from "./page-meta.server";

/**
 * How a document's page shows in a search engine's results and as a shared link's card
 * (issue 64, item 12): the title and description its page's tags give (page-meta.server.ts),
 * with their lengths against what search engines show before they cut, and the card's image.
 */
export type SearchPreview = {
  title: string;
  url: string;
  description: string;
  image: { src: string; alt: string };
  /** Characters, and whether a search engine is likely to cut it. */
  titleLength: { count: number; shown: number; long: boolean };
  descriptionLength: { count: number; shown: number; long: boolean; short: boolean };
};

/** About what a results page shows of a title and a description before it cuts them with "…". */
const SEARCH_TITLE_SHOWN = 60;
const SEARCH_DESCRIPTION_SHOWN = 155;
/** Shorter than this, a search engine tends to write its own description from the page. */
const SEARCH_DESCRIPTION_SHORT = 70;

const words = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/** The preview of a document of `kind` with `data` at `publicPath`; none for a document with no page or no description. */
export function searchPreview(
  kind: string,
  data: Record<string, unknown>,
  publicPath: string | null,
  /** The page's share card, when it has one of its own (its cover's); the site's otherwise. */
  image: { src: string; alt: string } = defaultImage,
): SearchPreview | null {
  // A page's own words name it as its route does: a service by its name, the rest by their titles.
  const title = words(kind === "service" || kind === "team" ? data.name : data.title);
  const description = words(data.summary) ?? words(data.description);
  if (!publicPath || !title || !description) return null;
  const full = fullPageTitle(title, kind === "home" ? "/" : publicPath);
  return {
    title: full,
    url: absoluteURL(publicPath),
    description,
    image: { src: image.src, alt: image.alt },
    titleLength: { count: full.length, shown: SEARCH_TITLE_SHOWN, long: full.length > SEARCH_TITLE_SHOWN },
    descriptionLength: {
      count: description.length,
      shown: SEARCH_DESCRIPTION_SHOWN,
      long: description.length > SEARCH_DESCRIPTION_SHOWN,
      short: description.length < SEARCH_DESCRIPTION_SHORT,
    },
  };
}
