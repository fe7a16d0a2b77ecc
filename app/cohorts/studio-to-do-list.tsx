import { ClipboardCheck } from "lucide-react";
import { Link } from "react-router";
import { m } from "~/i18n/paraglide/messages.js";

/** One thing the studio owes, in words, with the roster where it is done (studio-to-do.server.ts). */
export type ToDoLine = { id: string; text: string; rosterPath: string; reference: string };

/** The to-do at the top of the staff inbox: empty, it says nothing is owed. */
export function StudioToDoList({ lines }: { lines: ToDoLine[] }) {
  return (
    <section aria-labelledby="studio-to-do" className="mt-6 rounded-box border border-base-300 bg-base-100 p-4 sm:p-5">
      <h2 id="studio-to-do" className="flex items-center gap-2 text-lg font-bold">
        <ClipboardCheck aria-hidden="true" className="size-5" />
        {m.todo_heading()}
      </h2>
      {lines.length === 0 ? (
        <p className="mt-2 text-base-content/75">{m.todo_none()}</p>
      ) : (
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
      )}
    </section>
  );
}
