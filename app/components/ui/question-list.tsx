import { ChevronDown, Link2 } from "lucide-react";
import { surfaceClass } from "./surface";
import { m } from "~/i18n/paraglide/messages.js";

export type QuestionItem = {
  /** When set, the question can be linked to as #id, and the link opens it (no script needed). */
  id?: string;
  question: string;
  /** Plain text; a blank line starts a new paragraph. */
  answer: string;
};

/**
 * Questions that open to show their answers. Native <details> elements: keyboard and screen
 * reader support come with them, and they work without JavaScript. A question's id is on its
 * answer, inside the details: the browser opens a closed details element to show the target
 * of a link (#id), as it does for find-in-page.
 */
export function QuestionList({ items }: { items: QuestionItem[] }) {
  return (
    <div className={`divide-y divide-base-300 ${surfaceClass({ padding: "none" })}`}>
      {items.map((item) => (
        <details key={item.id ?? item.question} className="group">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 text-lg font-semibold hover:text-primary sm:px-6 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="mt-1 size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          {/* Scrolled to with room above for the bar and the question. */}
          <div id={item.id} className="scroll-mt-48 space-y-3 px-5 pb-5 text-base-content/80 sm:px-6">
            {item.answer.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {item.id ? (
              <a
                href={`#${item.id}`}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                <Link2 aria-hidden="true" className="size-4" />
                {m.question_link()}
                <span className="sr-only">: {item.question}</span>
              </a>
            ) : null}
          </div>
        </details>
      ))}
    </div>
  );
}
