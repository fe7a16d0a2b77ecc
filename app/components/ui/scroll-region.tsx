import type { ReactNode } from "react";

type ScrollRegionProps = {
  /** What the region holds, for screen readers (a table's caption, say). */
  label: string;
  className?: string;
  children: ReactNode;
};

/**
 * A box that scrolls sideways when its content (a wide table) is wider than the screen. It
 * takes focus, so a keyboard can scroll it with the arrow keys, and is a named region, so a
 * screen reader says what a focus on it is.
 */
export function ScrollRegion({ label, className = "", children }: ScrollRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must take focus to scroll without a mouse (WCAG 2.1.1).
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 ${className}`}
    >
      {children}
    </div>
  );
}
