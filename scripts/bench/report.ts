/**
 * The arithmetic and text of the benchmark reports, kept apart from the
 * browser and server work so it can be unit-tested.
 */
import { type Budget, KB, type MetricKey, type PageMetrics } from "./budgets.ts";

/** Middle value (mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Nearest-rank percentile (p in 0-100) of unsorted values; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

const METRIC_KEYS: readonly MetricKey[] = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "lcpMs",
  "tbtMs",
  "cls",
  "totalBytes",
  "jsBytes",
  "jsGzipBytes",
];

/** Each metric's median over the runs (a page's runs move independently per metric). */
export function medianMetrics(runs: readonly PageMetrics[]): PageMetrics {
  const out = {} as PageMetrics;
  for (const key of METRIC_KEYS) out[key] = median(runs.map((run) => run[key]));
  return out;
}

/** Metrics where a higher value is better (scores); for the rest lower is better. */
const HIGHER_IS_BETTER = new Set<MetricKey>(["performance", "accessibility", "bestPractices", "seo"]);

/** Each metric's worst value over the runs: the lowest score, the highest time, size or shift. */
export function worstMetrics(runs: readonly PageMetrics[]): PageMetrics {
  if (runs.length === 0) throw new Error("worst of no runs");
  const out = {} as PageMetrics;
  for (const key of METRIC_KEYS) {
    const values = runs.map((run) => run[key]);
    out[key] = HIGHER_IS_BETTER.has(key) ? Math.min(...values) : Math.max(...values);
  }
  return out;
}

export interface BudgetCheck extends Budget {
  value: number;
  pass: boolean;
}

/** Each budget against the median, or the worst run for a budget on every run (`of: "worst"`). */
export function checkBudgets(
  median: PageMetrics,
  budgets: readonly Budget[],
  worst: PageMetrics = median,
): BudgetCheck[] {
  return budgets.map((budget) => {
    const value = (budget.of === "worst" ? worst : median)[budget.metric];
    const pass = budget.kind === "min" ? value >= budget.limit : value <= budget.limit;
    return { ...budget, value, pass };
  });
}

export const METRIC_LABELS: Record<MetricKey, string> = {
  performance: "Perf",
  accessibility: "A11y",
  bestPractices: "BP",
  seo: "SEO",
  lcpMs: "LCP",
  tbtMs: "TBT",
  cls: "CLS",
  totalBytes: "Total",
  jsBytes: "JS xfer",
  jsGzipBytes: "JS gzip",
};

export function formatMetric(metric: MetricKey, value: number): string {
  switch (metric) {
    case "lcpMs":
      return `${(value / 1000).toFixed(2)} s`;
    case "tbtMs":
      return `${Math.round(value)} ms`;
    case "cls":
      return value.toFixed(3);
    case "totalBytes":
    case "jsBytes":
    case "jsGzipBytes":
      return `${(value / KB).toFixed(1)} KB`;
    default:
      return String(Math.round(value));
  }
}

export function formatBudget(budget: Budget): string {
  return `${METRIC_LABELS[budget.metric]} ${budget.kind === "min" ? ">=" : "<="} ${formatMetric(budget.metric, budget.limit)}${budget.of === "worst" ? " in every run" : ""}`;
}

export interface TableRow {
  page: string;
  formFactor: string;
  metrics: PageMetrics;
  checks: readonly BudgetCheck[];
}

/** Marks a value that misses its budget; the mark is plain text so it survives logs and CI. */
export const MISS_MARK = "✗";

/**
 * An aligned text table, one row per page and form factor, misses marked:
 * the medians (`of` "median"), or the worst runs against the budgets on
 * every run (`of` "worst").
 */
export function formatTable(rows: readonly TableRow[], of: "median" | "worst" = "median"): string {
  const header = ["Page", "Form", ...METRIC_KEYS.map((key) => METRIC_LABELS[key])];
  const body = rows.map((row) => [
    row.page,
    row.formFactor,
    ...METRIC_KEYS.map((key) => {
      const missed = row.checks.some((c) => c.metric === key && (c.of ?? "median") === of && !c.pass);
      const text = formatMetric(key, row.metrics[key]);
      return missed ? `${text} ${MISS_MARK}` : text;
    }),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

/** One line per missed budget, e.g. "/ mobile: Perf 92 (budget Perf >= 98)". */
export function describeMisses(rows: readonly TableRow[]): string[] {
  return rows.flatMap((row) =>
    row.checks
      .filter((check) => !check.pass)
      .map(
        (check) =>
          `${row.page} ${row.formFactor}: ${METRIC_LABELS[check.metric]} ${formatMetric(check.metric, check.value)} (budget ${formatBudget(check)})`,
      ),
  );
}

export interface LoadSummary {
  sent: number;
  acknowledged: number;
  /** Answers other than the success page, by HTTP status (0: no answer). */
  refused: Record<string, number>;
  seconds: number;
  /** All requests per second. */
  requestsPerSecond: number;
  /** Acknowledged submissions per second: the figure the budget is about. */
  acknowledgedPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
}

export function summariseLoad(
  results: readonly { acknowledged: boolean; status: number; ms: number }[],
  seconds: number,
): LoadSummary {
  const latencies = results.map((r) => r.ms);
  const refused: Record<string, number> = {};
  for (const r of results) if (!r.acknowledged) refused[r.status] = (refused[r.status] ?? 0) + 1;
  const acknowledged = results.filter((r) => r.acknowledged).length;
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    sent: results.length,
    acknowledged,
    refused,
    seconds: Math.round(seconds * 100) / 100,
    requestsPerSecond: seconds > 0 ? round1(results.length / seconds) : 0,
    acknowledgedPerSecond: seconds > 0 ? round1(acknowledged / seconds) : 0,
    latencyMs: {
      p50: round1(percentile(latencies, 50)),
      p95: round1(percentile(latencies, 95)),
      p99: round1(percentile(latencies, 99)),
      max: round1(latencies.length ? Math.max(...latencies) : 0),
    },
  };
}

/** Acknowledged markers that the database does not hold. */
export function lostMarkers(acknowledged: Iterable<string>, stored: ReadonlySet<string>): string[] {
  return [...acknowledged].filter((marker) => !stored.has(marker));
}

/** One long main-thread task in a Lighthouse run (its "long-tasks" audit). */
export interface LongTask {
  /** The script the time is attributed to, or "Unattributable" (layout, paint, parsing). */
  url: string;
  durationMs: number;
  startMs: number;
}

/** Long tasks over `overMs`, grouped by cause: how many, the longest, the total. */
export function summariseLongTasks(
  tasks: readonly LongTask[],
  overMs = 50,
): { cause: string; count: number; longestMs: number; totalMs: number }[] {
  const byCause = new Map<string, { cause: string; count: number; longestMs: number; totalMs: number }>();
  for (const task of tasks) {
    if (task.durationMs <= overMs) continue;
    const cause = task.url.replace(/^https?:\/\/[^/]+/, "") || "Unattributable";
    const entry = byCause.get(cause) ?? { cause, count: 0, longestMs: 0, totalMs: 0 };
    entry.count += 1;
    entry.longestMs = Math.max(entry.longestMs, Math.round(task.durationMs));
    entry.totalMs += Math.round(task.durationMs);
    byCause.set(cause, entry);
  }
  return [...byCause.values()].sort((a, b) => b.totalMs - a.totalMs);
}
