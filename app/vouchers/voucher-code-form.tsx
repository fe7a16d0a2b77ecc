import { TextField } from "~/components/forms/text-field";
import { m } from "~/i18n/paraglide/messages.js";

type VoucherCodeFormProps = {
  /** What was typed, kept when refused. */
  typed?: string;
  /** Why the code cannot be used, beside the field. */
  error?: string;
  /** What the applied code takes off, in words ("£49"), and the code as stored. */
  applied?: { code: string; discountText: string };
  /** The step's address without the code: where "Remove the voucher" goes. */
  removeTo: string;
};

/**
 * The booking step's voucher field: a form of its own that asks for the step again with the code
 * (`?voucher=`), so the price before the order button is the price the order costs (issue 65).
 * A plain GET form: it works without scripts.
 */
export function VoucherCodeForm({ typed, error, applied, removeTo }: VoucherCodeFormProps) {
  return (
    <form noValidate method="get" className="space-y-2">
      <TextField
        name="voucher"
        label={m.booking_voucher_label()}
        defaultValue={typed}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={80}
        trailing={
          // Inside the field's row, as the password field's toggle: the field's own button.
          <button type="submit" className="btn absolute top-1/2 right-2 -translate-y-1/2 rounded-full btn-outline btn-sm">
            {m.booking_voucher_apply()}
          </button>
        }
      />
      {applied ? (
        <p className="text-sm font-semibold" data-voucher-applied={applied.code}>
          {m.booking_voucher_applied({ code: applied.code, discount: applied.discountText })}{" "}
          <a href={removeTo} className="font-normal text-primary underline underline-offset-2">
            {m.booking_voucher_remove()}
          </a>
        </p>
      ) : null}
    </form>
  );
}
