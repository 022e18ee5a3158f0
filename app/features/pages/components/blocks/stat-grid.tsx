/** Big figures with a label under each (a description list). */
export function StatGrid({
  stats,
  onDark = false,
  compactOnPhone = false,
}: {
  stats: { value: string; label: string }[];
  onDark?: boolean;
  /** On a phone, the four figures in one row, small (the home page, where the reviews follow). */
  compactOnPhone?: boolean;
}) {
  if (compactOnPhone && !onDark)
    return (
      <dl className="grid grid-cols-4 gap-2 sm:gap-6">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse rounded-xl border border-border bg-card px-1 py-3 text-center shadow-sm sm:p-6"
          >
            <dt className="mt-1 text-xs text-muted-foreground sm:text-base">{stat.label}</dt>
            <dd className="text-xl font-extrabold tracking-tight sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={
            onDark
              ? "flex flex-col-reverse rounded-xl bg-white/10 p-6 text-center"
              : "flex flex-col-reverse rounded-xl border border-border bg-card p-6 text-center shadow-sm"
          }
        >
          <dt className={onDark ? "mt-1 text-blue-50" : "mt-1 text-muted-foreground"}>{stat.label}</dt>
          <dd className="text-3xl font-extrabold tracking-tight sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
