import { surfaceClass } from "./surface";

const sizes = {
  /** A figure to notice: a result, a headline number. */
  large: {
    box: `${surfaceClass({ padding: "sm" })} sm:p-6`,
    label: "mt-1 text-sm font-medium text-base-content/70",
    // A figure never breaks ("100 %"): on a phone's two columns it is a size smaller.
    value: "font-display text-3xl font-extrabold tracking-tight whitespace-nowrap text-primary min-[400px]:text-4xl sm:text-5xl",
  },
  /** A fact to read at a glance: a course's level or price. */
  small: { box: surfaceClass({ padding: "sm" }), label: "text-sm text-base-content/70", value: "font-bold" },
};

type StatSize = keyof typeof sizes;

/** A figure with its label, read as one phrase by screen readers. */
export function Stat({ value, label, size = "large" }: { value: string; label: string; size?: StatSize }) {
  const style = sizes[size];
  return (
    // Visually the figure comes first; in the markup the label (dt) must precede it (dd).
    <div className={`flex flex-col-reverse ${style.box}`}>
      <dt className={style.label}>{label}</dt>
      <dd className={style.value}>{value}</dd>
    </div>
  );
}

/** A list of stats: definition-list markup pairs each figure with its label. `className` adds columns. */
export function StatList({
  stats,
  size,
  className = "",
}: {
  stats: { value: string; label: string }[];
  size?: StatSize;
  className?: string;
}) {
  return (
    // Three figures side by side from a small phone up; any other number two a row: no row half empty.
    <dl className={`grid gap-3 sm:gap-4 ${stats.length === 3 ? "grid-cols-1 min-[480px]:grid-cols-3" : "grid-cols-2"} ${className}`}>
      {stats.map((stat) => (
        <Stat key={stat.label} {...stat} size={size} />
      ))}
    </dl>
  );
}
