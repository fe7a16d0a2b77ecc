import { PageIntro } from "~/components/page/page-intro";
import { pageCopy, pageIntro } from "~/content/page-copy.server";
import { ContentSection } from "~/components/ui/content-section";
import { type NoticeSection, privacyNotice } from "~/privacy/privacy-notice.server";
import { germanPrivacyNotice } from "~/privacy/privacy-notice.de.server";
import { getLocale, type Locale } from "~/i18n/locale";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { Route } from "./+types/privacy";
import type { RouteHandle } from "~/types/route-handle";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared" };

/** The notice in each language: built from the same settings, so both say the same (issue 42). */
const notices: Record<Locale, () => NoticeSection[]> = { "en-GB": privacyNotice, de: germanPrivacyNotice };

export function loader() {
  return {
    intro: pageIntro("privacy"),
    sections: notices[getLocale()](),
    meta: pageMeta({
      ...pageCopy("privacy"),
      path: "/privacy",
    }),
  };
}

export const meta = loaderMeta;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <PageIntro {...loaderData.intro}>
      <div className="max-w-3xl space-y-12">
        {loaderData.sections.map((section) => (
          <ContentSection key={section.id} id={section.id} heading={section.heading}>
            <div className="space-y-4 text-base-content/80">
              {section.text.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list ? (
                <dl className="space-y-3">
                  {section.list.map((item) => (
                    <div key={item.term}>
                      <dt className="font-semibold text-base-content">{item.term}</dt>
                      <dd>{item.detail}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </div>
          </ContentSection>
        ))}
      </div>
    </PageIntro>
  );
}
