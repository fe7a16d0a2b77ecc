import { Building2 } from "lucide-react";
import { SelectField } from "~/components/forms/select-field";
import { TextAreaField } from "~/components/forms/text-area-field";
import { TextField } from "~/components/forms/text-field";
import { m } from "~/i18n/paraglide/messages.js";
import { billingFields, type BillingField, type BillingTyped } from "./billing-details";

/**
 * The company an invoice is made out to, on the booking step (issue 66): folded away, since most
 * people buy for themselves, in a native disclosure that works without scripts, and open when a
 * refused form comes back with what was typed and what is wrong beside each field. `countries`
 * are the choices with their names in the page's language. No field is filled in by the browser:
 * an address it fills into the closed fold would make a person's own invoice their employer's.
 */
export function BillingDetailsFields({
  countries,
  typed,
  errors = {},
  required = false,
}: {
  countries: readonly { id: string; label: string }[];
  typed?: BillingTyped;
  errors?: Partial<Record<BillingField, string>>;
  /** A team order's company (issue 66): asked for in the open, under its own heading, not folded. */
  required?: boolean;
}) {
  const open = Boolean(typed && Object.values(typed).some((value) => value.trim()));
  const heading = (
    <>
      <Building2 aria-hidden="true" className="size-4 shrink-0" />
      {required ? m.team_step_company() : m.billing_summary()}
    </>
  );
  const fields = (
    <div className="space-y-4 border-t border-base-300 p-4">
      {required ? null : <p className="text-sm text-base-content/80">{m.billing_intro()}</p>}
      <TextField
        name={billingFields.company}
        label={m.billing_company()}
        autoComplete="off"
        maxLength={200}
        defaultValue={typed?.company}
        error={errors.company}
      />
      <TextAreaField
        name={billingFields.address}
        label={m.billing_address()}
        hint={m.billing_address_hint()}
        autoComplete="off"
        rows={3}
        maxLength={800}
        defaultValue={typed?.address}
        error={errors.address}
      />
      <SelectField
        name={billingFields.country}
        label={m.billing_country()}
        placeholder={m.billing_country_choose()}
        options={countries}
        autoComplete="off"
        defaultValue={typed?.country ?? ""}
        error={errors.country}
      />
      <TextField
        name={billingFields.vatNumber}
        label={m.billing_vat_number()}
        hint={m.billing_vat_hint()}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        defaultValue={typed?.vatNumber}
        error={errors.vatNumber}
      />
      <TextField
        name={billingFields.purchaseOrder}
        label={m.billing_purchase_order()}
        maxLength={100}
        defaultValue={typed?.purchaseOrder}
        error={errors.purchaseOrder}
      />
    </div>
  );
  if (required) {
    return (
      <fieldset className="rounded-box border border-base-300 bg-base-100">
        <legend className="flex items-center gap-2 px-2 font-semibold">{heading}</legend>
        {fields}
      </fieldset>
    );
  }
  return (
    <details className="rounded-box border border-base-300 bg-base-100" open={open || undefined}>
      <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 font-semibold">{heading}</summary>
      {fields}
    </details>
  );
}
