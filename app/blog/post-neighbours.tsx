import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Surface } from "~/components/ui/surface";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";

type Neighbour = { slug: string; title: string } | null;

/** The posts either side of this one in time, as the way on from the end of a post. */
export function PostNeighbours({ newer, older }: { newer: Neighbour; older: Neighbour }) {
  return (
    <nav aria-label={m.post_more()} className="mx-auto mt-16 grid max-w-3xl gap-4 border-t border-base-300 pt-10 sm:grid-cols-2">
      {older ? (
        <Surface as={Link} to={localizedPath(`/blog/${older.slug}`)} rel="prev" padding="sm" className="group hover:border-primary">
          <span className="flex items-center gap-1.5 text-sm text-base-content/70">
            <ArrowLeft aria-hidden="true" className="size-4" /> {m.post_previous()}
          </span>
          <span className="mt-1 block font-bold group-hover:text-primary">{older.title}</span>
        </Surface>
      ) : (
        <span />
      )}
      {newer ? (
        <Surface
          as={Link}
          to={localizedPath(`/blog/${newer.slug}`)}
          rel="next"
          padding="sm"
          className="group text-right hover:border-primary"
        >
          <span className="flex items-center justify-end gap-1.5 text-sm text-base-content/70">
            {m.post_next()} <ArrowRight aria-hidden="true" className="size-4" />
          </span>
          <span className="mt-1 block font-bold group-hover:text-primary">{newer.title}</span>
        </Surface>
      ) : null}
    </nav>
  );
}
