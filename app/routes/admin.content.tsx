import { FilePlus } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { FormMessage } from "~/components/forms/form-message";
import { ButtonLink } from "~/components/ui/button";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { FilterButtons } from "~/components/forms/filter-buttons";
import { DotBadge, type DotTone } from "~/components/ui/dot-badge";
import { Notice } from "~/components/ui/notice";
import { staffTime, studioTime } from "~/config/staff-time";
import { listDocuments, readStudioFilter } from "~/content-store/content-listing.server";
import { versionAuthor } from "~/content-store/version-author";
import {
  contentKindGroupLabels,
  contentKindLabels,
  type DocumentState,
  documentStateLabels,
  documentStates,
} from "~/content-store/document-states";
import { database } from "~/database/database.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { Route } from "./+types/admin.content";
import { baseLocale, languageNames, localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

const stateTones: Record<DocumentState, DotTone> = { published: "success", draft: "warning", scheduled: "info", unpublished: "muted" };
/** The filter's choices, in the page's language. */
const kindOptions = () => Object.entries(contentKindLabels).map(([id, label]) => ({ id, label }));
const stateOptions = () => documentStates.map((state) => ({ id: state, label: documentStateLabels[state] }));
const translationOptions = () => [
  { id: "missing", label: m.studio_filter_not_translated() },
  { id: "outdated", label: m.studio_filter_behind_english() },
];

export async function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams;
  const filter = readStudioFilter(asked);
  const documents = await listDocuments(await database(), filter);
  return {
    filter,
    // Where a document's page sends you once it is deleted.
    deleted: asked.get("deleted") === "1",
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      title: document.title,
      state: document.state,
      changed: staffTime(document.changedAt),
      changedBy: document.changedBy,
      scheduled: document.scheduledFor ? studioTime(document.scheduledFor) : null,
      locale: document.locale,
      translations: document.translations,
    })),
    meta: pageMeta({ title: m.studio_title(), description: m.studio_description() }),
  };
}

export const meta = loaderMeta;

