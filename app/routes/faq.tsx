import { ContactPrompt } from "~/components/page/contact-prompt";
import { PageIntro } from "~/components/page/page-intro";
import { ContentSection } from "~/components/ui/content-section";
import { LinkList } from "~/components/ui/link-list";
import { QuestionList } from "~/components/ui/question-list";
import { faqGroups } from "~/content/faq-groups";
import { faq } from "~/content/faq.server";
import { pageCopy, pageIntro } from "~/content/page-copy.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { faqPage } from "~/seo/structured-data.server";
import type { Route } from "./+types/faq";
import type { RouteHandle } from "~/types/route-handle";
import { m } from "~/i18n/paraglide/messages.js";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared" };

export function loader() {
  const groups = faqGroups.map((group) => ({
    id: group.id,
    label: group.label(),
    questions: faq()
      .filter((entry) => entry.group === group.id)
      .map(({ id, question, answer }) => ({ id, question, answer })),
  }));
  return {
    intro: pageIntro("faq"),
    groups,
    meta: pageMeta({
      ...pageCopy("faq"),
      path: "/faq",
      structuredData: [faqPage(groups.flatMap((group) => group.questions))],
    }),
  };
}

export const meta = loaderMeta;

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <PageIntro {...loaderData.intro}>
      <nav aria-label={m.faq_groups()} className="mb-10">
        <LinkList links={loaderData.groups.map((group) => ({ label: group.label, to: `#${group.id}` }))} variant="pill" />
      </nav>
      <div className="max-w-3xl space-y-12">
        {loaderData.groups.map((group) => (
          <ContentSection key={group.id} id={group.id} heading={group.label}>
            <QuestionList items={group.questions} />
          </ContentSection>
        ))}
      </div>
      <div className="mt-16">
        <h2 className="text-xl font-bold">{m.faq_more_heading()}</h2>
        <p className="mt-2 mb-6 text-base-content/75">{m.faq_more_text()}</p>
        <ContactPrompt label={m.faq_ask()} />
      </div>
    </PageIntro>
  );
}
