import type { ReactNode } from "react";
import sectionTextStyles from "./section-text.css?url";

/** The stylesheet of a section's text written in Markdown (`html`), for the `links` of a page that shows one. */
export const sectionTextStylesheet = { rel: "stylesheet", href: sectionTextStyles };

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
  /**
   * Or, in its place, a field written in Markdown: its HTML, rendered and sanitised on the server
   * (app/content/markdown.server.ts); its page links sectionTextStylesheet.
   */
  html?: string;
  size?: keyof typeof sizes;
  className?: string;
  children?: ReactNode;
};

/** A titled part of a page's column, named by its heading for assistive tech. */
export function ContentSection({ id, heading, text, html, size = "large", className = "", children }: ContentSectionProps) {
  const style = sizes[size];
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`scroll-mt-28 ${className}`}>
      <h2 id={`${id}-heading`} className={style.heading}>
        {heading}
      </h2>
      {html ? (
        <div className={`${style.text} section-text`} dangerouslySetInnerHTML={{ __html: html }} />
      ) : text ? (
        <p className={style.text}>{text}</p>
      ) : null}
      {children ? <div className={style.body}>{children}</div> : null}
    </section>
  );
}
