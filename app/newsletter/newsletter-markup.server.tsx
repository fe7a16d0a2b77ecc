import { renderToStaticMarkup } from "react-dom/server";
import { getLocale, type Locale } from "~/i18n/locale";
import { FooterNewsletter } from "./footer-newsletter";

/**
 * The footer's invitation to the newsletter, with its form (issue 68), rendered here once per language: it is HTML and needs
 * no script, so the frame puts it in as it is, and the pages that hydrate load none of its code
 * or words (their first-load JavaScript has a budget: decision 24), as search's form is made.
 */
export function footerSubscribeMarkup(): string {
  const locale = getLocale();
  let markup = made.get(locale);
  if (markup === undefined) {
    markup = renderToStaticMarkup(<FooterNewsletter id="footer-newsletter" />);
    made.set(locale, markup);
  }
  return markup;
}

const made = new Map<Locale, string>();
