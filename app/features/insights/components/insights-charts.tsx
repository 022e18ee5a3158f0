import { useId } from "react";
import {
  formatCount,
  formatDay,
  type InsightsReport,
  type InsightsRow,
} from "~/features/insights/report-view";

/**
 * Charts drawn on the server as SVG: each is one image for a screen reader
 * (role="img", a title and a description of what it shows), and its numbers
 * are in a table beside it.
 */

const WIDTH = 400;
const LEFT = 34;
const PANEL = 70;

/** One row of bars (a panel) of the per-day chart, with its name and highest value. */
function Panel({
  top,
  name,
  values,
  barClass,
}: {
  top: number;
  name: string;
  values: number[];
  barClass: string;
}) {
  const max = Math.max(1, ...values);
  const step = (WIDTH - LEFT) / values.length;
  const bar = Math.max(1, step * 0.75);
  return (
    <g>
      <text x={0} y={top - 6} className="fill-foreground text-[13px] font-semibold">
        {name}
      </text>
      <text x={LEFT - 4} y={top + 9} textAnchor="end" className="fill-muted-foreground text-[11px]">
        {formatCount(max)}
      </text>
      <text x={LEFT - 4} y={top + PANEL} textAnchor="end" className="fill-muted-foreground text-[11px]">
        0
      </text>
      <line x1={LEFT} x2={WIDTH} y1={top + PANEL} y2={top + PANEL} className="stroke-border" />
      {values.map((value, i) => {
        const height = (value / max) * PANEL;
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: one bar per point, in order
            key={i}
            x={LEFT + i * step + (step - bar) / 2}
            y={top + PANEL - height}
            width={bar}
            height={height}
            className={barClass}
          />
        );
      })}
    </g>
  );
}

/** Visits and leads per day (per week for a long period), as two rows of bars. */
export function VisitsLeadsChart({ report }: { report: InsightsReport }) {
  const id = useId();
  const { unit, points } = report.series;
  const busiest = points.reduce((best, point) => (point.visits > best.visits ? point : best), points[0]!);
  const per = unit === "day" ? "day" : "week";
  const caption = `Visits and leads per ${per}`;
  const height = 2 * PANEL + 70;
  return (
    <figure className="mt-8">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="h-auto w-full max-w-xl"
      >
        <title id={`${id}-title`}>{caption}</title>
        <desc id={`${id}-desc`}>
          {`From ${formatDay(report.period.from)} to ${formatDay(report.period.to)}: ${formatCount(report.totals.visits)} visits and ${formatCount(report.totals.leads)} leads. ${busiest.visits > 0 ? `The most visits in one ${per}: ${formatCount(busiest.visits)}, ${unit === "week" ? "the week of " : ""}${formatDay(busiest.start)}.` : "No visits yet."} The numbers are in the table below the chart.`}
        </desc>
        <Panel top={18} name="Visits" values={points.map((p) => p.visits)} barClass="fill-primary" />
        <Panel top={PANEL + 44} name="Leads" values={points.map((p) => p.leads)} barClass="fill-accent" />
        <text x={LEFT} y={height - 4} className="fill-muted-foreground text-[11px]">
          {formatDay(points[0]?.start ?? report.period.from)}
        </text>
        <text x={WIDTH} y={height - 4} textAnchor="end" className="fill-muted-foreground text-[11px]">
          {formatDay(points.at(-1)?.start ?? report.period.to)}
        </text>
      </svg>
      <details className="mt-2 max-w-xl">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold">
          The numbers behind the chart
        </summary>
        <div className="mt-2 max-h-80 overflow-y-auto rounded-lg border border-border">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-border bg-muted">
                <th scope="col" className="px-3 py-2 font-semibold">
                  {unit === "day" ? "Day" : "Week of"}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Visits
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Leads
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.start} className="border-b border-border last:border-b-0">
                  <th scope="row" className="px-3 py-1 font-normal">
                    {formatDay(point.start)}
                  </th>
                  <td className="px-3 py-1 text-right tabular-nums">{formatCount(point.visits)}</td>
                  <td className="px-3 py-1 text-right tabular-nums">{formatCount(point.leads)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

const BAR_ROW = 26;
const NAME_WIDTH = 130;

/** Leads per source, most first (its numbers are the "By source" table next to it). */
export function LeadsBySourceChart({ rows }: { rows: InsightsRow[] }) {
  const id = useId();
  const shown = rows
    .filter((row) => row.leads > 0)
    .sort((a, b) => b.leads - a.leads)
    .slice(0, 8);
  if (shown.length === 0) return null;
  const max = Math.max(...shown.map((row) => row.leads));
  const height = shown.length * BAR_ROW + 4;
  const room = WIDTH - NAME_WIDTH - 40;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="mt-6 h-auto w-full max-w-xl"
    >
      <title id={`${id}-title`}>Leads by source</title>
      <desc id={`${id}-desc`}>
        {`${shown.map((row) => `${row.label}: ${formatCount(row.leads)}`).join("; ")}. Every source is in the "By source" table below.`}
      </desc>
      {shown.map((row, i) => {
        const y = i * BAR_ROW + 2;
        const length = Math.max(2, (row.leads / max) * room);
        return (
          <g key={row.label}>
            <text x={NAME_WIDTH - 6} y={y + 16} textAnchor="end" className="fill-foreground text-[14px]">
              {row.label.length > 20 ? `${row.label.slice(0, 19)}…` : row.label}
            </text>
            <rect
              x={NAME_WIDTH}
              y={y + 4}
              width={length}
              height={BAR_ROW - 8}
              rx={2}
              className="fill-accent"
            />
            <text x={NAME_WIDTH + length + 6} y={y + 16} className="fill-foreground text-[14px] tabular-nums">
              {formatCount(row.leads)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
