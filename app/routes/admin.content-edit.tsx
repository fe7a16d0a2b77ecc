import { Save, Undo2 } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { baseLocale, languageNames, localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { postedForm } from "~/platform/posted-form.server";
import { uuidParam } from "~/platform/uuid-param.server";
import { ErrorSummary } from "~/components/forms/error-summary";
import { FormMessage } from "~/components/forms/form-message";
import { BackLink } from "~/components/page/back-link";
import { Button } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { answerEditForm } from "~/content-store/content-editing.server";
import { problemList } from "~/content-store/content-fields";
import { studioFieldsOf } from "~/content-store/reference-pickers.server";
import { formData } from "~/content-store/content-kinds.server";
import { contentRecord } from "~/content-store/content-record.server";
import { autosaveOf, discardAutosave } from "~/content-store/content-autosaves.server";
import { staffTime } from "~/config/staff-time";
import { Notice } from "~/components/ui/notice";
import { useAutosave } from "~/staff/use-autosave";
import { useRef } from "react";
import { contentKindLabels } from "~/content-store/document-states";
import { database } from "~/database/database.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { currentStaff } from "~/staff/staff-access.server";
import { ContentFormFields } from "~/staff/content-form-fields";
import type { Route } from "./+types/admin.content-edit";
import { studioFormHandle } from "~/staff/studio-form-limits";
import type { RouteHandle } from "~/types/route-handle";

/** A post's Markdown may be long, and an image may come with the form. */
export const handle: RouteHandle = studioFormHandle;

async function recordOf(id: string | undefined) {
  const record = await contentRecord(await database(), uuidParam(id));
  if (!record) throw data(null, { status: 404 });
  return record;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const record = await recordOf(params.id);
  // What this editor typed and did not save comes back into the form (issue 64, item 7).
  const autosave = await autosaveOf(await database(), record.id, currentStaff(context));
  const discarded = new URL(request.url).searchParams.has("discarded");
  return {
    id: record.id,
    kind: record.kind,
    title: record.title,
    locale: record.locale,
    latestVersion: autosave?.basedOn ?? record.latestVersion,
    data: autosave?.data ?? formData(record.kind, record.latestData, record.slug, record.locale),
    restored: autosave ? m.studio_autosave_restored({ time: staffTime(autosave.savedAt), version: autosave.basedOn }) : null,
    discarded: discarded && !autosave ? m.studio_autosave_discarded({ version: record.latestVersion }) : null,
    fields: await studioFieldsOf(await database(), record.kind, record.locale),
    meta: pageMeta({
      title: m.studio_edit_title({ title: record.title }),
      description: m.studio_edit_description({ kind: contentKindLabels[record.kind] }),
    }),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const record = await recordOf(params.id);
  const { email } = currentStaff(context);
  const posted = await postedForm(request);
  if (posted.ok && posted.form.get("intent") === "discard") {
    await discardAutosave(await database(), record.id, { email });
    throw redirect(localizedPath(`/admin/content/${record.id}/edit?discarded=1`), 303);
  }
  const { answer, status } = await answerEditForm(await database(), record, posted, { email });
  if (answer.saved !== undefined) throw redirect(localizedPath(`/admin/content/${record.id}?saved=${answer.saved}`), 303);
  return data(answer, { status });
}

export const meta = loaderMeta;

type Difference = { field: string; theirs: string; yours: string };

/** The conflict's columns, their headers in the page's language. */
const differenceColumns = (): DataColumn<Difference>[] => [
  { header: m.studio_languages_field(), namesRow: true, cell: (difference) => difference.field, className: "font-mono text-xs" },
  { header: m.studio_theirs(), cell: (difference) => difference.theirs, className: "whitespace-pre-wrap" },
  { header: m.studio_yours(), cell: (difference) => difference.yours, className: "whitespace-pre-wrap" },
];

export default function EditContent({ loaderData, actionData }: Route.ComponentProps) {
  const { id, kind, title, fields } = loaderData;
  const answer = actionData && actionData.saved === undefined ? actionData : undefined;
  const values = answer?.data ?? loaderData.data;
  const basedOn = answer?.basedOn ?? loaderData.latestVersion;
  const problems = answer?.problems ?? {};
  const sending = useNavigation().formData;
  const saving = sending?.get("intent") === "save";
  const formKey = `${basedOn}:${JSON.stringify(values)}`;
  const form = useRef<HTMLFormElement>(null);
  const { state: autosave, stop: stopAutosave } = useAutosave(form, localizedPath(`/admin/content/${id}/autosave`), {
    formKey,
    answered: Boolean(answer),
  });
  const summary = problemList(fields, problems);
  return (
    <article>
      <BackLink to={localizedPath(`/admin/content/${id}`)}>{title}</BackLink>
      <h1 className="mt-4 text-title font-bold break-words">{m.studio_edit_heading({ title })}</h1>
      <p className="mt-1 text-base-content/75">
        {m.studio_edit_intro({ kind: contentKindLabels[kind], language: languageNames[loaderData.locale] })}
        {loaderData.locale !== baseLocale ? (
          <>
            {" "}
            {m.studio_edit_keeps_address()}{" "}
            <Link to={localizedPath(`/admin/content/${id}/languages`)} className="underline underline-offset-2">
              {m.studio_edit_beside_english()}
            </Link>
          </>
        ) : null}
      </p>
      {loaderData.locale !== baseLocale ? <p className="mt-2 text-base-content/75">{m.studio_edit_words_only()}</p> : null}
      {summary.length > 0 ? (
        <div className="mt-6">
          <ErrorSummary heading={m.studio_nothing_saved()} problems={summary} />
        </div>
      ) : null}
      <div className="has-[p]:mt-6">
        <FormMessage tone="error">{summary.length === 0 ? answer?.message : undefined}</FormMessage>
      </div>
      {answer?.conflict ? (
        <section aria-labelledby="conflict" className="mt-6 rounded-box border-2 border-error p-4">
          <h2 id="conflict" className="font-semibold">
            {m.studio_conflict_heading({ version: answer.conflict.number, email: answer.conflict.by })}
          </h2>
          <DataTable
            caption={m.studio_conflict_caption({ version: answer.conflict.number })}
            columns={differenceColumns()}
            rows={answer.conflict.differences}
            rowKey={(difference) => difference.field}
            minWidth="narrow"
            alignTop
            className="mt-2"
          />
        </section>
      ) : null}
      {loaderData.restored && !answer ? (
        <>
          <Notice className="mt-6">{loaderData.restored}</Notice>
          {/* Nothing more is kept once it is discarded. */}
          <Form method="post" noValidate className="mt-3" onSubmit={stopAutosave}>
            <Button type="submit" name="intent" value="discard" variant="outline">
              <Undo2 aria-hidden="true" className="size-4" />
              {m.studio_autosave_discard()}
            </Button>
          </Form>
        </>
      ) : null}
      {loaderData.discarded && !answer ? <Notice className="mt-6">{loaderData.discarded}</Notice> : null}
      {/* A new form for each answer: the fields start from what the server sends back. */}
      <Form ref={form} key={formKey} method="post" encType="multipart/form-data" noValidate className="mt-8 space-y-6">
        <input type="hidden" name="basedOn" value={basedOn} />
        {/* The first button of the form: what Enter in a field does. */}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button type="submit" name="intent" value="save" busy={saving}>
            <Save aria-hidden="true" className="size-4" />
            {m.studio_save_draft()}
          </Button>
          <p role="status" className={`text-sm ${autosave.kind === "failed" ? "font-medium text-error" : "text-base-content/75"}`}>
            {autosave.kind === "saving"
              ? m.studio_autosave_saving()
              : autosave.kind === "kept" || autosave.kind === "failed"
                ? autosave.words
                : null}
          </p>
        </div>
        <ContentFormFields fields={fields} data={values} problems={problems} />
        <Button type="submit" name="intent" value="save" size="lg" busy={saving}>
          <Save aria-hidden="true" className="size-4" />
          {m.studio_save_draft()}
        </Button>
      </Form>
    </article>
  );
}
