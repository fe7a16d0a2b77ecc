import { blogPageFor } from "~/blog/post-listing.server";
import { courses } from "~/content/courses.server";
import { posts } from "~/content/posts.server";
import { projects } from "~/content/projects.server";
import { services } from "~/content/services.server";
import { portfolioURL } from "~/portfolio/portfolio-filter.server";
import type { SitemapEntry } from "~/seo/sitemap.server";

/** The public pages that stand on their own: no sign-in pages, no filtered copies of a page. */
const sectionPages = ["/", "/projects", "/services", "/courses", "/about-us", "/blog", "/faq", "/contact", "/privacy"];

/** Every public page and content item, for search engines: the content hands seo/ its entries. */
export function sitemapEntries(): SitemapEntry[] {
  const blogPageCount = blogPageFor(new URLSearchParams())?.pageCount ?? 1;
  return [
    ...sectionPages.map((path) => ({ path })),
    ...services().map((service) => ({ path: `/services/${service.slug}` })),
    // The portfolio filtered by a service is a page of its own, with its own canonical address.
    ...services().map((service) => ({ path: portfolioURL(service.slug) })),
    ...projects().map((project) => ({ path: `/projects/${project.slug}` })),
    ...courses().map((course) => ({ path: `/courses/${course.slug}` })),
    ...Array.from({ length: blogPageCount - 1 }, (_, index) => ({ path: `/blog?page=${index + 2}` })),
    ...posts().map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.date })),
  ];
}
