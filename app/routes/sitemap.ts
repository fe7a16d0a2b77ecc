import { sitemapXml } from "~/seo/sitemap.server";
import { sitemapEntries } from "./sitemap-entries.server";

// Built once per server start: the content shown is fixed from the start (decision 43).
let sitemap: string | undefined;

export function loader() {
  sitemap ??= sitemapXml(sitemapEntries());
  return new Response(sitemap, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
