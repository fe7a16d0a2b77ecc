import { ChevronLeft, ChevronRight, Rss } from "lucide-react";
import { Link } from "react-router";
import { PostCard } from "~/blog/post-card";
import { blogPageFor } from "~/blog/post-listing.server";
import { Container } from "~/components/ui/container";
import { FilterNav } from "~/components/ui/filter-nav";
import { Notice } from "~/components/ui/notice";
import { SectionLabel } from "~/components/ui/section";
import { tagLabel } from "~/content/post-tags";
import { filterURL } from "~/filters/query-choice";
import { errorMeta } from "~/seo/error-meta";
import { pageMeta } from "~/seo/page-meta";
import { breadcrumbs } from "~/seo/structured-data";
import type { Route } from "./+types/blog";

export function loader({ request }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  const page = blogPageFor(searchParams);
  if (!page) throw new Response("No such page of the blog", { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ data, error }) => {
  if (error || !data) return errorMeta(error);
  const label = data.tag.value ? tagLabel(data.tag.value) : null;
  const pageSuffix = data.page > 1 ? `, page ${data.page}` : "";
  // Later pages are pages of their own; tag views share the blog's address.
  return pageMeta({
    title: `${label ? `${label} articles` : "Blog"}${pageSuffix}`,
    description:
      "Notes from the Brightline Digital studio on design, engineering, accessibility, performance and growing digital products.",
    path: data.page > 1 && !data.tag.value ? `/blog?page=${data.page}` : "/blog",
    structuredData: [breadcrumbs([{ name: "Blog", path: "/blog" }])],
  });
};

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Brightline Digital blog", href: "/blog/rss.xml" },
];

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, tag, page, pageCount } = loaderData;
  const tagName = tag.value ? tagLabel(tag.value) : null;
  const pageLink = (target: number) => filterURL("/blog", { tag: tag.value, page: target === 1 ? null : String(target) });

  return (
    <Container className="py-16 sm:py-20">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div className="max-w-3xl">
          <SectionLabel>Blog</SectionLabel>
          <h1 className="text-display mt-3 font-extrabold">{tagName ? `${tagName} articles` : "Notes from the studio"}</h1>
          <p className="text-lead mt-5 text-base-content/75">
            What we learn on client work, written up by the people who did it: design, engineering, accessibility, performance and the
            business of digital products.
          </p>
        </div>
        <a
          href="/blog/rss.xml"
          className="inline-flex items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <Rss aria-hidden="true" className="size-4" />
          RSS feed
        </a>
      </div>

      <FilterNav label="Filter articles by tag" className="mt-10" options={tag.options} />

      {tag.unknown ? <Notice className="mt-8">That tag filter isn't one we know, so here are all our articles.</Notice> : null}

      <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>

      {pageCount > 1 ? (
        <nav aria-label="Pages of articles" className="mt-12 flex flex-wrap items-center justify-center gap-2">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className="btn btn-outline btn-sm rounded-full border-base-300" rel="prev">
              <ChevronLeft aria-hidden="true" className="size-4" />
              Newer
            </Link>
          ) : null}
          <ol className="flex gap-2">
            {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <Link
                  to={pageLink(number)}
                  className={`btn btn-sm btn-circle ${number === page ? "btn-primary" : "btn-ghost"}`}
                  aria-current={number === page ? "page" : undefined}
                  aria-label={`Page ${number}`}
                >
                  {number}
                </Link>
              </li>
            ))}
          </ol>
          {page < pageCount ? (
            <Link to={pageLink(page + 1)} className="btn btn-outline btn-sm rounded-full border-base-300" rel="next">
              Older
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </Container>
  );
}
