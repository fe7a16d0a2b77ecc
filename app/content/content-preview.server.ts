import { AsyncLocalStorage } from "node:async_hooks";
import { baseLocale, getLocale, type Locale } from "~/i18n/locale";

/** The kinds of content a page shows, as the content store names them. */
export type PreviewKind = "service" | "project" | "course" | "post" | "faq" | "team" | "about" | "page" | "home" | "tag" | "legal";

/**
 * One draft shown in place of what its document publishes, for the one request that previews it
 * (the studio's preview, issue 40). `slug` is the address its published version is shown under,
 * null when nothing of it is published; `entry` is the draft as the pages read that kind; `locale`
 * the language of its document (English when not given): a German draft stands in German pages only.
 */
export type ContentPreview = { kind: PreviewKind; slug: string | null; entry: unknown; locale?: Locale };

// A request's own: two staff previewing two drafts at once, and every visitor meanwhile, each
// see what they asked for. React's server renderer already keeps one of these per render.
const previews = new AsyncLocalStorage<ContentPreview>();

/** Runs `read` (a page's loader) with `preview` in place of its published document. */
export function withContentPreview<T>(preview: ContentPreview, read: () => T): T {
  return previews.run(preview, read);
}

/**
 * What the pages show of a kind: `shown`, or, while a draft of that kind is previewed, `shown`
 * with the draft in its published version's place (or after the rest, when none is published).
 */
export function previewed<T>(kind: PreviewKind, shown: T[], slugOf: (entry: T) => string, locale: Locale = getLocale()): T[] {
  const preview = previews.getStore();
  if (preview?.kind !== kind || (preview.locale ?? baseLocale) !== locale) return shown;
  const at = preview.slug === null ? -1 : shown.findIndex((entry) => slugOf(entry) === preview.slug);
  return at < 0 ? [...shown, preview.entry as T] : shown.with(at, preview.entry as T);
}
