import type { ReactNode } from "react";
import { formatCount, formatRate, type InsightsRow } from "~/features/insights/report-view";
import { moneyText } from "~/lib/money";

/**
 * One table of Insights (by source, campaign, landing page or city page),
 * named by its caption. Wide on a phone: it scrolls inside its own box, which
 * the keyboard can reach.
 */
export function InsightsTable({
  caption,
  nameHeader,
  rows,
  empty,
  limit = 50,
}: {
  caption: string;
  nameHeader: string;
  rows: InsightsRow[];
  empty: ReactNode;
  limit?: number;
}) {
  if (rows.length === 0) {
    return (
      <section className="mt-8" aria-label={caption}>
        <h3 className="text-lg font-semibold">{caption}</h3>
        <p className="mt-2 rounded-md border border-border p-4 text-muted-foreground">{empty}</p>
      </section>
    );
  }
  const shown = rows.slice(0, limit);
  return (
    <div className="mt-8">
      <section
        className="overflow-x-auto rounded-lg border border-border"
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard
        tabIndex={0}
      >
        <table className="w-full min-w-[38rem] border-collapse text-left text-sm">
          <caption className="px-3 pt-3 pb-2 text-left text-lg font-semibold text-foreground">
            {caption}
          </caption>
          <thead>
            <tr className="border-b border-border bg-muted">
              <th scope="col" className="px-3 py-2 font-semibold">
                {nameHeader}
              </th>
              {["Visits", "Calls and clicks", "Leads", "Conversion", "Won", "Revenue"].map((header) => (
                <th key={header} scope="col" className="px-3 py-2 text-right font-semibold">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.path ?? row.label} className="border-b border-border last:border-b-0">
                <th scope="row" className="max-w-[16rem] px-3 py-2 font-medium break-words">
                  {row.label}
                  {row.path && row.path !== row.label ? (
                    <span className="block text-xs font-normal text-muted-foreground">{row.path}</span>
                  ) : null}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.visits)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.actions)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.leads)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatRate(row.conversion)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.won)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{moneyText(row.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {rows.length > shown.length ? (
        <p className="mt-2 text-sm text-muted-foreground">
          The {shown.length} with the most revenue, leads and visits of {rows.length}; the CSV has them all.
        </p>
      ) : null}
    </div>
  );
}
