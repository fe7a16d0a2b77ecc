import { m } from "~/i18n/paraglide/messages.js";

/**
 * Who saved a version, in words: a member of staff by their email; the two ways files come in
 * (the seed at start-up and `npm run content import`) are stored by name and said as what they are.
 */
export function versionAuthor(createdBy: string): string {
  if (createdBy === "repository") return m.studio_changed_by_repository();
  if (createdBy === "import") return m.studio_changed_by_import();
  return m.studio_changed_by({ email: createdBy });
}
