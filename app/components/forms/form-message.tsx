import { CircleAlert, CircleCheck } from "lucide-react";

/** A message about the whole form, announced as soon as it appears. */
export function FormMessage({ tone, children }: { tone: "error" | "success"; children: string | null | undefined }) {
  const Icon = tone === "error" ? CircleAlert : CircleCheck;
  return (
    // The live region stays in the page so that a new message is always announced.
    <div role={tone === "error" ? "alert" : "status"} className="empty:hidden">
      {children ? (
        <p className={`alert ${tone === "error" ? "alert-error" : "alert-success"} alert-soft`}>
          <Icon aria-hidden="true" className="size-5 shrink-0" />
          {/* The success tint's own text colour is just under 4.5:1 on its ground. */}
          <span className={tone === "success" ? "text-base-content" : ""}>{children}</span>
        </p>
      ) : null}
    </div>
  );
}
