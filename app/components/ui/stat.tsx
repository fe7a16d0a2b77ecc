import { surfaceClass } from "./surface";

const sizes = {
  /** A figure to notice: a result, a headline number. */
  large: {
    box: surfaceClass(),
    label: "mt-1 text-sm font-medium text-base-content/70",
    value: "font-display text-4xl font-extrabold tracking-tight text-primary sm:text-5xl",
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
    <dl className={`grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 ${className}`}>
      {stats.map((stat) => (
        <Stat key={stat.label} {...stat} size={size} />
      ))}
    </dl>
  );
}
