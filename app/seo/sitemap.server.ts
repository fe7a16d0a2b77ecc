import { baseLocale, type Locale, localizedPath } from "~/i18n/locale";
import { absoluteURL } from "./page-meta.server";
import { xmlText } from "./xml.server";

/** One page, at its English address, and the languages it exists in: one `<url>` each. */
export type SitemapEntry = { path: string; languages: readonly Locale[]; lastmod?: string };

const url = (path: string, locale: Locale) => xmlText(absoluteURL(localizedPath(path, locale)));

/**
 * The sitemap protocol's XML (sitemaps.org 0.9), each page in each of its languages with the
 * others beside it as alternates (and English for everyone else), as search engines read them.
 */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, languages, lastmod }) => {
    const alternates =
      languages.length > 1
        ? [...languages.map((language) => [language, language] as const), ["x-default", baseLocale] as const]
            .map(([hreflang, language]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(path, language)}"/>`)
            .join("")
        : "";
    return languages.map(
      (language) => `  <url><loc>${url(path, language)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
