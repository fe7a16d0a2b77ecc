import { sitemapXml } from "~/seo/sitemap.server";
import { sitemapEntries } from "./sitemap-entries.server";

// Built once per server start: every page in it comes from content in the build.
let sitemap: string | undefined;

export function loader() {
  sitemap ??= sitemapXml(sitemapEntries());
  return new Response(sitemap, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
