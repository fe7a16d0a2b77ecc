import { Rss } from "lucide-react";
import { data } from "react-router";
import { PostCard } from "~/blog/post-card";
import { blogPageFor } from "~/blog/post-listing.server";
import { FilteredCards } from "~/components/page/filtered-cards";
import { PageIntro } from "~/components/page/page-intro";
import { Notice } from "~/components/ui/notice";
import { Pagination } from "~/components/ui/pagination";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { breadcrumbs } from "~/seo/structured-data.server";
import type { Route } from "./+types/blog";
import type { RouteHandle } from "~/types/route-handle";
import { NewsletterSignup } from "~/newsletter/newsletter-signup";
import { Surface } from "~/components/ui/surface";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";
import { site } from "~/config/site";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared", query: ["tag", "page"], subscribes: true };

export function loader({ request }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  const page = blogPageFor(searchParams);
  if (!page) throw new Response(m.blog_no_page(), { status: 404 });
  const label = page.tag.value ? (page.tag.options.find((option) => option.active)?.label ?? null) : null;
  const title = label ? m.blog_title_tag({ tag: label }) : m.blog_title();
  // Later pages are pages of their own; tag views share the blog's address.
  const meta = pageMeta({
    title: page.page > 1 ? m.blog_title_page({ title, page: page.page }) : title,
    description: m.blog_description({ name: site.name }),
    path: page.page > 1 && !page.tag.value ? `/blog?page=${page.page}` : "/blog",
    structuredData: [breadcrumbs([{ name: m.blog_title(), path: "/blog" }])],
  });
  // An unknown tag is no page of ours: a 404, which no cache keeps, that says so and shows all.
  return data({ ...page, meta }, { status: page.tag.unknown ? 404 : 200 });
}

export const meta = loaderMeta;

export const links: Route.LinksFunction = () => [
  // The feed of the page's language (decision 48).
  { rel: "alternate", type: "application/rss+xml", title: m.blog_feed_title({ name: site.name }), href: localizedPath("/blog/rss.xml") },
];

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, tag, page, pageLinks, inEnglish } = loaderData;
  const tagName = tag.value ? (tag.options.find((option) => option.active)?.label ?? null) : null;
  return (
    <PageIntro
      label={m.blog_label()}
      heading={tagName ? m.blog_title_tag({ tag: tagName }) : m.blog_heading()}
      lead={m.blog_lead()}
      action={
        <a
          href={localizedPath("/blog/rss.xml")}
          className="inline-flex items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <Rss aria-hidden="true" className="size-4" />
          {m.blog_rss()}
        </a>
      }
    >
      <FilteredCards
        filters={[tag]}
        items={posts}
        itemKey={(post) => post.slug}
        empty={
          tagName && inEnglish ? (
            <Notice className="mt-10">
              {m.blog_tag_none_here({ tag: tagName })}{" "}
              <a href={inEnglish} hrefLang="en" className="font-semibold underline underline-offset-2">
                {m.blog_tag_in_english({ tag: tagName })}
              </a>
            </Notice>
          ) : null
        }
      >
        {(post, index) => <PostCard post={post} priority={index === 0} />}
      </FilteredCards>
      <Pagination label={m.blog_pages()} page={page} links={pageLinks} previous={m.blog_newer()} next={m.blog_older()} />
      <Surface padding="lg" className="mt-16">
        <NewsletterSignup id="blog-newsletter" />
      </Surface>
    </PageIntro>
  );
}
