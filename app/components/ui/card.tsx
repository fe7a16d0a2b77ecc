import type { ReactNode } from "react";
import type { Image } from "~/types/image";
import { ContentImage } from "./content-image";

/** A surface for one item in a grid: a service, a case study, a value. */
export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <article
      className={`card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow duration-300 hover:shadow-lg motion-reduce:transition-none ${className}`}
    >
      {children}
    </article>
  );
}

/** A card's cover image, which grows a little while the card is hovered. */
export function CardCover({ image }: { image: Image }) {
  return (
    <figure className="overflow-hidden bg-base-200">
      <ContentImage image={image} className="transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none" />
    </figure>
  );
}
