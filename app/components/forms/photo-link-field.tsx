import { TextField } from "./text-field";
import { m } from "~/i18n/paraglide/messages.js";

/** The optional photo link of a profile: a URL keyboard, and a hint about what to paste. */
export function PhotoLinkField({ error, defaultValue, hint }: { error?: string; defaultValue?: string; hint: string }) {
  return (
    <TextField
      name="photoURL"
      label={m.field_photo_link()}
      type="url"
      inputMode="url"
      autoComplete="photo"
      placeholder="https://"
      defaultValue={defaultValue}
      error={error}
      hint={hint}
    />
  );
}
