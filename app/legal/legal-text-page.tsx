import { ContentArticle } from "~/components/page/content-article";
import { PageIntro } from "~/components/page/page-intro";
import type { Locale } from "~/i18n/locale";
import type { ShownLegalText } from "./legal-texts.server";
import type { TraderFacts } from "./trader.server";
import { TraderFactsList } from "./trader-facts-list";

/** A legal page: its intro, the trader's facts where the page lists them (the legal notice), then its text. */
export function LegalTextPage({ text, facts, language }: { text: ShownLegalText; facts?: TraderFacts; language: Locale }) {
  return (
    <ContentArticle language={language}>
      <PageIntro label={text.intro.label} heading={text.intro.heading} lead={text.intro.lead}>
        <div className="max-w-3xl space-y-10">
          {facts ? <TraderFactsList facts={facts} /> : null}
          {/* Rendered and sanitised on the server (app/content/markdown.server.ts). */}
          <div className="post-body" dangerouslySetInnerHTML={{ __html: text.html }} />
        </div>
      </PageIntro>
    </ContentArticle>
  );
}
