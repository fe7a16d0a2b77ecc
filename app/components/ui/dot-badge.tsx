const dots = {
  primary: "bg-primary",
  info: "bg-info",
  success: "bg-success",
  warning: "bg-warning",
  error: "bg-error",
  muted: "bg-base-content/50",
} as const;

export type DotTone = keyof typeof dots;

/**
 * A short state in words, with a coloured dot: "Won", "good". The words keep the page's own
 * text colour (tinted text on a tinted ground fails contrast); the dot only helps the eye.
 */
export function DotBadge({ tone, children }: { tone: DotTone; children: string }) {
  return (
    <span className="badge shrink-0 gap-1.5 border-base-300 bg-base-200 whitespace-nowrap text-base-content">
      <span aria-hidden="true" className={`size-2 rounded-full ${dots[tone]}`} />
      {children}
    </span>
  );
}
