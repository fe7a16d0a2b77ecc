import routes from "~/routes";
import { courses } from "~/content/courses.server";
import { postShelf, posts, showPosts } from "~/content/posts.server";
import { projects } from "~/content/projects.server";
import { services } from "~/content/services.server";
import { sitemapXml } from "~/seo/sitemap.server";
import { sitemapEntries } from "./sitemap-entries.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

/** Routes that are not pages for search engines: sign-in, booking steps, the session and field-data APIs, the staff inbox, files, test-only. */
const notInSitemap = new Set([
  "courses/:slug/book/:cohortId",
  "courses/:slug/book/:cohortId/team",
  "courses/:slug/dates",
  "account/photo",
  "photos/:file",
  "content-images/:file",
  "share-images/:focus/*",
  "account/bookings/:reference",
  "account/bookings/:reference/cancel",
  "account/bookings/:reference/withdraw",
  "account/team-orders/:reference",
  "account/claim/:token",
  // The German names of the legal pages: each leads to its page's one address (issue 65).
  "de/impressum",
  "de/agb",
  "de/widerruf",
  "account/bookings/:reference/calendar.ics",
  "account/bookings/:reference/invoices/:number",
  "account/team-orders/:reference/invoices/:number",
  "account/invitation/:token",
  // Search's results are answers to a query, not pages to index (noindex; issue 68).
  "search",
  // The newsletter's answers and one subscriber's links (issue 68): noindex.
  "newsletter/subscribe",
  "newsletter/confirm",
  "newsletter/subscription",
  // A sent newsletter's page: the archive at /newsletter links each; they are not the site's content documents.
  "newsletter/:slug",
  "login",
  "register",
  "forgot-password",
  "account",
  "account/deleted",
  "account/action",
  "auth/session",
  "auth/sessions",
  "auth/sign-in-methods",
  "auth/code-attempts",
  "auth/password-check",
  "auth/account",
  "auth/logout",
  "auth/passkeys/options",
  "auth/passkeys",
  "auth/passkey-sign-in/options",
  "auth/passkey-sign-in",
  "admin",
  "admin/content/:id/preview",
  "api/vitals",
  "webhooks/stripe",
  "error-drill",
  "*",
  "blog/rss.xml",
  "sitemap.xml",
  "robots.txt",
]);

function patternOf(path: string): RegExp {
  const source = path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[a-z0-9-]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^/${source}(\\?.*)?$`);
}

describe("sitemap", () => {
  const paths = sitemapEntries().map((entry) => entry.path);

  it("has every public route of the route table, and no other", () => {
    // The English routes: a German page joins the sitemap once its content has a German version (decision 48).
    for (const route of routes.filter((route) => !route.id?.startsWith("de/"))) {
      const path = route.path ?? "";
      const inSitemap = paths.some((candidate) => patternOf(path).test(candidate));
      expect(inSitemap, `route "${path || "/"}" ${notInSitemap.has(path) ? "must not be" : "must be"} in the sitemap`).toBe(
        !notInSitemap.has(path),
      );
    }
  });

  it("lists every service, case study, course and post, and each page once", () => {
    for (const { slug } of services()) expect(paths).toContain(`/services/${slug}`);
    for (const { slug } of projects()) expect(paths).toContain(`/projects/${slug}`);
    for (const { slug } of courses()) expect(paths).toContain(`/courses/${slug}`);
    for (const { slug } of posts()) expect(paths).toContain(`/blog/${slug}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("lists a document's page in each language it is published in, and only those", () => {
    const entries = new Map(sitemapEntries().map((entry) => [entry.path, entry.languages]));
    expect(entries.get("/")).toEqual(["en-GB", "de"]);
    expect(entries.get("/services/web-development")).toEqual(["en-GB", "de"]);
    // Every shipped post is in German too (issue 65): one left untranslated is English's alone.
    const german = postShelf.listed("de");
    try {
      showPosts(
        german.filter((post) => post.slug !== german[0]!.slug),
        "de",
      );
      expect(new Map(sitemapEntries().map((entry) => [entry.path, entry.languages])).get(`/blog/${german[0]!.slug}`)).toEqual(["en-GB"]);
    } finally {
      showPosts(german, "de");
    }
    for (const { slug } of postShelf.listed("de")) expect(entries.get(`/blog/${slug}`)).toContain("de");
  });

  it("writes the sitemap protocol's XML with absolute, escaped addresses and each page's languages as alternates", () => {
    const xml = sitemapXml([
      { path: "/", languages: ["en-GB", "de"] },
      { path: "/blog?page=2&x=1", languages: ["en-GB"], lastmod: "2026-10-28" },
    ]);
    const alternates = [
      '    <xhtml:link rel="alternate" hreflang="en-GB" href="http://localhost:3000/"/>',
      '    <xhtml:link rel="alternate" hreflang="de" href="http://localhost:3000/de"/>',
      '    <xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/"/>',
    ];
    expect(xml.split("\n")).toEqual([
      '<?xml version="1.0" encoding="utf-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      "  <url>",
      "    <loc>http://localhost:3000/</loc>",
      ...alternates,
      "  </url>",
      "  <url>",
      "    <loc>http://localhost:3000/de</loc>",
      ...alternates,
      "  </url>",
      "  <url>",
      "    <loc>http://localhost:3000/blog?page=2&amp;x=1</loc>",
      "    <lastmod>2026-10-28</lastmod>",
      "  </url>",
      "</urlset>",
      "",
    ]);
  });
});
