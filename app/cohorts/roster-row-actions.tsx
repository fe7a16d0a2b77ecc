import { ArrowRightLeft, BadgeCheck, Undo2, X } from "lucide-react";
import { REFUND_REASON_MAX } from "~/payments/refund-policy";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { m } from "~/i18n/paraglide/messages.js";
import type { RosterIntent } from "./roster-actions.server";
import type { MoveTarget, RosterRow } from "./staff-cohort-page.server";

/** What the staff can do to one booking: each a plain form, so the roster works without scripts. */
export function RosterRowActions({
  row,
  moveTargets,
  busy,
}: {
  row: RosterRow;
  moveTargets: MoveTarget[];
  busy: (intent: RosterIntent) => boolean;
}) {
  if (!row.canMarkPaid && !row.canMarkOrderPaid && !row.canCancel && !row.canMove && !row.canRefund && !row.canMarkRefunded)
    return <span className="text-base-content/70">{row.team ? m.roster_team_seat_no_actions() : m.roster_no_actions()}</span>;
  return (
    <div className="flex flex-wrap items-start gap-2">
      {row.canMarkPaid ? (
        // Confirmed in a step of its own (it mails the learner and cannot be taken back), as Cancel is.
        <ConfirmationStep
          row={row}
          intent="mark-paid"
          tone={tones.plain}
          icon={<BadgeCheck aria-hidden="true" className="size-4" />}
          opens={m.roster_mark_paid_open()}
          sends={m.roster_mark_paid_send({ reference: row.reference })}
          busy={busy("mark-paid")}
        >
          <p className="text-sm whitespace-normal">{m.roster_mark_paid_warning({ amount: row.amount, name: row.name })}</p>
        </ConfirmationStep>
      ) : null}
      {row.canMarkOrderPaid && row.team ? (
        // A team order is paid as a whole: its first seat's row carries the step (issue 66).
        <ConfirmationStep
          row={row}
          intent="mark-order-paid"
          tone={tones.plain}
          icon={<BadgeCheck aria-hidden="true" className="size-4" />}
          opens={m.roster_mark_order_paid_open()}
          sends={m.roster_mark_order_paid_send({ reference: row.team.reference })}
          busy={busy("mark-order-paid")}
        >
          <p className="text-sm whitespace-normal">
            {m.roster_mark_order_paid_warning({ amount: row.team.amount, count: row.team.seats, company: row.team.company })}
          </p>
        </ConfirmationStep>
      ) : null}
      {row.canMarkRefunded ? (
        // The studio refunds a transfer at its bank; this says it did, and tells the learner.
        <ConfirmationStep
          row={row}
          intent="mark-refunded"
          tone={tones.money}
          icon={<Undo2 aria-hidden="true" className="size-4" />}
          opens={m.roster_mark_refunded_open()}
          sends={m.roster_mark_refunded_send({ reference: row.reference })}
          busy={busy("mark-refunded")}
        >
          <p className="text-sm whitespace-normal">{m.roster_mark_refunded_warning({ amount: row.amount, name: row.name })}</p>
        </ConfirmationStep>
      ) : null}
      {row.canMove && moveTargets.length > 0 ? (
        <Form noValidate method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="bookingId" value={row.id} />
          <label htmlFor={`move-${row.id}`} className="sr-only">
            {m.roster_move_label({ reference: row.reference })}
          </label>
          <select id={`move-${row.id}`} name="toCohortId" defaultValue="" required className="select w-auto max-w-56 select-sm">
            <option value="">{m.roster_move_placeholder()}</option>
            {moveTargets.map((target) => (
              <option key={target.id} value={target.id}>
                {target.label}
              </option>
            ))}
          </select>
          <Button type="submit" variant="outline" className="btn-sm" busy={busy("move")}>
            <ArrowRightLeft aria-hidden="true" className="size-4" />
            {m.roster_move()}
            <span className="sr-only"> {row.reference}</span>
          </Button>
        </Form>
      ) : null}
      {row.canRefund ? (
        // A refund goes to the learner's card and cannot be taken back: with the reason the history keeps.
        <ConfirmationStep
          row={row}
          intent="refund"
          tone={tones.money}
          icon={<Undo2 aria-hidden="true" className="size-4" />}
          opens={m.roster_refund_open()}
          sends={m.roster_refund_send({ reference: row.reference })}
          busy={busy("refund")}
        >
          <p className="text-sm whitespace-normal">
            {(row.canCancel ? m.roster_refund_warning_live : m.roster_refund_warning)({ amount: row.card?.amount ?? "", name: row.name })}
          </p>
          <label className="block text-sm font-semibold" htmlFor={`refund-reason-${row.id}`}>
            {m.roster_refund_reason()}
          </label>
          <textarea
            id={`refund-reason-${row.id}`}
            name="reason"
            required
            minLength={3}
            maxLength={REFUND_REASON_MAX}
            rows={2}
            className="textarea w-full"
          />
        </ConfirmationStep>
      ) : null}
      {row.canCancel ? (
        <ConfirmationStep
          row={row}
          intent="cancel"
          tone={tones.error}
          icon={<X aria-hidden="true" className="size-4" />}
          opens={m.roster_cancel_open()}
          sends={m.roster_cancel_send({ reference: row.reference })}
          busy={busy("cancel")}
        >
          <p className="text-sm whitespace-normal">
            {row.state === "waiting"
              ? m.roster_cancel_warning_waiting({ name: row.name })
              : row.canRefund
                ? m.roster_cancel_warning_refund({ name: row.name, amount: row.card?.amount ?? "" })
                : m.roster_cancel_warning({ name: row.name })}
          </p>
        </ConfirmationStep>
      ) : null}
    </div>
  );
}

/** The colours of a step: its opening button's, its panel's border, and how its sending button looks. */
const tones = {
  plain: { opens: "", border: "border-base-300", sends: "primary", sendsClass: "" },
  // The CSS every page loads has a budget: a refund's step reuses the colours the others have.
  money: { opens: "", border: "border-base-300", sends: "outline", sendsClass: "" },
  error: { opens: "btn-error", border: "border-error/40", sends: "outline", sendsClass: "btn-error" },
} as const;

/**
 * A change to a booking that mails the learner and cannot be taken back, confirmed in a step of
 * its own: the page's own disclosure, which opens without scripts, and only its button sends.
 */
function ConfirmationStep({
  row,
  intent,
  tone,
  icon,
  opens,
  sends,
  busy,
  children,
}: {
  row: RosterRow;
  intent: RosterIntent;
  tone: (typeof tones)[keyof typeof tones];
  icon: ReactNode;
  opens: string;
  sends: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <details>
      <summary className={`btn cursor-pointer rounded-full btn-outline btn-sm ${tone.opens}`}>
        {icon}
        {opens}
        <span className="sr-only"> {row.reference}</span>
      </summary>
      <Form noValidate method="post" className={`mt-2 max-w-64 space-y-2 rounded-box border bg-base-100 p-3 ${tone.border}`}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="bookingId" value={row.id} />
        {children}
        <Button type="submit" variant={tone.sends} className={`btn-sm ${tone.sendsClass}`} busy={busy}>
          {sends}
        </Button>
      </Form>
    </details>
  );
}
