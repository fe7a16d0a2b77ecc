import { renderToStaticMarkup } from "react-dom/server";
import { getLocale, type Locale, localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { SearchForm, type SearchWords } from "./search-form";
import { SiteSearch } from "./site-search";
import type { SearchMarkup } from "~/components/layout/site-header";

/** What search's form says in the page's language (the search page's own form says the same). */
export function searchWords(): SearchWords {
  return {
    action: localizedPath("/search"),
    field: m.search_field(),
    placeholder: m.search_placeholder(),
    submit: m.search_submit(),
    open: m.search_open(),
    name: m.search_open(),
  };
}

/**
 * Search's parts of the bar and the menu, rendered here once per page (issue 68). They are
 * HTML and need no script, so the frame puts them in as they are: the pages that hydrate load
 * none of their code or words (their first-load JavaScript has a budget: decision 24).
 */
export function searchMarkup(): SearchMarkup {
  const locale = getLocale();
  let markup = made.get(locale);
  if (!markup) {
    const words = searchWords();
    markup = {
      bar: renderToStaticMarkup(<SiteSearch words={words} />),
      menu: renderToStaticMarkup(<SearchForm words={words} id="menu-search" />),
    };
    made.set(locale, markup);
  }
  return markup;
}

/** The same in every page of a language, for as long as the process runs: made once. */
const made = new Map<Locale, SearchMarkup>();
