import { History } from "lucide-react";
import { Surface } from "~/components/ui/surface";
import { m } from "~/i18n/paraglide/messages.js";
import type { StaffCohortPage } from "./staff-cohort-page.server";

/** What the staff did to a cohort and its bookings, oldest first. */
export function StaffCohortHistory({ events }: { events: StaffCohortPage["events"] }) {
  return (
    <section aria-labelledby="cohort-history" className="mt-10">
      <Surface>
        <h2 id="cohort-history" className="flex items-center gap-2 text-lg font-bold">
          <History aria-hidden="true" className="size-5" />
          {m.cohort_history()}
        </h2>
        {events.length === 0 ? (
          <p className="mt-3 text-sm text-base-content/75">{m.cohort_history_none()}</p>
        ) : (
          <ol className="mt-4 space-y-4 border-l border-base-300 pl-4" aria-label={m.cohort_history_label()}>
            {events.map((event) => (
              <li key={event.id}>
                <p className="text-sm text-base-content/75">
                  <time>{event.at}</time> · <span className="break-all">{event.by}</span>
                </p>
                <p className="break-words">{event.detail}</p>
              </li>
            ))}
          </ol>
        )}
      </Surface>
    </section>
  );
}
