/** The tags a post may carry, with the label the blog shows. */
export const postTags = [
  { id: "design", label: "Design" },
  { id: "engineering", label: "Engineering" },
  { id: "react", label: "React" },
  { id: "accessibility", label: "Accessibility" },
  { id: "performance", label: "Performance" },
  { id: "mobile", label: "Mobile" },
  { id: "marketing", label: "Marketing" },
  { id: "studio", label: "Studio life" },
] as const;

export type PostTag = (typeof postTags)[number]["id"];

/** The label the blog shows for a tag. */
export function tagLabel(tag: PostTag): string {
  return postTags.find((item) => item.id === tag)!.label;
}
