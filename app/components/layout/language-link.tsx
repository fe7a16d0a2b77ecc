import { useLocation } from "react-router";
import { getLocale, languageNames, type Locale, locales, localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

/** The language a page offers beside its own: the site has two (decision 48). */
export function otherLocale(locale: Locale = getLocale()): Locale {
  return locales.find((candidate) => candidate !== locale)!;
}

/**
 * This page in the other language, named in that language ("Deutsch" on an English page), as
 * a plain link: it works without scripts, and a page load gives the other language's frame.
 * `short` shows the language's code ("DE") where the bar has no room for its name, which
 * screen readers still hear after it. The query is left behind: a filter's value is the
 * visitor's to repeat, not the page's (a 404 never echoes one).
 */
export function LanguageLink({ className, short = false }: { className?: string; short?: boolean }) {
  const { pathname } = useLocation();
  const target = otherLocale();
  const name = languageNames[target];
  return (
    <a
      href={localizedPath(pathname, target)}
      hrefLang={target}
      lang={target}
      className={className}
      title={m.language_switch({}, { locale: target })}
    >
      {short ? (
        <>
          {target.slice(0, 2).toUpperCase()}
          <span className="sr-only"> {name}</span>
        </>
      ) : (
        name
      )}
    </a>
  );
}
