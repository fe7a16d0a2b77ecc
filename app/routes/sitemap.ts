import { shownContentGeneration } from "~/content-store/published-content.server";
import { sitemapXml } from "~/seo/sitemap.server";
import { sitemapEntries } from "./sitemap-entries.server";

// Built once for each set of published content (decision 43); the same for everyone, so kept by
// the page cache like a page (app/page-cache/shared-answer.server.ts), and forgotten when a
// document is published.
let sitemap: { text: string; generation: number } | undefined;

export function loader() {
  if (sitemap?.generation !== shownContentGeneration())
    sitemap = { text: sitemapXml(sitemapEntries()), generation: shownContentGeneration() };
  return new Response(sitemap.text, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
