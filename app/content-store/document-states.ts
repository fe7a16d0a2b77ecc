import type { ContentKind } from "~/database/schema.server";
import { m } from "~/i18n/paraglide/messages.js";
import { readWhenShown } from "~/i18n/read-when-shown";

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

/** A state's words, read when shown: in the language of the page showing them. */
export const documentStateLabels = readWhenShown<DocumentState>({
  published: m.studio_state_published,
  draft: m.studio_state_draft,
  scheduled: m.studio_state_scheduled,
  unpublished: m.studio_state_unpublished,
});

/** What staff call a document of each kind, for the studio's pages, read when shown. */
export const contentKindLabels = readWhenShown<ContentKind>({
  service: m.studio_kind_service,
  project: m.studio_kind_project,
  course: m.studio_kind_course,
  post: m.studio_kind_post,
  faq: m.studio_kind_faq,
  team: m.studio_kind_team,
  about: m.studio_kind_about,
  page: m.studio_kind_page,
  home: m.studio_kind_home,
  tag: m.studio_kind_tag,
  legal: m.studio_kind_legal,
});

/** What staff call the documents of each kind together, as the studio's list heads them, read when shown. */
export const contentKindGroupLabels = readWhenShown<ContentKind>({
  service: m.studio_kinds_service,
  project: m.studio_kinds_project,
  course: m.studio_kinds_course,
  post: m.studio_kinds_post,
  faq: m.studio_kinds_faq,
  team: m.studio_kinds_team,
  about: m.studio_kinds_about,
  page: m.studio_kinds_page,
  home: m.studio_kinds_home,
  tag: m.studio_kinds_tag,
  legal: m.studio_kinds_legal,
});
