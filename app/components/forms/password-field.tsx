import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { TextField, type TextFieldProps } from "./text-field";

/** A password input with a show/hide toggle. It is emptied after a failed attempt. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "trailing">) {
  const [visible, setVisible] = useState(false);
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
          aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          {visible ? "Hide" : "Show"}
        </button>
      }
    />
  );
}
