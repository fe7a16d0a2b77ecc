import type { FormEvent, ReactNode } from "react";
import { Form } from "react-router";
import { FormMessage } from "~/components/forms/form-message";
import { Button, type ButtonSize, type ButtonVariant } from "~/components/ui/button";

type AccountFormProps = {
  /** The form's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /** On a page with several forms: the name the page's action knows this one by. */
  name?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: string | null;
  success?: string | null;
  children: ReactNode;
};

/**
 * A form of the account pages: posted to the page's action when JavaScript is off (which says
 * it needs JavaScript), handled in the browser otherwise, with its messages at the top.
 */
export function AccountForm({ label, labelledBy, name, onSubmit, error, success = null, children }: AccountFormProps) {
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-label={label} aria-labelledby={labelledBy}>
      {name ? <input type="hidden" name="form" value={name} /> : null}
      <FormMessage tone="error">{error}</FormMessage>
      <FormMessage tone="success">{success}</FormMessage>
      {children}
    </Form>
  );
}

/** The form's submit button: its label says what is under way while it is busy. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  variant,
  size,
}: {
  busy: boolean;
  busyLabel: string;
  children: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  return (
    <Button type="submit" busy={busy} variant={variant} size={size}>
      {busy ? busyLabel : children}
    </Button>
  );
}
