import { ArrowRight, ClipboardCheck } from "lucide-react";
import { Link } from "react-router";
import { formatCount } from "~/config/money";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

/** One thing the studio owes, in words, with the roster where it is done (studio-to-do.server.ts). */
export type ToDoLine = { id: string; text: string; rosterPath: string; reference: string };

/** Things owed, each beside the link to the roster where it is done. */
export function ToDoLines({ lines }: { lines: ToDoLine[] }) {
  return (
    <ul className="mt-3 space-y-3">
      {lines.map((line) => (
        <li key={line.id} className="flex flex-col gap-1 sm:flex-row sm:justify-between sm:gap-6">
          <p className="max-w-prose">{line.text}</p>
          <Link to={line.rosterPath} className="shrink-0 font-semibold text-primary underline underline-offset-2">
            {m.todo_roster({ reference: line.reference })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The to-do at the top of the staff inbox: the first few things owed, and a link to the to-do's
 * own page when there are more. Empty, it says nothing is owed.
 */
export function StudioToDoList({ lines, total }: { lines: ToDoLine[]; total: number }) {
  return (
    <section aria-labelledby="studio-to-do" className="mt-6 rounded-box border border-base-300 bg-base-100 p-4 sm:p-5">
      <h2 id="studio-to-do" className="flex items-center gap-2 text-lg font-bold">
        <ClipboardCheck aria-hidden="true" className="size-5" />
        {m.todo_heading()}
      </h2>
      {lines.length === 0 ? <p className="mt-2 text-base-content/75">{m.todo_none()}</p> : <ToDoLines lines={lines} />}
      {total > lines.length ? (
        <Link
          to={localizedPath("/admin/to-do")}
          className="mt-4 inline-flex items-center gap-2 font-semibold text-primary underline underline-offset-2"
        >
          {m.todo_see_all({ count: total, shown: formatCount(total) })}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </section>
  );
}
