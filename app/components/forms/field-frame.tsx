import { useId, type ReactNode } from "react";

/** What a control needs to be tied to its label, hint and error for screen readers. */
export type FieldControl = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

type FieldFrameProps = {
  /** The control's id, when a link elsewhere on the page leads to it (an error summary); made up otherwise. */
  id?: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** The label beside the control (a checkbox) rather than above it. */
  inline?: boolean;
  children: (control: FieldControl) => ReactNode;
};

/** A labelled control with its hint and error below it, tied to it for screen readers. */
export function FieldFrame({ id: givenId, label, error, hint, className = "", inline = false, children }: FieldFrameProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControl = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
  };
  return (
    <div className={className}>
      {inline ? (
        <div className="flex items-start gap-3">
          {children(control)}
          <label htmlFor={id} className="text-sm leading-6">
            {label}
          </label>
        </div>
      ) : (
        <>
          <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
            {label}
          </label>
          {children(control)}
        </>
      )}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
      {/* While an error shows, it says what to do: the hint would say it twice. */}
      {hint && !error ? (
        <p id={hintId} className="mt-1.5 text-sm text-base-content/70">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
