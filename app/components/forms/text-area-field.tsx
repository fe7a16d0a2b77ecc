import type { ReactNode, TextareaHTMLAttributes } from "react";
import { FieldFrame } from "./field-frame";

type TextAreaFieldProps = { name: string; label: string; error?: string; hint?: ReactNode } & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "name"
>;

/** A labelled box for a longer text, such as a message. */
export function TextAreaField({ id, name, label, error, hint, className = "", ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          name={name}
          {...control}
          className={`textarea min-h-40 w-full text-base ${error ? "textarea-error" : ""}`}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
