import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Image } from "~/types/image";
import { ContentImage } from "./content-image";
import { localizedPath } from "~/i18n/locale";

/** A surface for one item in a grid: a service, a case study, a course, a post. */
export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <article
      className={`group card relative h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow duration-300 hover:shadow-lg motion-reduce:transition-none ${className}`}
    >
      {children}
    </article>
  );
}

/**
 * A card's cover image, which grows a little while the card is hovered. The first card of a
 * list is often the largest thing a phone shows at first: `priority` fetches it first, never lazily.
 */
export function CardCover({ image, priority = false }: { image: Image; priority?: boolean }) {
  return (
    <figure className="overflow-hidden bg-base-200">
      <ContentImage
        image={image}
        priority={priority}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        className="transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
      />
    </figure>
  );
}

/**
 * A card's title as the link to its page. The link stretches over the whole card, so the
 * card is one target, named by its title alone.
 */
export function CardTitleLink({ to, level = 2, children }: { to: string; level?: 2 | 3; children: string }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Heading className="text-xl leading-snug font-bold">
      <Link to={localizedPath(to)} className="after:absolute after:inset-0 hover:text-primary">
        {children}
      </Link>
    </Heading>
  );
}
