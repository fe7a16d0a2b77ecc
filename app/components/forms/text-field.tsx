import { useId, type InputHTMLAttributes, type ReactNode } from "react";

export type TextFieldProps = {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Extra control after the input, inside the same row (the password toggle). */
  trailing?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name">;

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ name, label, error, hint, trailing, className = "", ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
          className={`input w-full text-base input-lg ${error ? "input-error" : ""} ${trailing ? "pr-24" : ""}`}
          {...input}
        />
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-base-content/70">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
