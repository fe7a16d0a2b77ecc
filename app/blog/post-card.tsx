import { Card, CardCover, CardTitleLink } from "~/components/ui/card";
import { formatPostDate } from "./post-date";
import type { PostSummary } from "./post-listing.server";
import { m } from "~/i18n/paraglide/messages.js";

export function PostCard({ post, priority = false }: { post: PostSummary; priority?: boolean }) {
  return (
    <Card>
      <CardCover image={post.cover} priority={priority} />
      <div className="card-body gap-3 p-6">
        <p className="text-sm text-base-content/70">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {m.post_reading_time({ minutes: post.readingMinutes })}
        </p>
        <CardTitleLink to={`/blog/${post.slug}`}>{post.title}</CardTitleLink>
        <p className="text-base-content/75">{post.summary}</p>
        <p className="mt-auto pt-2 text-sm font-medium">{post.authorName}</p>
        <ul className="flex flex-wrap gap-2" aria-label={m.post_card_tags()}>
          {post.tags.map((tag) => (
            <li key={tag.slug} className="badge badge-soft badge-primary">
              {tag.name}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
