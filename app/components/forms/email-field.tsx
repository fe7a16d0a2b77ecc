import { m } from "~/i18n/paraglide/messages.js";
import { TextField, type TextFieldProps } from "./text-field";

/**
 * The email box of the forms: the right keyboard on phones, and the browser's autofill (a login
 * form's says "username webauthn", so the browser offers passkeys among its suggestions).
 */
export function EmailField({ autoComplete = "email", ...props }: Omit<TextFieldProps, "name" | "label" | "type">) {
  return <TextField {...props} name="email" label={m.field_email()} type="email" autoComplete={autoComplete} inputMode="email" required />;
}
