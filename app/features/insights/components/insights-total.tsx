/** One figure of Insights' totals: its name (with a hint of what it counts) and its value. */
export function Total({ name, value, hint }: { name: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-border bg-card p-3">
      <dt className="text-sm text-muted-foreground">
        {name}
        {hint ? <span className="block text-xs"> ({hint})</span> : null}
      </dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}
