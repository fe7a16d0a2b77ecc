import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import postBodyStyles from "~/blog/post-body.css?url";
import { formatPostDate } from "~/blog/post-date";
import { postDetail } from "~/blog/post-listing.server";
import { BackLink } from "~/components/page/back-link";
import { ContentImage } from "~/components/ui/content-image";
import { Container } from "~/components/ui/container";
import { tagLabel } from "~/content/post-tags";
import { errorMeta } from "~/seo/error-meta";
import { pageMeta } from "~/seo/page-meta";
import { blogPosting, breadcrumbs } from "~/seo/structured-data";
import type { Route } from "./+types/blog-post";

export function loader({ params }: Route.LoaderArgs) {
  const detail = postDetail(params.slug);
  if (!detail) throw new Response("No such post", { status: 404 });
  return detail;
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: postBodyStyles }];

export const meta: Route.MetaFunction = ({ data, error }) => {
  if (error || !data) return errorMeta(error);
  const { post, author } = data;
  const path = `/blog/${post.slug}`;
  return [
    ...pageMeta({
      title: post.title,
      description: post.summary,
      path,
      type: "article",
      structuredData: [
        blogPosting({ ...post, author }),
        breadcrumbs([
          { name: "Blog", path: "/blog" },
          { name: post.title, path },
        ]),
      ],
    }),
    { property: "article:published_time", content: post.date },
    { property: "article:author", content: author.name },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tagLabel(tag) })),
  ];
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, author, newer, older } = loaderData;
  return (
    <article>
      <Container className="pt-12 sm:pt-16">
        <div className="mx-auto max-w-3xl">
          <BackLink to="/blog">All articles</BackLink>
          <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link to={`/blog?tag=${tag}`} className="badge badge-soft badge-primary hover:underline">
                  {tagLabel(tag)}
                </Link>
              </li>
            ))}
          </ul>
          <h1 className="text-title mt-4 font-extrabold">{post.title}</h1>
          <p className="text-lead mt-5 text-base-content/75">{post.summary}</p>
          <div className="mt-8 flex items-center gap-4">
            <img src={author.portrait.src} alt="" width={48} height={48} className="size-12 rounded-full border border-base-300" />
            <div className="text-sm">
              <p className="font-bold">{author.name}</p>
              <p className="text-base-content/70">
                <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readingMinutes} min read
              </p>
            </div>
          </div>
        </div>
        <ContentImage image={post.cover} priority className="mx-auto mt-10 max-w-5xl rounded-box border border-base-300" />
      </Container>

      <Container className="py-14">
        {/* Rendered and sanitised on the server (app/blog/markdown.server.ts). */}
        <div className="post-body mx-auto max-w-3xl" dangerouslySetInnerHTML={{ __html: post.html }} />

        <nav aria-label="More articles" className="mx-auto mt-16 grid max-w-3xl gap-4 border-t border-base-300 pt-10 sm:grid-cols-2">
          {older ? (
            <Link to={`/blog/${older.slug}`} rel="prev" className="group rounded-box border border-base-300 p-5 hover:border-primary">
              <span className="flex items-center gap-1.5 text-sm text-base-content/70">
                <ArrowLeft aria-hidden="true" className="size-4" /> Previous article
              </span>
              <span className="mt-1 block font-bold group-hover:text-primary">{older.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {newer ? (
            <Link
              to={`/blog/${newer.slug}`}
              rel="next"
              className="group rounded-box border border-base-300 p-5 text-right hover:border-primary"
            >
              <span className="flex items-center justify-end gap-1.5 text-sm text-base-content/70">
                Next article <ArrowRight aria-hidden="true" className="size-4" />
              </span>
              <span className="mt-1 block font-bold group-hover:text-primary">{newer.title}</span>
            </Link>
          ) : null}
        </nav>
      </Container>
    </article>
  );
}