export default function Content({ loaderData }: Route.ComponentProps) {
  const { filter, documents } = loaderData;
  const listPath = localizedPath("/admin/content");
  const filtering = useNavigation().location?.pathname === listPath;
  const filtered = Boolean(filter.q || filter.kind || filter.state || filter.translation);
  const groups = byKind(documents);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-title font-bold">{m.studio_title()}</h1>
        <ButtonLink to={localizedPath("/admin/content/new")}>
          <FilePlus aria-hidden="true" className="size-4" />
          {m.studio_new_document()}
        </ButtonLink>
      </div>
      <div className="has-[p]:mt-6">
        <FormMessage tone="success">{loaderData.deleted ? m.studio_deleted() : undefined}</FormMessage>
      </div>
      <p className="mt-1 text-base-content/75" role="status">
        {filtered ? m.studio_count_filtered({ count: documents.length }) : m.studio_count({ count: documents.length })}
      </p>

      {/* A new form for each filter: "Clear" empties its fields, which would otherwise keep what was typed. */}
      <Form
        noValidate
        key={`${filter.q}|${filter.kind ?? ""}|${filter.state ?? ""}|${filter.translation ?? ""}`}
        method="get"
        action={listPath}
        className="mt-6 grid gap-4 sm:grid-cols-2 sm:items-end xl:grid-cols-5"
      >
        <TextField name="q" type="search" label={m.studio_search()} defaultValue={filter.q} maxLength={100} />
        <SelectField
          name="kind"
          label={m.studio_kind()}
          placeholder={m.studio_any_kind()}
          options={kindOptions()}
          defaultValue={filter.kind ?? ""}
        />
        <SelectField
          name="state"
          label={m.studio_state()}
          placeholder={m.studio_any_state()}
          options={stateOptions()}
          defaultValue={filter.state ?? ""}
        />
        <SelectField
          name="translation"
          label={m.studio_translation()}
          placeholder={m.studio_any_translation()}
          options={translationOptions()}
          defaultValue={filter.translation ?? ""}
        />
        <FilterButtons busy={filtering} filtered={filtered} clearTo={listPath} />
      </Form>

      {documents.length === 0 ? (
        <Notice className="mt-8">{m.studio_none_matching()}</Notice>
      ) : (
        <>
          {/* Sixty documents are a long page: a kind is a heading to jump to, and a line of links leads to each. */}
          {groups.length > 1 ? (
            <nav aria-label={m.studio_kinds_nav()} className="mt-8">
              <ul className="flex flex-wrap gap-2">
                {groups.map(({ kind, rows }) => (
                  <li key={kind}>
                    <a
                      href={`#kind-${kind}`}
                      className="inline-flex items-center gap-1.5 rounded-full border border-base-300 px-3 py-1 text-sm font-medium hover:border-primary hover:text-primary"
                    >
                      {contentKindGroupLabels[kind]}
                      <span className="text-base-content/70">{rows.length}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {groups.map(({ kind, rows }) => (
            <section key={kind} id={`kind-${kind}`} aria-labelledby={`kind-${kind}-heading`} className="mt-8 scroll-mt-28">
              <h2 id={`kind-${kind}-heading`} className="text-xl font-bold">
                {contentKindGroupLabels[kind]}{" "}
                <span className="text-base font-normal text-base-content/75">({m.studio_kinds_count({ count: rows.length })})</span>
              </h2>
              <ol className="mt-3 divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
                {rows.map((document) => (
                  <DocumentRow key={document.id} document={document} />
                ))}
              </ol>
            </section>
          ))}
        </>
      )}
    </div>
  );
}

type ListedDocument = Route.ComponentProps["loaderData"]["documents"][number];

/** The documents kind by kind, in the list's order (the server's: kind by kind already). */
function byKind(documents: ListedDocument[]): { kind: ListedDocument["kind"]; rows: ListedDocument[] }[] {
  const groups: { kind: ListedDocument["kind"]; rows: ListedDocument[] }[] = [];
  for (const document of documents) {
    const last = groups.at(-1);
    if (last?.kind === document.kind) last.rows.push(document);
    else groups.push({ kind: document.kind, rows: [document] });
  }
  return groups;
}

/**
 * One document: its title across the row's width on a phone, with where it stands and its last
 * change below; beside each other from tablets up.
 */
function DocumentRow({ document }: { document: ListedDocument }) {
  return (
    <li className="relative flex flex-col items-start gap-x-6 gap-y-2 p-4 hover:bg-base-200 sm:flex-row sm:p-5">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">
          {/* The whole row opens the document; the link's words are its title. */}
          <Link to={localizedPath(`/admin/content/${document.id}`)} className="block break-words after:absolute after:inset-0">
            {document.title}
          </Link>
        </h3>
        {document.locale !== baseLocale ? (
          <p className="text-sm text-base-content/75">
            {m.studio_kind_only_in({ kind: contentKindLabels[document.kind], language: languageNames[document.locale] })}
          </p>
        ) : null}
        {document.translations.map((translation) => (
          <p key={translation.locale} className="text-sm">
            {/* Positioned after the row's own link, so it is drawn above that link's cover and can be followed. */}
            {translation.id ? (
              <Link
                to={localizedPath(`/admin/content/${translation.id}`)}
                className="relative underline underline-offset-2"
                lang={translation.locale}
              >
                {languageNames[translation.locale]}
              </Link>
            ) : (
              <span lang={translation.locale}>{languageNames[translation.locale]}</span>
            )}
            :{" "}
            {translation.state === null
              ? m.studio_translation_missing()
              : translation.outdated
                ? m.studio_translation_behind({ state: documentStateLabels[translation.state] })
                : documentStateLabels[translation.state]}
          </p>
        ))}
      </div>
      <p className="text-sm sm:w-48">
        <DotBadge tone={stateTones[document.state]}>{documentStateLabels[document.state]}</DotBadge>
        {document.scheduled ? (
          <span className="mt-1 block text-base-content/75">{m.studio_scheduled_for({ when: document.scheduled })}</span>
        ) : null}
      </p>
      <p className="text-sm text-base-content/75 sm:w-44">
        <time>{document.changed}</time>
        <span className="block break-words">{versionAuthor(document.changedBy)}</span>
      </p>
    </li>
  );
}
