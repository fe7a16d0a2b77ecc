import { BackLink } from "~/components/page/back-link";
import { ContentImage } from "~/components/ui/content-image";
import { Container } from "~/components/ui/container";
import { LinkList } from "~/components/ui/link-list";
import { PersonLine } from "~/components/ui/person-line";
import type { Image } from "~/content/schema";
import { formatPostDate } from "./post-date";
import { m } from "~/i18n/paraglide/messages.js";

type PostHeaderProps = {
  post: { title: string; summary: string; date: string; readingMinutes: number; cover: Image };
  author: { name: string; portrait: { src: string } };
  tagLinks: { label: string; to: string }[];
};

/** The top of a post: its tags, title and summary, who wrote it and when, and its cover. */
export function PostHeader({ post, author, tagLinks }: PostHeaderProps) {
  return (
    <Container className="pt-12 sm:pt-16">
      <div className="mx-auto max-w-3xl">
        <BackLink to="/blog">{m.post_all()}</BackLink>
        <LinkList links={tagLinks} variant="badge" label={m.post_card_tags()} className="mt-8" />
        <h1 className="mt-4 text-title font-extrabold">{post.title}</h1>
        <p className="mt-5 text-lead text-base-content/75">{post.summary}</p>
        <div className="mt-8">
          <PersonLine name={author.name} portrait={author.portrait} size="sm" loading="eager">
            <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {m.post_reading_time({ minutes: post.readingMinutes })}
          </PersonLine>
        </div>
      </div>
      <ContentImage image={post.cover} priority className="mx-auto mt-10 max-w-5xl rounded-box border border-base-300" />
    </Container>
  );
}
