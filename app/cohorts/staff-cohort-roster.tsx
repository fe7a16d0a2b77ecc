import { Download, Users } from "lucide-react";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";
import type { PaymentMethodKind } from "~/database/schema.server";
import { FormMessage } from "~/components/forms/form-message";
import { ButtonLink } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { BookingStateBadge } from "./cohort-badges";
import type { RosterIntent } from "./roster-actions.server";
import { RosterRowActions } from "./roster-row-actions";
import type { MoveTarget, RosterRow } from "./staff-cohort-page.server";

/** "£490 by card": how a booking was or is to be paid. */
const paidBy: Record<PaymentMethodKind, (values: { amount: string }) => string> = {
  card: m.roster_amount_by_card,
  "bank-transfer": m.roster_amount_by_transfer,
};

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
    { header: m.roster_reference(), className: "font-mono whitespace-nowrap", cell: (row) => row.reference },
    {
      header: m.roster_name(),
      namesRow: true,
      className: "font-semibold break-words",
      cell: (row) => (
        <>
          {row.team?.unnamed ? m.roster_team_unnamed_seat() : row.name}
          {row.team ? (
            <span className="mt-1 block text-xs font-normal text-base-content/75">
              {m.roster_team_of({ company: row.team.company, reference: row.team.reference })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: m.roster_email(),
      // Whole, on one line, on a wide screen; on a phone's card it wraps (staff-tables.css).
      // Not EmailWithBreaks: Chrome breaks at a <wbr> even where nothing else may wrap.
      className: "whitespace-nowrap",
      cell: (row) => (
        <a
          className="text-primary underline underline-offset-2"
          href={`mailto:${row.email}?subject=${encodeURIComponent(row.mailSubject)}`}
        >
          {row.email}
        </a>
      ),
    },
    {
      header: m.roster_state(),
      cell: (row) => (
        <>
          <BookingStateBadge state={row.state} />
          {row.until ? <span className="mt-1 block text-xs text-base-content/75">{m.roster_until({ time: row.until })}</span> : null}
        </>
      ),
    },
    { header: m.roster_booked(), cell: (row) => row.booked },
    {
      header: m.roster_paid(),
      cell: (row) => (
        <>
          {row.paid ?? (row.state === "held" ? <span className="text-base-content/75">{m.roster_not_paid()}</span> : null)}
          <span className={`block ${row.paid || row.state === "held" ? "mt-1 text-xs text-base-content/75" : ""}`}>
            {row.method ? paidBy[row.method]({ amount: row.amount }) : row.amount}
          </span>
          {row.card ? (
            <span className="mt-1 block text-xs text-base-content/75">
              {row.card.last4 ? m.roster_card_ending({ last4: row.card.last4 }) : m.roster_card()}
              {row.card.paymentId ? (
                <>
                  , {m.roster_stripe_payment()} <span className="font-mono break-all">{row.card.paymentId}</span>
                </>
              ) : null}
            </span>
          ) : null}
          {row.card?.refunded ? (
            <span className="mt-1 block text-xs font-semibold">{m.roster_refunded({ amount: row.card.refunded })}</span>
          ) : null}
          {row.card && !row.card.refunded && row.card.refundOwed ? (
            <span className="mt-1 block text-xs font-semibold">{m.roster_refund_on_its_way()}</span>
          ) : null}
          {row.invoices.map((invoice) => (
            <a
              key={invoice.number}
              href={`/admin/invoices/${invoice.number}`}
              download
              className="mt-1 block text-xs text-primary underline underline-offset-2"
            >
              {invoice.title} <span className="font-mono">{invoice.number}</span>
            </a>
          ))}
          {row.transferRefund ? (
            <span className="mt-1 block text-xs font-semibold">
              {row.transferRefund === "owed" ? m.roster_refund_owed() : m.roster_transfer_refunded()}
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: m.roster_actions(),
      cell: (row) => <RosterRowActions row={row} moveTargets={moveTargets} busy={(intent) => busy(row.id, intent)} />,
    },
  ];
  return (
    <section aria-labelledby="cohort-roster" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="cohort-roster" className="flex items-center gap-2 text-lg font-bold">
          <Users aria-hidden="true" className="size-5" />
          {m.roster_heading()}
        </h2>
        <ButtonLink to={localizedPath(`/admin/cohorts/${cohortId}/roster.csv`)} reloadDocument variant="outline" download>
          <Download aria-hidden="true" className="size-4" />
          {m.roster_download()}
        </ButtonLink>
      </div>
      <div className="has-[p]:mt-4">
        <FormMessage tone="error">{answer?.error}</FormMessage>
        <FormMessage tone="success">{answer?.done}</FormMessage>
      </div>
      {roster.length === 0 ? (
        <p className="mt-4 text-base-content/75">{m.roster_none()}</p>
      ) : (
        <DataTable
          caption={m.roster_caption()}
          label={m.roster_label()}
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
