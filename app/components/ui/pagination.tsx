import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { m } from "~/i18n/paraglide/messages.js";

type PaginationProps = {
  /** Names the navigation: "Pages of articles". */
  label: string;
  page: number;
  /** The address of each page, the first page first. */
  links: string[];
  /** The words for the previous and next pages: "Newer" and "Older" for a blog. */
  previous: string;
  next: string;
};

/** Links to every page of a list, the current one marked; nothing when there is only one page. */
export function Pagination({ label, page, links, previous, next }: PaginationProps) {
  if (links.length <= 1) return null;
  const pageLink = (number: number) => links[number - 1]!;
  return (
    <nav aria-label={label} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} className="btn rounded-full border-base-300 btn-outline btn-sm" rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {previous}
        </Link>
      ) : null}
      <ol className="flex flex-wrap justify-center gap-2">
        {links
          .map((_, index) => index + 1)
          .map((number) => (
            <li key={number}>
              <Link
                to={pageLink(number)}
                className={`btn btn-circle btn-sm ${number === page ? "btn-primary" : "btn-ghost"}`}
                aria-current={number === page ? "page" : undefined}
                aria-label={m.pagination_page({ number })}
              >
                {number}
              </Link>
            </li>
          ))}
      </ol>
      {page < links.length ? (
        <Link to={pageLink(page + 1)} className="btn rounded-full border-base-300 btn-outline btn-sm" rel="next">
          {next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
