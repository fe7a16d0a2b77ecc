import { Download, Users } from "lucide-react";
import { FormMessage } from "~/components/forms/form-message";
import { ButtonLink } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { BookingStateBadge } from "./cohort-badges";
import type { RosterIntent } from "./roster-actions.server";
import { RosterRowActions } from "./roster-row-actions";
import type { MoveTarget, RosterRow } from "./staff-cohort-page.server";

/** A cohort's roster for staff: every booking, what may be done to it, and the roster as CSV. */
export function StaffCohortRoster({
  cohortId,
  roster,
  moveTargets,
  answer,
  busy,
}: {
  cohortId: string;
  roster: RosterRow[];
  moveTargets: MoveTarget[];
  /** What the last roster form was answered. */
  answer?: { error?: string; done?: string };
  /** Whether the form of this booking and intent is being sent. */
  busy: (bookingId: string, intent: RosterIntent) => boolean;
}) {
  const columns: DataColumn<RosterRow>[] = [
    { header: "Reference", className: "font-mono whitespace-nowrap", cell: (row) => row.reference },
    { header: "Name", namesRow: true, className: "font-semibold break-words", cell: (row) => row.name },
    {
      header: "Email",
      // Whole, on one line: the roster scrolls in its own region before an address breaks.
      className: "whitespace-nowrap",
      cell: (row) => (
        <a
          className="text-primary underline underline-offset-2"
          href={`mailto:${row.email}?subject=${encodeURIComponent(`Your booking ${row.reference}`)}`}
        >
          {row.email}
        </a>
      ),
    },
    {
      header: "State",
      cell: (row) => (
        <>
          <BookingStateBadge state={row.state} />
          {row.until ? <span className="mt-1 block text-xs text-base-content/75">until {row.until}</span> : null}
        </>
      ),
    },
    { header: "Booked", cell: (row) => row.booked },
    {
      header: "Paid",
      cell: (row) => (
        <>
          {row.paid ?? (row.state === "held" ? <span className="text-base-content/75">Not paid</span> : null)}
          <span className={`block ${row.paid || row.state === "held" ? "mt-1 text-xs text-base-content/75" : ""}`}>
            {row.amount}
            {row.method ? ` by ${row.method.toLowerCase()}` : ""}
          </span>
          {row.card ? (
            <span className="mt-1 block text-xs text-base-content/75">
              {row.card.last4 ? `Card ending ${row.card.last4}` : "Card"}
              {row.card.paymentId ? (
                <>
                  , Stripe <span className="font-mono break-all">{row.card.paymentId}</span>
                </>
              ) : null}
            </span>
          ) : null}
          {row.card?.refunded ? <span className="mt-1 block text-xs font-semibold">Refunded {row.card.refunded}</span> : null}
          {row.card && !row.card.refunded && row.card.refundOwed ? (
            <span className="mt-1 block text-xs font-semibold">Refund on its way to Stripe</span>
          ) : null}
        </>
      ),
    },
    {
      header: "Actions",
      cell: (row) => <RosterRowActions row={row} moveTargets={moveTargets} busy={(intent) => busy(row.id, intent)} />,
    },
  ];
  return (
    <section aria-labelledby="cohort-roster" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="cohort-roster" className="flex items-center gap-2 text-lg font-bold">
          <Users aria-hidden="true" className="size-5" />
          Roster
        </h2>
        <ButtonLink to={`/admin/cohorts/${cohortId}/roster.csv`} reloadDocument variant="outline" download>
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </ButtonLink>
      </div>
      <div className="has-[p]:mt-4">
        <FormMessage tone="error">{answer?.error}</FormMessage>
        <FormMessage tone="success">{answer?.done}</FormMessage>
      </div>
      {roster.length === 0 ? (
        <p className="mt-4 text-base-content/75">Nobody has booked yet.</p>
      ) : (
        <DataTable
          caption="Roster: seats first, then offers, then the waiting list, then ended bookings"
          label="Bookings on this cohort"
          columns={columns}
          rows={roster}
          rowKey={(row) => row.id}
          minWidth="wide"
          alignTop
          className="mt-4"
        />
      )}
    </section>
  );
}
