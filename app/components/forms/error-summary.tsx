/* eslint-disable jsx-a11y/no-autofocus -- only on the page that answers a send: the summary is what to read first, never on a first visit. */
import { CircleAlert } from "lucide-react";

/** One problem the server found: the field it is about (the id of its control) and what to do, in the site's words. */
export type FormProblem = { fieldId: string; text: string };

/**
 * Every problem with a sent form at once, above it, each a link to its field, as GOV.UK's design
 * system advises: it takes focus when the page comes back, so a screen reader reads the list
 * first, and a keyboard goes from a problem to its field. The fields show their own message too.
 */
export function ErrorSummary({ heading, problems }: { heading: string; problems: readonly FormProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      tabIndex={-1}
      autoFocus
      aria-labelledby="error-summary-heading"
      data-error-summary
      className="rounded-box border-2 border-error bg-base-100 p-4 outline-none focus-visible:ring-4 focus-visible:ring-error/40 sm:p-5"
    >
      <h2 id="error-summary-heading" className="flex items-start gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-error" />
        {heading}
      </h2>
      <ul className="mt-3 list-none space-y-1.5 pl-7">
        {problems.map((problem) => (
          <li key={problem.fieldId}>
            <a href={`#${problem.fieldId}`} className="font-medium text-error underline underline-offset-2">
              {problem.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
