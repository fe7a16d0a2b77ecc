import { CalendarDays, Clock, MapPin, Monitor } from "lucide-react";
import type { ReactNode } from "react";
import { Surface } from "~/components/ui/surface";
import type { CohortFormat } from "~/database/schema.server";
import { formatBookingPrice, vatNote } from "~/config/money";
import { calendarDay } from "~/config/calendar-day";
import { formatText } from "./cohort-words";
import { type Meetings, scheduleText } from "./meetings";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";

type CohortSummaryProps = {
  cohort: Meetings & { startsOn: string; endsOn: string; format: CohortFormat; address: string | null };
  /** In minor units (pence), as a booking keeps it. */
  price: number;
  /** What follows the facts: the seats left, a booking's reference. */
  children?: ReactNode;
};

/** A cohort's facts, as the booking pages show them: dates, schedule, where, price. */
export function CohortSummary({ cohort, price, children }: CohortSummaryProps) {
  const FormatIcon = cohort.format === "online" ? Monitor : MapPin;
  return (
    <Surface as="section" aria-labelledby="cohort-heading" padding="lg" className="space-y-3">
      <h2 id="cohort-heading" className="font-bold">
        {m.cohort_summary()}
      </h2>
      <p className="flex items-start gap-2">
        <CalendarDays aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
        <span>
          {richText(m.date_range, {
            start: <time dateTime={cohort.startsOn}>{calendarDay(cohort.startsOn)}</time>,
            end: <time dateTime={cohort.endsOn}>{calendarDay(cohort.endsOn)}</time>,
          })}
        </span>
      </p>
      <p className="flex items-start gap-2">
        <Clock aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
        <span>{scheduleText(cohort)}</span>
      </p>
      <p className="flex items-start gap-2">
        <FormatIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
        <span className="[overflow-wrap:anywhere]">{formatText(cohort.format, cohort.address)}</span>
      </p>
      <p>
        <span className="text-2xl font-extrabold text-primary">{formatBookingPrice(price)}</span>
        {price > 0 ? <span className="text-sm text-base-content/75"> {vatNote(price)}</span> : null}
      </p>
      {children}
    </Surface>
  );
}
