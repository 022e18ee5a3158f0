import type { ReactNode } from "react";
import { closeRate, formatCount, formatRate, type InsightsRow } from "~/features/insights/report-view";
import { moneyText } from "~/lib/money";

/** A column after the name: its heading, its value, and its place in a row's card on a phone. */
interface InsightsColumn {
  header: string;
  value: (row: InsightsRow) => string;
  phoneOrder: string;
}

/** The columns after the name; on a phone the leads, visits booked, won jobs and revenue come first. */
const leadColumns: InsightsColumn[] = [
  { header: "Visits", value: (row) => formatCount(row.visits), phoneOrder: "max-sm:order-5" },
  { header: "Call taps and clicks", value: (row) => formatCount(row.actions), phoneOrder: "max-sm:order-6" },
  { header: "Leads", value: (row) => formatCount(row.leads), phoneOrder: "max-sm:order-1" },
  { header: "Conversion", value: (row) => formatRate(row.conversion), phoneOrder: "max-sm:order-7" },
  { header: "Estimates booked", value: (row) => formatCount(row.booked), phoneOrder: "max-sm:order-2" },
  { header: "Won", value: (row) => formatCount(row.won), phoneOrder: "max-sm:order-3" },
  { header: "Revenue", value: (row) => moneyText(row.revenueCents), phoneOrder: "max-sm:order-4" },
  { header: "Collected", value: (row) => moneyText(row.collectedCents), phoneOrder: "max-sm:order-8" },
];

/** The quotes tables' columns; on a phone the quotes sent, accepted and their value come first. */
export const quoteColumns: InsightsColumn[] = [
  { header: "Leads", value: (row) => formatCount(row.leads), phoneOrder: "max-sm:order-6" },
  { header: "Quotes sent", value: (row) => formatCount(row.quoted), phoneOrder: "max-sm:order-1" },
  { header: "Opened", value: (row) => formatCount(row.quoteOpened), phoneOrder: "max-sm:order-5" },
  { header: "Accepted", value: (row) => formatCount(row.quoteAccepted), phoneOrder: "max-sm:order-2" },
  {
    header: "Close rate",
    value: (row) => formatRate(closeRate(row.quoteAccepted, row.quoted)),
    phoneOrder: "max-sm:order-4",
  },
  { header: "Accepted value", value: (row) => moneyText(row.acceptedCents), phoneOrder: "max-sm:order-3" },
  { header: "Collected", value: (row) => moneyText(row.collectedCents), phoneOrder: "max-sm:order-4" },
];

/**
 * One table of Insights (by source, campaign, landing page or city page),
 * named by its caption. On a phone each row is a small card (its name, then
 * leads, estimates booked, won jobs and revenue first, each value with its
 * heading), so nothing is off the side of the screen; wider, a table that
 * would scroll inside its own box, which the keyboard can reach. The
 * columns are the visits-to-revenue ones unless others are given (the
 * quotes tables'); `ranking` says how the rows are ordered, when some are
 * left out.
 */
export function InsightsTable({
  caption,
  nameHeader,
  rows,
  empty,
  limit = 50,
  columns = leadColumns,
  ranking = "the most revenue, leads and visits",
}: {
  caption: string;
  nameHeader: string;
  rows: InsightsRow[];
  empty: ReactNode;
  limit?: number;
  columns?: InsightsColumn[];
  ranking?: string;
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
        <table className="w-full border-collapse text-left text-sm max-sm:block sm:min-w-[44rem]">
          <caption className="px-3 pt-3 pb-2 text-left text-lg font-semibold text-foreground max-sm:block">
            {caption}
          </caption>
          <thead className="max-sm:sr-only">
            <tr className="border-b border-border bg-muted">
              <th scope="col" className="px-3 py-2 font-semibold">
                {nameHeader}
              </th>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-3 py-2 text-right font-semibold">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {shown.map((row) => (
              <tr
                key={row.path ?? row.label}
                className="border-b border-border last:border-b-0 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:px-3 max-sm:py-2"
              >
                <th
                  scope="row"
                  className="max-w-[16rem] px-3 py-2 font-medium break-words max-sm:col-span-2 max-sm:max-w-none max-sm:px-0 max-sm:pt-0 max-sm:pb-1"
                >
                  {row.label}
                  {row.path && row.path !== row.label ? (
                    <span className="block text-xs font-normal break-all text-muted-foreground">
                      {row.path}
                    </span>
                  ) : null}
                </th>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    data-label={column.header}
                    className={`px-3 py-2 text-right tabular-nums max-sm:flex max-sm:justify-between max-sm:gap-2 max-sm:px-0 max-sm:py-0.5 max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)] ${column.phoneOrder}`}
                  >
                    {column.value(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {rows.length > shown.length ? (
        <p className="mt-2 text-sm text-muted-foreground">
          The {shown.length} with {ranking} of {rows.length}; the CSV has them all.
        </p>
      ) : null}
    </div>
  );
}
