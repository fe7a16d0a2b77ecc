import { Languages } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { DotBadge, type DotTone } from "~/components/ui/dot-badge";
import { type DocumentState, documentStateLabels } from "~/content-store/document-states";
import { languageNames, type Locale, localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

/** One language's version of a document, as the server's languageVersions gives it. */
export type LanguageVersionView = {
  locale: Locale;
  documentId: string | null;
  title: string | null;
  state: DocumentState | null;
  freshness: "missing" | "current" | "outdated";
  sourceVersion: number | null;
  publishedVersion: number | null;
  latestVersion: number | null;
};

const stateTones: Record<DocumentState, DotTone> = { published: "success", draft: "warning", scheduled: "info", unpublished: "muted" };

/**
 * A document in each language side by side (issue 42): where each stands, which is missing, and
 * which is behind what English publishes, with the way to start or bring one up to date.
 */
export function LanguageVersions({ languages, current }: { languages: readonly LanguageVersionView[]; current: string }) {
  const sending = useNavigation().formData;
  const english = languages[0]!;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {languages.map((language) => (
        <li key={language.locale} className="rounded-box border border-base-300 bg-base-100 p-4">
          <h3 className="flex flex-wrap items-center justify-between gap-2 font-semibold">
            <span lang={language.locale}>{languageNames[language.locale]}</span>
            {language.state ? (
              <DotBadge tone={stateTones[language.state]}>{documentStateLabels[language.state]}</DotBadge>
            ) : (
              <DotBadge tone="error">{m.studio_language_missing()}</DotBadge>
            )}
          </h3>
          {language.documentId === null ? (
            english.documentId ? (
              <Form method="post" action={localizedPath(`/admin/content/${english.documentId}`)} noValidate className="mt-3">
                <p className="text-sm text-base-content/75">{m.studio_language_not_translated()}</p>
                <input type="hidden" name="intent" value="translate" />
                <input type="hidden" name="locale" value={language.locale} />
                <Button type="submit" variant="outline" className="mt-3" busy={sending?.get("locale") === language.locale}>
                  <Languages aria-hidden="true" className="size-4" />
                  {m.studio_language_translate({ language: languageNames[language.locale] })}
                </Button>
              </Form>
            ) : (
              <p className="mt-3 text-sm text-base-content/75">{m.studio_language_own()}</p>
            )
          ) : (
            <div className="mt-2 space-y-1 text-sm">
              <p className="break-words" lang={language.locale}>
                {language.documentId === current ? (
                  <span className="font-medium">{language.title}</span>
                ) : (
                  <Link to={localizedPath(`/admin/content/${language.documentId}`)} className="font-medium underline underline-offset-2">
                    {language.title}
                  </Link>
                )}
              </p>
              <p className="text-base-content/75">
                {language.publishedVersion === null
                  ? m.studio_language_nothing_published()
                  : m.studio_language_published({ version: language.publishedVersion })}
                {language.latestVersion !== language.publishedVersion ? m.studio_language_newest({ version: language.latestVersion! }) : ""}
              </p>
              {language.freshness === "outdated" ? (
                <p>
                  <strong>{m.studio_language_outdated()}</strong>{" "}
                  {m.studio_language_outdated_detail({ source: language.sourceVersion!, published: english.publishedVersion! })}{" "}
                  <Link
                    to={localizedPath(
                      `/admin/content/${english.documentId}/compare?from=${language.sourceVersion}&to=${english.publishedVersion}`,
                    )}
                    className="underline underline-offset-2"
                  >
                    {m.studio_language_what_changed()}
                  </Link>
                </p>
              ) : language.sourceVersion !== null ? (
                <p className="text-base-content/75">{m.studio_language_current({ source: language.sourceVersion })}</p>
              ) : null}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
