import { useId, type ReactNode } from "react";

type CheckboxGroupFieldProps = {
  name: string;
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  /** The values ticked. */
  checked: readonly string[];
  error?: string;
  hint?: ReactNode;
};

/**
 * Several boxes of one name, posted as a list (the days a cohort meets): a fieldset whose legend
 * names the choice, with its hint and error tied to it for screen readers.
 */
export function CheckboxGroupField({ name, legend, options, checked, error, hint }: CheckboxGroupFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-6 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
              className={`checkbox rounded-md checkbox-sm ${error ? "checkbox-error" : ""}`}
            />
            {option.label}
          </label>
        ))}
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
    </fieldset>
  );
}
