import { baseLocale, type Locale, localizedPath } from "~/i18n/locale";
import { absoluteURL } from "./page-meta.server";
import { element, xmlDocument } from "./xml.server";

/** One page, at its English address, and the languages it exists in: one `<url>` each. */
export type SitemapEntry = { path: string; languages: readonly Locale[]; lastmod?: string };

const url = (path: string, locale: Locale) => absoluteURL(localizedPath(path, locale));

/**
 * The sitemap protocol's XML (sitemaps.org 0.9), each page in each of its languages with the
 * others beside it as alternates (and English for everyone else), as search engines read them,
 * written by the site's one XML writer (decision 53).
 */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, languages, lastmod }) => {
    const alternates =
      languages.length > 1
        ? [...languages.map((language) => [language, language] as const), ["x-default", baseLocale] as const].map(([hreflang, language]) =>
            element("xhtml:link", { rel: "alternate", hreflang, href: url(path, language) }),
          )
        : [];
    return languages.map((language) =>
      element("url", {}, element("loc", {}, url(path, language)), lastmod ? element("lastmod", {}, lastmod) : undefined, ...alternates),
    );
  });
  return xmlDocument(
    element("urlset", { xmlns: "http://www.sitemaps.org/schemas/sitemap/0.9", "xmlns:xhtml": "http://www.w3.org/1999/xhtml" }, ...urls),
  );
}
