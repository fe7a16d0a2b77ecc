import { data } from "react-router";
import { uuidParam } from "~/platform/uuid-param.server";
import { BackLink } from "~/components/page/back-link";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { Notice } from "~/components/ui/notice";
import { contentKindLabels } from "~/content-store/document-states";
import { sideBySide } from "~/content-store/translations.server";
import { database } from "~/database/database.server";
import { languageNames, localizedPath } from "~/i18n/locale";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { LanguageVersions } from "~/staff/language-versions";
import type { Route } from "./+types/admin.content-languages";
import { m } from "~/i18n/paraglide/messages.js";

export async function loader({ params }: Route.LoaderArgs) {
  const id = uuidParam(params.id);
  const db = await database();
  const found = await sideBySide(db, id);
  if (!found) throw data(null, { status: 404 });
  const own = found.languages.find((language) => language.documentId === id)!;
  return {
    id,
    title: own.title!,
    ...found,
    meta: pageMeta({ title: m.studio_languages_title({ title: own.title! }), description: m.studio_languages_description() }),
  };
}

export const meta = loaderMeta;

type Row = { field: string; values: { locale: string; text: string | null; asEnglish: boolean }[] };

export default function DocumentLanguages({ loaderData }: Route.ComponentProps) {
  const { id, title, languages, rows } = loaderData;
  const present = languages.filter((language) => language.documentId !== null);
  const columns: DataColumn<Row>[] = [
    { header: m.studio_languages_field(), namesRow: true, cell: (row) => row.field, className: "font-mono text-xs break-all" },
    ...present.map((language, index) => ({
      header: m.studio_languages_version({ language: languageNames[language.locale], version: language.latestVersion! }),
      className: "whitespace-pre-wrap break-words",
      cell: (row: Row) => {
        const value = row.values[index]!;
        if (value.text === null) return <span className="text-base-content/70">{m.studio_languages_empty()}</span>;
        return (
          <>
            <span lang={language.locale}>{value.text}</span>
            {value.asEnglish ? <strong className="mt-1 block">{m.studio_languages_still_english()}</strong> : null}
          </>
        );
      },
    })),
  ];
  const untranslated = rows.filter((row) => row.values.some((value) => value.asEnglish)).length;
  return (
    <article>
      <BackLink to={localizedPath(`/admin/content/${id}`)}>{title}</BackLink>
      <h1 className="mt-4 text-title font-bold break-words">{m.studio_languages_title({ title })}</h1>
      <p className="mt-1 text-base-content/75">{contentKindLabels[loaderData.kind]}</p>
      <div className="mt-6">
        <LanguageVersions languages={languages} current={id} />
      </div>
      {untranslated > 0 ? <Notice className="mt-6">{m.studio_languages_untranslated({ count: untranslated })}</Notice> : null}
      <section aria-labelledby="fields" className="mt-10">
        <h2 id="fields" className="text-lg font-bold">
          {m.studio_languages_fields()}
        </h2>
        <DataTable
          className="mt-4"
          caption={m.studio_languages_caption({ title })}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.field}
          minWidth="wide"
          alignTop
        />
      </section>
    </article>
  );
}
