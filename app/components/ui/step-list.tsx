import { surfaceClass } from "./surface";

export type Step = {
  title?: string;
  /** A short fact under the title, such as how long the step takes. */
  note?: string;
  text: string;
};

type StepListProps = {
  steps: readonly Step[];
  /** One column beside the numbers, or a card for each step across the page. */
  layout?: "column" | "cards";
  className?: string;
};

/** Steps in order, numbered. The numbers are drawn for the eye; the ordered list says them to screen readers. */
export function StepList({ steps, layout = "column", className = "" }: StepListProps) {
  const cards = layout === "cards";
  return (
    <ol className={`${cards ? "grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-5" : "space-y-6"} ${className}`}>
      {steps.map((step, index) => (
        <li key={step.title ?? step.text} className={cards ? surfaceClass() : "flex gap-4"}>
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 font-bold text-primary"
          >
            {index + 1}
          </span>
          <div className={cards ? "mt-4" : ""}>
            {step.title ? <h3 className="text-lg font-bold">{step.title}</h3> : null}
            {step.note ? <p className="text-sm font-semibold text-secondary">{step.note}</p> : null}
            <p className={`${step.title ? "mt-1" : ""} text-base-content/80`}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
