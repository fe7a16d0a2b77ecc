import { m } from "~/i18n/paraglide/messages.js";

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
export const documentStateLabels: Readonly<Record<DocumentState, string>> = {
  get published() {
    return m.studio_state_published();
  },
  get draft() {
    return m.studio_state_draft();
  },
  get scheduled() {
    return m.studio_state_scheduled();
  },
  get unpublished() {
    return m.studio_state_unpublished();
  },
};

/** What staff call a document of each kind, for the studio's pages, read when shown. */
export const contentKindLabels = {
  get service() {
    return m.studio_kind_service();
  },
  get project() {
    return m.studio_kind_project();
  },
  get course() {
    return m.studio_kind_course();
  },
  get post() {
    return m.studio_kind_post();
  },
  get faq() {
    return m.studio_kind_faq();
  },
  get team() {
    return m.studio_kind_team();
  },
  get about() {
    return m.studio_kind_about();
  },
  get page() {
    return m.studio_kind_page();
  },
} as const;
