/** A highlight figure with its label, read as one phrase by screen readers. */
export function Stat({ value, label }: { value: string; label: string }) {
  return (
    // Visually the figure comes first; in the markup the label (dt) must precede it (dd).
    <div className="flex flex-col-reverse rounded-box border border-base-300 bg-base-100 p-6">
      <dt className="mt-1 text-sm font-medium text-base-content/70">{label}</dt>
      <dd className="font-display text-4xl font-extrabold tracking-tight text-primary sm:text-5xl">{value}</dd>
    </div>
  );
}

/** A list of stats: definition-list markup pairs each figure with its label. */
export function StatList({ stats }: { stats: { value: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
      {stats.map((stat) => (
        <Stat key={stat.label} {...stat} />
      ))}
    </dl>
  );
}
