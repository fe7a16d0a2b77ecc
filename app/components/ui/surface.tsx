import type { ComponentPropsWithoutRef, ElementType } from "react";

const tones = { plain: "bg-base-100", tinted: "bg-base-200" } as const;
const paddings = { none: "", sm: "p-5", md: "p-6", lg: "p-6 sm:p-8" } as const;

export type SurfaceStyle = {
  /** Plain on the page's background; tinted to set a box apart, such as a call to action. */
  tone?: keyof typeof tones;
  padding?: keyof typeof paddings;
  /** A light shadow, for a box that holds a form. */
  raised?: boolean;
};

/** The classes of a surface, for markup that cannot be a <Surface>. */
export function surfaceClass({ tone = "plain", padding = "md", raised = false }: SurfaceStyle = {}): string {
  return ["rounded-box border border-base-300", tones[tone], paddings[padding], raised ? "shadow-sm" : ""].filter(Boolean).join(" ");
}

type SurfaceProps<T extends ElementType> = { as?: T } & SurfaceStyle & ComponentPropsWithoutRef<T>;

/** The bordered box that holds one thing on a page: a panel, a step, a quote, a note. */
export function Surface<T extends ElementType = "div">({ as, tone, padding, raised, className = "", ...props }: SurfaceProps<T>) {
  const Tag: ElementType = as ?? "div";
  return <Tag className={`${surfaceClass({ tone, padding, raised })} ${className}`} {...props} />;
}
