import type { ReactNode } from "react";
import { SectionLabel } from "~/components/ui/section";

const sizes = {
  /** A page that presents something: a list, a case study, a course. */
  display: { heading: "text-display mt-3 font-extrabold", lead: "text-lead mt-6" },
  /** A page for a task, such as signing in. */
  title: { heading: "text-title mt-3 font-bold", lead: "mt-4" },
};

export type PageHeaderProps = {
  label: string;
  heading: string;
  /** One paragraph, several, or richer text. */
  lead?: string | readonly string[] | ReactNode;
  size?: keyof typeof sizes;
  className?: string;
  /** The language of its words, where it is not the page's (an untranslated page's intro). */
  lang?: string;
};

/** Text is set as paragraphs; anything else is the caller's own markup. */
function paragraphs(lead: PageHeaderProps["lead"]): ReactNode {
  if (typeof lead === "string") return <p>{lead}</p>;
  if (Array.isArray(lead) && lead.every((item) => typeof item === "string")) {
    return (lead as readonly string[]).map((paragraph) => <p key={paragraph}>{paragraph}</p>);
  }
  return lead as ReactNode;
}

/** The top of a page: a small label, the page's one h1 and its lead. */
export function PageHeader({ label, heading, lead, size = "display", className = "", lang }: PageHeaderProps) {
  const style = sizes[size];
  return (
    <div className={className} lang={lang}>
      <SectionLabel>{label}</SectionLabel>
      <h1 className={style.heading}>{heading}</h1>
      {lead ? <div className={`${style.lead} max-w-3xl space-y-4 text-base-content/75`}>{paragraphs(lead)}</div> : null}
    </div>
  );
}
