import { absoluteURL } from "~/seo/page-meta.server";

/** Crawl everything public; the sign-in pages carry noindex themselves, so crawlers must see them. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /auth/",
    "Disallow: /admin",
    // A course's Book links lead to a booking step that asks to sign in: nothing to index.
    "Disallow: /courses/*/book/",
    "",
    `Sitemap: ${absoluteURL("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
