import type { ReactNode } from "react";

const sizes = {
  /** A part of a page's main column: "The challenge", "Syllabus". */
  large: { heading: "text-2xl font-bold", text: "mt-4 text-lg leading-relaxed text-base-content/80", body: "mt-6" },
  /** A panel beside it: "Book a place", "Services used". */
  small: { heading: "font-bold", text: "mt-2 text-sm text-base-content/75", body: "mt-4" },
};

type ContentSectionProps = {
  /** The section's id, for links to it; its heading is `${id}-heading`. */
  id: string;
  heading: string;
  /** A paragraph under the heading. */
  text?: string;
  size?: keyof typeof sizes;
  className?: string;
  children?: ReactNode;
};

/** A titled part of a page's column, named by its heading for assistive tech. */
export function ContentSection({ id, heading, text, size = "large", className = "", children }: ContentSectionProps) {
  const style = sizes[size];
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`scroll-mt-28 ${className}`}>
      <h2 id={`${id}-heading`} className={style.heading}>
        {heading}
      </h2>
      {text ? <p className={style.text}>{text}</p> : null}
      {children ? <div className={style.body}>{children}</div> : null}
    </section>
  );
}
