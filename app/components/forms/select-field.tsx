import type { ReactNode, SelectHTMLAttributes } from "react";
import { FieldFrame } from "./field-frame";

type SelectFieldProps = {
  name: string;
  label: string;
  options: readonly { id: string; label: string }[];
  /** The first, empty option's words: a choice must be made, none is made for the visitor. */
  placeholder: string;
  error?: string;
  hint?: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name">;

/** A labelled list of choices. */
export function SelectField({ id, name, label, options, placeholder, error, hint, className = "", ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select name={name} {...control} className={`select w-full text-base select-lg ${error ? "select-error" : ""}`} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
