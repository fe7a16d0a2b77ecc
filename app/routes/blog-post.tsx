import postBodyStyles from "~/blog/post-body.css?url";
import { PostHeader } from "~/blog/post-header";
import { postDetail } from "~/blog/post-listing.server";
import { PostNeighbours } from "~/blog/post-neighbours";
import { ContentArticle } from "~/components/page/content-article";
import { Container } from "~/components/ui/container";
import { tagLabel } from "~/content/tags.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { blogPosting, breadcrumbs } from "~/seo/structured-data.server";
import type { Route } from "./+types/blog-post";
import type { RouteHandle } from "~/types/route-handle";
import { NewsletterSignup } from "~/newsletter/newsletter-signup";
import { Surface } from "~/components/ui/surface";
import { movedOrMissing } from "~/content-store/moved-documents.server";
import { m } from "~/i18n/paraglide/messages.js";
import { shareImageOf } from "~/content-images/share-image";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared", subscribes: true };

export function loader({ params }: Route.LoaderArgs) {
  const detail = postDetail(params.slug);
  if (!detail) throw movedOrMissing("post", params.slug, (slug) => `/blog/${slug}`, m.post_missing());
  const { post, author, language, languages } = detail;
  const path = `/blog/${post.slug}`;
  // Its cover, cut to the card's shape around its focus: the site's own card when it has none.
  const card = shareImageOf(post);
  const meta = [
    ...pageMeta({
      title: post.title,
      description: post.summary,
      path,
      type: "article",
      image: card,
      languages,
      structuredData: [
        blogPosting({ ...post, image: card?.src, tags: post.tags.map(tagLabel), author, language }),
        breadcrumbs([
          { name: m.blog_title(), path: "/blog" },
          { name: post.title, path },
        ]),
      ],
    }),
    { property: "article:published_time", content: post.date },
    { property: "article:author", content: author.name },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tagLabel(tag) })),
  ];
  return { ...detail, meta };
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: postBodyStyles }];

export const meta = loaderMeta;

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, language, author, tagLinks, newer, older } = loaderData;
  return (
    <ContentArticle language={language}>
      <PostHeader post={post} author={author} tagLinks={tagLinks} />
      <Container className="py-14">
        {/* Rendered and sanitised on the server (app/content/markdown.server.ts). */}
        <div className="post-body mx-auto max-w-3xl" dangerouslySetInnerHTML={{ __html: post.html }} />
        <PostNeighbours newer={newer} older={older} />
        <Surface padding="lg" className="mx-auto mt-16 max-w-3xl">
          <NewsletterSignup id="post-newsletter" />
        </Surface>
      </Container>
    </ContentArticle>
  );
}
