import { Eye, EyeOff } from "lucide-react";
import { m } from "~/i18n/paraglide/messages.js";
import { useState } from "react";
import { baseLocale, getLocale } from "~/i18n/locale";
import { TextField, type TextFieldProps } from "./text-field";

/** A password input with a show/hide toggle. It is emptied after a failed attempt. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "trailing">) {
  const [visible, setVisible] = useState(false);
  // English writes the field's name in lower case inside a sentence; German keeps its nouns' capitals.
  const field = getLocale() === baseLocale ? props.label.toLowerCase() : props.label;
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      data-password=""
      autoCapitalize="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="btn absolute top-1/2 right-2 -translate-y-1/2 rounded-full btn-ghost btn-sm"
          aria-pressed={visible}
          aria-label={visible ? m.field_password_hide_label({ field }) : m.field_password_show_label({ field })}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          {visible ? m.field_password_hide() : m.field_password_show()}
        </button>
      }
    />
  );
}
