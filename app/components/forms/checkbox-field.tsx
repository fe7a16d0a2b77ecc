import type { InputHTMLAttributes, ReactNode } from "react";
import { FieldFrame } from "./field-frame";

type CheckboxFieldProps = { name: string; label: ReactNode; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type">;

/** A box to tick, with its label beside it: a consent. */
export function CheckboxField({ id, name, label, error, className = "", ...input }: CheckboxFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} className={className} inline>
      {(control) => (
        <input
          type="checkbox"
          name={name}
          {...control}
          className={`checkbox mt-0.5 rounded-md ${error ? "checkbox-error" : ""}`}
          {...input}
        />
      )}
    </FieldFrame>
  );
}
