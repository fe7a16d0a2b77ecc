import { ClipboardCheck } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { toDoLine } from "~/cohorts/studio-to-do-lines.server";
import { ToDoLines } from "~/cohorts/studio-to-do-list";
import { studioToDo, TO_DO_ON_PAGE } from "~/cohorts/studio-to-do.server";
import { FilterButtons } from "~/components/forms/filter-buttons";
import { TextField } from "~/components/forms/text-field";
import { Notice } from "~/components/ui/notice";
import { formatCount } from "~/config/money";
import { database } from "~/database/database.server";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { staffSearchSchema } from "~/platform/staff-search.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { Route } from "./+types/admin.to-do";

/**
 * Everything the studio owes its learners (issue 64), where the inbox shows only the first few:
 * searchable by the learner's name, email or booking reference, each line linking to its roster.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const q = staffSearchSchema.parse(new URL(request.url).searchParams.get("q") ?? "");
  const { items, total } = await studioToDo(await database(), { q, limit: TO_DO_ON_PAGE });
  return {
    q,
    total,
    lines: items.map(toDoLine),
    meta: pageMeta({ title: m.todo_page_title(), description: m.todo_page_description() }),
  };
}

export const meta = loaderMeta;

export default function StudioToDo({ loaderData }: Route.ComponentProps) {
  const { q, total, lines } = loaderData;
  const here = localizedPath("/admin/to-do");
  const searching = useNavigation().location?.pathname === here;
  const counted = { count: total, shown: formatCount(total) };
  return (
    <div>
      <h1 className="flex items-center gap-2 text-title font-bold">
        <ClipboardCheck aria-hidden="true" className="size-6" />
        {m.todo_heading()}
      </h1>
      <p className="mt-1 text-base-content/75" role="status">
        {(q ? m.todo_count_matching : m.todo_count)(counted)}
      </p>
      <Form noValidate key={q} method="get" action={here} className="mt-6 flex flex-wrap items-end gap-4">
        <TextField name="q" type="search" label={m.todo_search()} defaultValue={q} maxLength={100} className="min-w-0 flex-1" />
        <FilterButtons busy={searching} filtered={Boolean(q)} clearTo={here} />
      </Form>
      {lines.length === 0 ? (
        <Notice className="mt-8">{q ? m.todo_none_matching() : m.todo_none()}</Notice>
      ) : (
        <section aria-label={m.todo_heading()} className="mt-6 rounded-box border border-base-300 bg-base-100 p-4 sm:p-5">
          <ToDoLines lines={lines} />
        </section>
      )}
      {total > lines.length ? <p className="mt-4 text-base-content/75">{m.todo_first_shown({ ...counted, first: lines.length })}</p> : null}
    </div>
  );
}
