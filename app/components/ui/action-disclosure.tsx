import type { ReactNode } from "react";

/**
 * An action's button that opens, below it, what the action needs first (a name to type, a
 * password to confirm): a native disclosure, so it works without scripts. `context` names what
 * the action is for, for screen readers ("Remove" … "Chrome on macOS").
 */
export function ActionDisclosure({
  label,
  context,
  open,
  children,
}: {
  label: string;
  context?: string;
  /** Kept open when its form was refused, so the reason shows. */
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details className="w-full sm:w-auto" open={open || undefined}>
      <summary className="btn rounded-full btn-ghost btn-sm">
        {label}
        {context ? <span className="sr-only"> {context}</span> : null}
      </summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}
