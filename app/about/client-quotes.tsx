import { balancedSpan } from "~/components/ui/balanced-rows";
import { Quote } from "lucide-react";
import { Link } from "react-router";
import { CardGrid } from "~/components/ui/card-grid";
import { Surface } from "~/components/ui/surface";
import type { ClientQuote } from "~/content/about-schema";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";

export function ClientQuotes({ quotes }: { quotes: (ClientQuote & { projectTitle: string | null })[] }) {
  return (
    <CardGrid items={quotes} itemKey={(quote) => quote.name} layout="balanced" itemClass={balancedSpan}>
      {(quote) => (
        <Surface as="figure" className="flex h-full flex-col">
          <Quote aria-hidden="true" className="size-8 text-primary/40" />
          <blockquote className="mt-3 grow text-lg leading-relaxed">
            <p>{quote.quote}</p>
          </blockquote>
          <figcaption className="mt-6 text-sm">
            <span className="block font-bold">{quote.name}</span>
            <span className="text-base-content/70">
              {quote.role}, {quote.company}
            </span>
            {quote.project && quote.projectTitle ? (
              <Link
                to={localizedPath(`/projects/${quote.project}`)}
                className="mt-2 block font-semibold text-primary underline-offset-4 hover:underline"
              >
                {m.quote_case_study()}
                <span className="sr-only">: {quote.projectTitle}</span>
              </Link>
            ) : null}
          </figcaption>
        </Surface>
      )}
    </CardGrid>
  );
}
