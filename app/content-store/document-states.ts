/**
 * Where a document stands, as the studio's list says it (issue 40): shared by the server, which
 * works it out, and the studio's pages, which show it.
 */
export const documentStates = ["published", "draft", "scheduled", "unpublished"] as const;
export type DocumentState = (typeof documentStates)[number];

/** Where a document stands by its versions: scheduled, unpublished, or published with or without a newer draft. */
export function stateOf(document: { publishedVersion: number | null; latestVersion: number; scheduledFor: Date | null }): DocumentState {
  if (document.scheduledFor) return "scheduled";
  if (document.publishedVersion === null) return "unpublished";
  return document.latestVersion > document.publishedVersion ? "draft" : "published";
}

export const documentStateLabels: Record<DocumentState, string> = {
  published: "Published",
  draft: "Draft changes",
  scheduled: "Scheduled",
  unpublished: "Unpublished",
};

/** What staff call a document of each kind, for the studio's pages. */
export const contentKindLabels = {
  service: "Service",
  project: "Case study",
  course: "Course",
  post: "Blog post",
  faq: "FAQ entry",
  team: "Team member",
  about: "About page",
  page: "Page's words",
} as const;
