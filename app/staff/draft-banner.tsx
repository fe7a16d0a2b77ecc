import { ArrowLeft, Pencil } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";

/** What the previewed version is, for the banner's words. */
export type PreviewedState = "draft" | "published" | "earlier" | "refused";

const said: Record<PreviewedState, string> = {
  draft: "the newest draft, not on the site yet",
  published: "the version on the site now",
  earlier: "an earlier version, not on the site",
  refused: "a version that cannot be published as it is",
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
    <aside aria-label="Draft preview" className="bg-primary text-primary-content">
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <p className="min-w-0 break-words">
          <strong className="badge badge-outline uppercase">Draft</strong> Preview of version {version} of “{title}”: {said[state]}.
          {publicPath ? <span className="block text-sm">Its page: {publicPath}</span> : null}
        </p>
        <p className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
          <Link to={`/admin/content/${documentId}/edit`} className="inline-flex items-center gap-1 underline underline-offset-2">
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Link>
          <Link to={`/admin/content/${documentId}`} className="inline-flex items-center gap-1 underline underline-offset-2">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to the studio
          </Link>
        </p>
      </Container>
    </aside>
  );
}
