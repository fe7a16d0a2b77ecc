import { Rss } from "lucide-react";
import { data } from "react-router";
import { PostCard } from "~/blog/post-card";
import { blogPageFor } from "~/blog/post-listing.server";
import { FilteredCards } from "~/components/page/filtered-cards";
import { PageIntro } from "~/components/page/page-intro";
import { Pagination } from "~/components/ui/pagination";
import { tagLabel } from "~/content/post-tags";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { breadcrumbs } from "~/seo/structured-data.server";
import type { Route } from "./+types/blog";
import type { RouteHandle } from "~/types/route-handle";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared", query: ["tag", "page"] };

export function loader({ request }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  const page = blogPageFor(searchParams);
  if (!page) throw new Response("No such page of the blog", { status: 404 });
  const label = page.tag.value ? tagLabel(page.tag.value) : null;
  const pageSuffix = page.page > 1 ? `, page ${page.page}` : "";
  // Later pages are pages of their own; tag views share the blog's address.
  const meta = pageMeta({
    title: `${label ? `${label} articles` : "Blog"}${pageSuffix}`,
    description:
      "Notes from the Brightline Digital studio on design, engineering, accessibility, performance and growing digital products.",
    path: page.page > 1 && !page.tag.value ? `/blog?page=${page.page}` : "/blog",
    structuredData: [breadcrumbs([{ name: "Blog", path: "/blog" }])],
  });
  // An unknown tag is no page of ours: a 404, which no cache keeps, that says so and shows all.
  return data({ ...page, meta }, { status: page.tag.unknown ? 404 : 200 });
}

export const meta = loaderMeta;

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Brightline Digital blog", href: "/blog/rss.xml" },
];

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, tag, page, pageLinks } = loaderData;
  const tagName = tag.value ? tagLabel(tag.value) : null;
  return (
    <PageIntro
      label="Blog"
      heading={tagName ? `${tagName} articles` : "Notes from the studio"}
      lead="What we learn on client work, written up by the people who did it: design, engineering, accessibility, performance and the business of digital products."
      action={
        <a
          href="/blog/rss.xml"
          className="inline-flex items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <Rss aria-hidden="true" className="size-4" />
          RSS feed
        </a>
      }
    >
      <FilteredCards filters={[tag]} items={posts} itemKey={(post) => post.slug}>
        {(post, index) => <PostCard post={post} priority={index === 0} />}
      </FilteredCards>
      <Pagination label="Pages of articles" page={page} links={pageLinks} previous="Newer" next="Older" />
    </PageIntro>
  );
}
