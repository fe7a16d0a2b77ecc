import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import { settings } from "~/platform/settings.server";
import { baseLocale, getLocale, type Locale, locales, localizedPath } from "~/i18n/locale";

/** A JSON-LD object (schema.org), as the structured-data builders make them. */
export type StructuredData = Record<string, unknown> & { "@type": string };

type PageMetaInput = {
  title: string;
  description: string;
  /** The page's path, for its canonical URL; omit for pages that should not be indexed. */
  path?: string;
  /** A raster sharing image (social networks do not show SVG). */
  image?: { src: string; alt: string };
  /** "article" for blog posts; everything else is a website page. */
  type?: "website" | "article";
  structuredData?: StructuredData[];
  /**
   * The languages the page exists in, for the search engines' alternates: every one unless said.
   * A page in a language not among them shows English words (an untranslated document), so it
   * names the English page as the one to index.
   */
  languages?: readonly Locale[];
};

/** Open Graph's way of writing a language: a territory always, with an underscore. */
const ogLocales: Record<Locale, string> = { "en-GB": "en_GB", de: "de_DE" };

export const defaultImage = {
  src: "/images/og-default.png",
  alt: `${site.name}: build stunning websites and apps`,
};

/**
 * The tags every page needs: a unique title and description, its canonical address, the
 * Open Graph and Twitter cards for sharing, and its structured data for search engines.
 */
export function pageMeta({
  title,
  description,
  path,
  image = defaultImage,
  type = "website",
  structuredData = [],
  languages = locales,
}: PageMetaInput): MetaDescriptor[] {
  const locale = languages.includes(getLocale()) ? getLocale() : baseLocale;
  const fullTitle = fullPageTitle(title, path);
  const imageURL = absoluteURL(image.src);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: ogLocales[locale] },
    ...languages.filter((other) => other !== locale).map((other) => ({ property: "og:locale:alternate", content: ogLocales[other] })),
    { property: "og:type", content: type },
    { property: "og:image", content: imageURL },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageURL },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (path) {
    const canonical = absoluteURL(localizedPath(path, locale));
    tags.push({ tagName: "link", rel: "canonical", href: canonical }, { property: "og:url", content: canonical });
    // Each language the page is in, and English for everyone else (decisions 48 and 49).
    if (languages.length > 1)
      for (const [hrefLang, language] of [...languages.map((language) => [language, language]), ["x-default", "en-GB"]] as const)
        tags.push({ tagName: "link", rel: "alternate", hrefLang, href: absoluteURL(localizedPath(path, language as Locale)) });
  } else {
    tags.push({ name: "robots", content: "noindex" });
  }
  for (const data of structuredData) tags.push({ "script:ld+json": { "@context": "https://schema.org", ...data } });
  return tags;
}

/** A path on this site as a full URL, from SITE_URL (read at run time: one build serves any address). */
/** A page's title as a browser tab, a search result and a shared link show it. */
export function fullPageTitle(title: string, path: string | undefined): string {
  // The home page is titled by the site's name and its tagline, which the home page gives as its title.
  return path === "/" ? `${site.name}: ${title}` : `${title} | ${site.name}`;
}

export function absoluteURL(path: string): string {
  return new URL(path, settings().siteUrl).href;
}
