import { data } from "react-router";
import { SearchForm } from "~/search/search-form";
import { searchWords } from "~/search/search-markup.server";
import { PageIntro } from "~/components/page/page-intro";
import { LinkList } from "~/components/ui/link-list";
import { Notice } from "~/components/ui/notice";
import { Pagination } from "~/components/ui/pagination";
import { site } from "~/config/site";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { firstOnPage, resultPages, searchPage } from "~/search/search-page.server";
import { LONGEST_QUERY } from "~/search/search-query.server";
import { SearchResults } from "~/search/search-results";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { RouteHandle } from "~/types/route-handle";
import type { Route } from "./+types/search";

/**
 * The same for every visitor, so cached, but apart from the site's pages (decision 71): a flood
 * of made-up queries pushes out only other searches. A publish forgets every search.
 */
export const handle: RouteHandle = { page: "shared", query: ["q", "page"], keptApart: true };

export async function loader({ request }: Route.LoaderArgs) {
  const page = await searchPage(new URL(request.url).searchParams);
  if (!page) throw new Response(m.search_no_page(), { status: 404 });
  const query = page.query.text;
  // No address of its own for search engines: a page of results is not a page to index (noindex).
  const meta = pageMeta({
    title: query ? m.search_title_query({ query }) : m.search_title(),
    description: m.search_description({ name: site.name }),
  });
  const pages = resultPages(page, localizedPath("/search"));
  const shortenedTo = page.query.shortened ? LONGEST_QUERY : null;
  // The page's own form is named apart from the bar's: two search landmarks may be open at once.
  const words = { ...searchWords(), name: m.search_again() };
  // The database was away: said, and not kept, so the next visitor's search is asked again.
  return data({ ...page, pages, start: firstOnPage(page.page), words, shortenedTo, meta }, { status: page.unavailable ? 503 : 200 });
}

export const meta = loaderMeta;

/** Where a visitor who found nothing may start: the site's sections. */
function startingPages() {
  return [
    { label: m.nav_courses(), to: "/courses" },
    { label: m.nav_services(), to: "/services" },
    { label: m.nav_work(), to: "/projects" },
    { label: m.nav_blog(), to: "/blog" },
    { label: m.nav_faq(), to: "/faq" },
    { label: m.nav_contact(), to: "/contact" },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, total, results, page, pages, start, words, shortenedTo, otherSpelling, unavailable } = loaderData;
  const nothing = unavailable || (query.text !== "" && total === 0);
  return (
    <PageIntro label={m.search_label()} heading={m.search_heading()} lead={m.search_lead()}>
      <div className="max-w-2xl">
        <SearchForm words={words} id="search-page-field" query={query.text} labelShown />
      </div>
      <div className="mt-10">
        {shortenedTo ? <Notice className="mb-6">{m.search_shortened({ count: shortenedTo })}</Notice> : null}
        {unavailable ? <Notice>{m.search_unavailable()}</Notice> : null}
        {!unavailable && total > 0 ? (
          <>
            <p className="mb-6 font-semibold" role="status">
              {m.search_count({ count: total, query: query.text })}
            </p>
            <SearchResults results={results} start={start} />
            <Pagination label={m.search_pages()} page={page} links={pages} previous={m.search_previous()} next={m.search_next()} />
          </>
        ) : null}
        {!unavailable && nothing ? (
          <div className="max-w-2xl space-y-4">
            <p className="text-lg font-semibold" role="status">
              {m.search_none({ query: query.text })}
            </p>
            {otherSpelling ? (
              <p>
                {m.search_did_you_mean()}{" "}
                <a
                  href={`${localizedPath("/search")}?${new URLSearchParams({ q: otherSpelling })}`}
                  className="font-semibold text-primary underline underline-offset-2"
                >
                  {otherSpelling}
                </a>
                ?
              </p>
            ) : null}
            <p className="text-base-content/80">{m.search_tips()}</p>
          </div>
        ) : null}
        {nothing ? (
          <div className="mt-8 max-w-2xl">
            <p className="font-semibold">{m.search_start_here()}</p>
            <LinkList links={startingPages()} variant="pill" className="mt-2" />
          </div>
        ) : null}
      </div>
    </PageIntro>
  );
}
