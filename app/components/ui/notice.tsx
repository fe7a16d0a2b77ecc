import { Info } from "lucide-react";
import type { ReactNode } from "react";

/** A polite note about the page, such as a filter that matched nothing; announced when it appears. */
export function Notice({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div role="status" className={`alert alert-soft alert-info ${className}`}>
      <Info aria-hidden="true" className="size-5" />
      {/* The info tint's own text colour is under 4.5:1 on its ground. */}
      <span className="text-base-content">{children}</span>
    </div>
  );
}
