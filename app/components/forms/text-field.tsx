import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { FieldFrame } from "./field-frame";

export type TextFieldProps = {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Extra control after the input, inside the same row (the password toggle). */
  trailing?: ReactNode;
  /** The input itself, for a form that moves focus to it (a refused value). */
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name">;

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ id, name, label, error, hint, trailing, className = "", ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input
            name={name}
            {...control}
            className={`input w-full text-base input-lg ${error ? "input-error" : ""} ${trailing ? "pr-24" : ""}`}
            {...input}
          />
          {trailing}
        </div>
      )}
    </FieldFrame>
  );
}
