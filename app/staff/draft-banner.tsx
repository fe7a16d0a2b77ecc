import { ArrowLeft, Pencil } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

/** What the previewed version is, for the banner's words. */
export type PreviewedState = "draft" | "published" | "earlier" | "refused";

/** What the banner says the version is, read when shown. */
const said: Record<PreviewedState, (values: { version: number; title: string }) => string> = {
  draft: m.preview_banner_draft,
  published: m.preview_banner_published,
  earlier: m.preview_banner_earlier,
  refused: m.preview_banner_refused,
};

/**
 * Across the top of a preview: says it is a draft, which version, and leads back to the studio.
 * Nothing else on the page says so, so a colleague handed the link knows what they are seeing.
 */
export function DraftBanner({
  documentId,
  title,
  version,
  state,
  publicPath,
}: {
  documentId: string;
  title: string;
  version: number;
  state: PreviewedState;
  publicPath: string | null;
}) {
  return (
    // The site's own colours, no new ones: the stylesheet every page loads stays inside its budget.
    <aside aria-label={m.preview_banner_label()} className="bg-primary text-primary-content">
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <p className="min-w-0 break-words">
          <strong className="badge badge-outline uppercase">{m.preview_banner_badge()}</strong> {said[state]({ version, title })}
          {publicPath ? <span className="block text-sm">{m.preview_banner_page({ path: publicPath })}</span> : null}
        </p>
        <p className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
          <Link
            to={localizedPath(`/admin/content/${documentId}/edit`)}
            className="inline-flex items-center gap-1 underline underline-offset-2"
          >
            <Pencil aria-hidden="true" className="size-4" />
            {m.studio_edit()}
          </Link>
          <Link to={localizedPath(`/admin/content/${documentId}`)} className="inline-flex items-center gap-1 underline underline-offset-2">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {m.preview_banner_back()}
          </Link>
        </p>
      </Container>
    </aside>
  );
}
