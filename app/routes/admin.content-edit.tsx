import { Save } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { baseLocale, languageNames } from "~/i18n/locale";
import { postedForm } from "~/.server/posted-form";
import { uuidParam } from "~/.server/uuid-param";
import { ErrorSummary } from "~/components/forms/error-summary";
import { FormMessage } from "~/components/forms/form-message";
import { BackLink } from "~/components/page/back-link";
import { Button } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { answerEditForm } from "~/content-store/content-editing.server";
import { fieldId } from "~/content-store/content-fields";
import { contentFieldsOf } from "~/content-store/content-fields.server";
import { withAddress } from "~/content-store/content-kinds.server";
import { contentRecord } from "~/content-store/content-record.server";
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

export async function loader({ params }: Route.LoaderArgs) {
  const record = await recordOf(params.id);
  return {
    id: record.id,
    kind: record.kind,
    title: record.title,
    locale: record.locale,
    latestVersion: record.latestVersion,
    data: withAddress(record.kind, record.latestData, record.slug),
    fields: contentFieldsOf(record.kind),
    meta: pageMeta({ title: `Edit ${record.title}: Content`, description: `Editing a ${contentKindLabels[record.kind].toLowerCase()}.` }),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const record = await recordOf(params.id);
  const { email } = currentStaff(context);
  const { answer, status } = await answerEditForm(await database(), record, await postedForm(request), { email });
  if (answer.saved !== undefined) throw redirect(`/admin/content/${record.id}?saved=${answer.saved}`, 303);
  return data(answer, { status });
}

export const meta = loaderMeta;

type Difference = { field: string; theirs: string; yours: string };

const differenceColumns: DataColumn<Difference>[] = [
  { header: "Field", namesRow: true, cell: (difference) => difference.field, className: "font-mono text-xs" },
  { header: "Theirs", cell: (difference) => difference.theirs, className: "whitespace-pre-wrap" },
  { header: "Yours", cell: (difference) => difference.yours, className: "whitespace-pre-wrap" },
];

export default function EditContent({ loaderData, actionData }: Route.ComponentProps) {
  const { id, kind, title, fields } = loaderData;
  const answer = actionData && actionData.saved === undefined ? actionData : undefined;
  const values = answer?.data ?? loaderData.data;
  const basedOn = answer?.basedOn ?? loaderData.latestVersion;
  const problems = answer?.problems ?? {};
  const sending = useNavigation().formData;
  const saving = sending?.get("intent") === "save";
  const summary = Object.entries(problems).map(([name, text]) => ({ fieldId: fieldId(name), text: `${name || "The document"}: ${text}` }));
  return (
    <article>
      <BackLink to={`/admin/content/${id}`}>{title}</BackLink>
      <h1 className="mt-4 text-title font-bold break-words">Edit {title}</h1>
      <p className="mt-1 text-base-content/75">
        {contentKindLabels[kind]} in {languageNames[loaderData.locale]}. Saving makes a new version, a draft: the site shows it once you
        publish it.
        {loaderData.locale !== baseLocale ? (
          <>
            {" "}
            It keeps the English document's address.{" "}
            <Link to={`/admin/content/${id}/languages`} className="underline underline-offset-2">
              See it beside the English
            </Link>
          </>
        ) : null}
      </p>
      {summary.length > 0 ? (
        <div className="mt-6">
          <ErrorSummary heading="Nothing was saved: change these fields" problems={summary} />
        </div>
      ) : null}
      <div className="has-[p]:mt-6">
        <FormMessage tone="error">{summary.length === 0 ? answer?.message : undefined}</FormMessage>
      </div>
      {answer?.conflict ? (
        <section aria-labelledby="conflict" className="mt-6 rounded-box border-2 border-error p-4">
          <h2 id="conflict" className="font-semibold">
            Where version {answer.conflict.number}, by {answer.conflict.by}, differs from yours
          </h2>
          <DataTable
            caption={`Fields where version ${answer.conflict.number} and yours differ`}
            columns={differenceColumns}
            rows={answer.conflict.differences}
            rowKey={(difference) => difference.field}
            minWidth="narrow"
            alignTop
            className="mt-2"
          />
        </section>
      ) : null}
      {/* A new form for each answer: the fields start from what the server sends back. */}
      <Form key={`${basedOn}:${JSON.stringify(values)}`} method="post" encType="multipart/form-data" noValidate className="mt-8 space-y-6">
        <input type="hidden" name="basedOn" value={basedOn} />
        {/* The first button of the form: what Enter in a field does. */}
        <Button type="submit" name="intent" value="save" busy={saving}>
          <Save aria-hidden="true" className="size-4" />
          Save draft
        </Button>
        <ContentFormFields fields={fields} data={values} problems={problems} />
        <Button type="submit" name="intent" value="save" size="lg" busy={saving}>
          <Save aria-hidden="true" className="size-4" />
          Save draft
        </Button>
      </Form>
    </article>
  );
}
