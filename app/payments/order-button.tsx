import { Button } from "~/components/ui/button";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * How a paid seat is paid, and the one button that orders it (issue 65). The law asks that the
 * button which makes a learner pay says so and nothing else (§ 312j (3) BGB: "zahlungspflichtig
 * buchen"; CCR reg. 14 (3)), so the way of paying is chosen above it: card first, checked (the
 * one that confirms at once), bank transfer where the studio allows it. With one way only, the
 * form names it and says so. The price, with VAT, stands above it in the cohort's summary. Plain
 * radios and a submit: it works without scripts.
 */
export function OrderButton({ choices }: { choices: { card: boolean; bankTransfer: boolean } }) {
  const both = choices.card && choices.bankTransfer;
  return (
    <div className="w-full space-y-4">
      {both ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">{m.order_pay_how()}</legend>
          <label className="flex items-start gap-3">
            <input type="radio" name="payment" value="card" defaultChecked className="mt-1 size-4 shrink-0" />
            <span>{m.order_pay_card()}</span>
          </label>
          <label className="flex items-start gap-3">
            <input type="radio" name="payment" value="bank-transfer" className="mt-1 size-4 shrink-0" />
            <span>{m.order_pay_transfer()}</span>
          </label>
        </fieldset>
      ) : (
        <>
          <input type="hidden" name="payment" value={choices.card ? "card" : "bank-transfer"} />
          <p className="text-sm text-base-content/80">{choices.card ? m.order_pay_card_only() : m.order_pay_transfer_only()}</p>
        </>
      )}
      <Button type="submit">{m.order_button()}</Button>
    </div>
  );
}
