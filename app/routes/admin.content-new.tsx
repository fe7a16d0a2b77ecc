import { FilePlus } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { postedForm } from "~/platform/posted-form.server";
import { ErrorSummary } from "~/components/forms/error-summary";
import { FormMessage } from "~/components/forms/form-message";
import { BackLink } from "~/components/page/back-link";
import { Button } from "~/components/ui/button";
import { answerNewForm, creatableKinds } from "~/content-store/content-editing.server";
import { problemList } from "~/content-store/content-fields";
import { emptyValue } from "~/content-store/content-fields.server";
import { contentKindSpecs } from "~/content-store/content-kinds.server";
import { addressSource } from "~/content-store/suggested-address";
import { isoDay } from "~/config/calendar-day";
import { useSuggestedAddress } from "~/staff/use-suggested-address";
import { useRef } from "react";
import { studioFieldsOf } from "~/content-store/reference-pickers.server";
import { contentKindLabels } from "~/content-store/document-states";
import { database } from "~/database/database.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { ContentFormFields } from "~/staff/content-form-fields";
import { currentStaff } from "~/staff/staff-access.server";
import { studioFormHandle } from "~/staff/studio-form-limits";
import type { RouteHandle } from "~/types/route-handle";
import type { Route } from "./+types/admin.content-new";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

/** A post's Markdown may be long, and an image may come with the form. */
export const handle: RouteHandle = studioFormHandle;

const kindSchema = z.enum(creatableKinds);

/** The page's heading and its button for each kind ("New FAQ entry", "Create case study"): German inflects them by gender. */
const kindWords: Record<(typeof creatableKinds)[number], { heading: () => string; create: () => string }> = {
  service: { heading: m.studio_new_service, create: m.studio_create_service },
  project: { heading: m.studio_new_project, create: m.studio_create_project },
  course: { heading: m.studio_new_course, create: m.studio_create_course },
  post: { heading: m.studio_new_post, create: m.studio_create_post },
  faq: { heading: m.studio_new_faq, create: m.studio_create_faq },
  team: { heading: m.studio_new_team, create: m.studio_create_team },
  tag: { heading: m.studio_new_tag, create: m.studio_create_tag },
};

/** The kind a new document is of, from `?kind=`; null when none (or one the studio does not make) is asked for. */
function kindOf(request: Request) {
  const kind = kindSchema.safeParse(new URL(request.url).searchParams.get("kind"));
  return kind.success ? kind.data : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const kind = kindOf(request);
  const kinds = creatableKinds.map((id) => ({ id, label: contentKindLabels[id] }));
  if (!kind)
    return {
      kind: null,
      kinds,
      meta: pageMeta({ title: m.studio_new_title({ what: m.studio_new_document() }), description: m.studio_new_description() }),
    };
  const addressField = contentKindSpecs[kind].slugField ?? "slug";
  // The address may be left to the title (content-editing.server.ts), and the form says so.
  const fields = (await studioFieldsOf(await database(), kind)).map((field) =>
    field.name === addressField && addressSource[kind] ? { ...field, hint: m.studio_address_from_title() } : field,
  );
  const empty = emptyValue({ kind: "group", name: "", label: "", required: true, fields }) as Record<string, unknown>;
  // A post is dated the day it is written, unless the owner says otherwise.
  if (fields.some((field) => field.name === "date")) empty.date = isoDay(new Date());
  return {
    kind,
    kinds,
    fields,
    addressField,
    data: empty,
    meta: pageMeta({
      title: m.studio_new_title({ what: kindWords[kind].heading() }),
      description: m.studio_new_description(),
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const kind = kindOf(request);
  if (!kind) throw data(null, { status: 404 });
  const { email } = currentStaff(context);
  const { answer, status } = await answerNewForm(await database(), kind, await postedForm(request), { email });
  if (answer.created !== undefined) throw redirect(localizedPath(`/admin/content/${answer.created}?created=1`), 303);
  return data(answer, { status });
}

export const meta = loaderMeta;

export default function NewContent({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().formData;
  const answer = actionData && actionData.created === undefined ? actionData : undefined;
  const values = answer?.data ?? (loaderData.kind ? loaderData.data : {});
  const formKey = JSON.stringify(values);
  const form = useRef<HTMLFormElement>(null);
  useSuggestedAddress(form, loaderData.kind ? addressSource[loaderData.kind] : undefined, loaderData.addressField ?? "slug", formKey);
  if (!loaderData.kind) {
    return (
      <article>
        <BackLink to={localizedPath("/admin/content")}>{m.studio_all_content()}</BackLink>
        <h1 className="mt-4 text-title font-bold">{m.studio_new_document()}</h1>
        <p className="mt-1 text-base-content/75">{m.studio_new_intro()}</p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {loaderData.kinds.map((kind) => (
            <li key={kind.id}>
              <Link
                to={localizedPath(`/admin/content/new?kind=${kind.id}`)}
                className="flex items-center gap-2 rounded-box border border-base-300 bg-base-100 p-4 font-semibold hover:bg-base-200"
              >
                <FilePlus aria-hidden="true" className="size-5" />
                {kind.label}
              </Link>
            </li>
          ))}
        </ul>
      </article>
    );
  }
  const { kind, fields } = loaderData;
  const problems = answer?.problems ?? {};
  const creating = sending?.get("intent") === "create";
  const words = kindWords[kind];
  const summary = problemList(fields, problems);
  return (
    <article>
      <BackLink to={localizedPath("/admin/content/new")}>{m.studio_another_kind()}</BackLink>
      <h1 className="mt-4 text-title font-bold">{words.heading()}</h1>
      <p className="mt-1 text-base-content/75">{m.studio_new_kind_intro()}</p>
      {summary.length > 0 ? (
        <div className="mt-6">
          <ErrorSummary heading={m.studio_nothing_created()} problems={summary} />
        </div>
      ) : null}
      <div className="has-[p]:mt-6">
        <FormMessage tone="error">{summary.length === 0 ? answer?.message : undefined}</FormMessage>
      </div>
      {/* A new form for each answer: the fields start from what the server sends back. */}
      <Form ref={form} key={formKey} method="post" encType="multipart/form-data" noValidate className="mt-8 space-y-6">
        {/* The first button of the form: what Enter in a field does. */}
        <Button type="submit" name="intent" value="create" busy={creating}>
          <FilePlus aria-hidden="true" className="size-4" />
          {words.create()}
        </Button>
        <ContentFormFields fields={fields} data={values} problems={problems} />
        <Button type="submit" name="intent" value="create" size="lg" busy={creating}>
          <FilePlus aria-hidden="true" className="size-4" />
          {words.create()}
        </Button>
      </Form>
    </article>
  );
}
