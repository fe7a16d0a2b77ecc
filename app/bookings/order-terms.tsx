import { CheckboxField } from "~/components/forms/checkbox-field";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";
import { TraderFactsList } from "~/legal/trader-facts-list";
import type { TraderFacts } from "~/legal/trader.server";

/** The name and value the request to begin early is sent with when ticked (an unticked box sends nothing). */
export const EARLY_START_FIELD = { name: "earlyStart", value: "requested" } as const;

const linkClass = "font-semibold underline underline-offset-2 hover:text-primary";

/**
 * What the law asks a learner to see before the button that makes them pay (issue 65; § 312j (2)
 * BGB with Art. 246a EGBGB, CCR Schedule 2): who sells, the terms and the right to cancel, and,
 * for a course that starts within the 14 days, the request to begin early as a box not ticked
 * in advance. The course, its dates, place and price with VAT stand above it (CohortSummary),
 * the refund policy beside it.
 */
export function OrderTerms({ trader, earlyStartNeeded, error }: { trader: TraderFacts; earlyStartNeeded: boolean; error?: string }) {
  return (
    <div className="space-y-5">
      <OrderTrader trader={trader} />
      <p className="text-sm text-base-content/80">
        {richText(m.order_terms_links, {
          terms: (
            <a href={localizedPath("/terms")} className={linkClass}>
              {m.order_terms_link()}
            </a>
          ),
          withdrawal: (
            <a href={localizedPath("/withdrawal")} className={linkClass}>
              {m.order_withdrawal_link()}
            </a>
          ),
        })}
      </p>
      {earlyStartNeeded ? (
        <CheckboxField
          id="early-start"
          name={EARLY_START_FIELD.name}
          value={EARLY_START_FIELD.value}
          label={m.booking_early_start_request()}
          error={error}
          // Never ticked for the learner: an express request is theirs to make (§ 356 (4) BGB).
          defaultChecked={false}
        />
      ) : null}
    </div>
  );
}

/** Who sells, before the button that buys: the trader's facts, as a team order's step shows them too. */
export function OrderTrader({ trader }: { trader: TraderFacts }) {
  return (
    <section aria-labelledby="trader-heading" className="space-y-2">
      <h2 id="trader-heading" className="text-sm font-semibold">
        {m.order_trader_heading()}
      </h2>
      <TraderFactsList facts={trader} compact />
    </section>
  );
}
