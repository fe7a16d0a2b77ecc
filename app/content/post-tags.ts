import { m } from "~/i18n/paraglide/messages.js";

/** The tags a post may carry, with the label the blog shows: a message, read when shown (the catalogue's topics share theirs). */
export const postTags = [
  { id: "design", label: m.topic_design },
  { id: "engineering", label: m.post_tag_engineering },
  { id: "react", label: m.topic_react },
  { id: "accessibility", label: m.topic_accessibility },
  { id: "performance", label: m.topic_performance },
  { id: "mobile", label: m.post_tag_mobile },
  { id: "marketing", label: m.topic_marketing },
  { id: "studio", label: m.post_tag_studio },
] as const;

export type PostTag = (typeof postTags)[number]["id"];

/** The label the blog shows for a tag, in the page's language. */
export function tagLabel(tag: PostTag): string {
  return postTags.find((item) => item.id === tag)!.label();
}
