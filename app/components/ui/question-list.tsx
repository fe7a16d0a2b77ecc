import { ChevronDown, Link2 } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { surfaceClass } from "./surface";

export type QuestionItem = {
  /** When set, the question can be linked to as #id, and the link opens it. */
  id?: string;
  question: string;
  /** Plain text; a blank line starts a new paragraph. */
  answer: string;
};

/**
 * Questions that open to show their answers. Native <details> elements: keyboard and screen
 * reader support come with them, and they work before and without JavaScript.
 */
export function QuestionList({ items }: { items: QuestionItem[] }) {
  useOpenLinkedQuestion();
  return (
    <div className={`divide-y divide-base-300 ${surfaceClass({ padding: "none" })}`}>
      {items.map((item) => (
        <details key={item.id ?? item.question} id={item.id} className="group scroll-mt-28">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 text-lg font-semibold hover:text-primary sm:px-6 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="mt-1 size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div className="space-y-3 px-5 pb-5 text-base-content/80 sm:px-6">
            {item.answer.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {item.id ? (
              <a
                href={`#${item.id}`}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                <Link2 aria-hidden="true" className="size-4" />
                Link to this question<span className="sr-only">: {item.question}</span>
              </a>
            ) : null}
          </div>
        </details>
      ))}
    </div>
  );
}

/** A link to #question opens that question and moves focus to it, on arrival and after. */
function useOpenLinkedQuestion() {
  const { hash } = useLocation();
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!(target instanceof HTMLDetailsElement)) return;
      target.open = true;
      target.querySelector("summary")?.focus();
    };
    open();
    // A plain #link changes the hash without React Router hearing of it.
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, [hash]);
}
