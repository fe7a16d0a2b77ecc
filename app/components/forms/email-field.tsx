import { TextField, type TextFieldProps } from "./text-field";

/** The email box of the forms: the right keyboard on phones, and the browser's autofill. */
export function EmailField(props: Omit<TextFieldProps, "name" | "label" | "type">) {
  return <TextField {...props} name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />;
}
