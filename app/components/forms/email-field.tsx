import { TextField } from "./text-field";

/** The email box of the account forms: the right keyboard on phones, and the browser's autofill. */
export function EmailField({ error, defaultValue }: { error?: string; defaultValue?: string }) {
  return (
    <TextField
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      error={error}
      defaultValue={defaultValue}
    />
  );
}
