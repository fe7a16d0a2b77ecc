import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { Notice } from "~/components/ui/notice";
import { getLocale, type Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * A page about one document, marked with the language its words are in. A German page whose
 * document has no German version yet shows the English one (issue 42): it says so first, in
 * German, and marks the article English so that screen readers and translators read it right.
 */
export function ContentArticle({
  language,
  as: Element = "article",
  children,
}: {
  language: Locale;
  as?: "article" | "div";
  children: ReactNode;
}) {
  const page = getLocale();
  if (language === page) return Element === "article" ? <article>{children}</article> : <>{children}</>;
  return (
    <Element lang={language}>
      <Container className="pt-5">
        <Notice>
          <span lang={page}>{m.language_untranslated()}</span>
        </Notice>
      </Container>
      {children}
    </Element>
  );
}
