import {
  formatCount,
  formatDays,
  formatRate,
  type InsightsReport,
  type InsightsRow,
} from "~/features/insights/report-view";
import { moneyText } from "~/lib/money";
import { InsightsTable, quoteColumns } from "./insights-table";
import { Total } from "./insights-total";

/** The rows with a quote sent, the most value accepted first, then the most quoted, then the most leads. */
function quotedRows(rows: InsightsRow[]): InsightsRow[] {
  return rows
    .filter((row) => row.quoted > 0)
    .sort(
      (a, b) =>
        b.acceptedCents - a.acceptedCents ||
        b.quoted - a.quoted ||
        b.leads - a.leads ||
        a.label.localeCompare(b.label),
    );
}

const ranking = "the most value accepted, quotes and leads";

/**
 * Insights' quotes: how many of the period's leads were sent a quote, opened
 * it and said yes, what the yeses were worth and how long each step took, in
 * all and by source, campaign and landing page.
 */
export function InsightsQuotes({ report }: { report: InsightsReport }) {
  const { totals } = report;
  return (
    <>
      <h2 className="mt-10 text-xl font-semibold">Quotes</h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Total name="Quotes sent" value={formatCount(totals.quoted)} hint="leads sent a quote" />
        <Total name="Opened" value={formatCount(totals.quoteOpened)} hint="leads who opened theirs" />
        <Total name="Accepted" value={formatCount(totals.quoteAccepted)} hint="leads who said yes online" />
        <Total
          name="Close rate"
          value={formatRate(totals.closeRate)}
          hint={`of ${formatCount(totals.quoted)} quoted ${totals.quoted === 1 ? "lead" : "leads"}`}
        />
        <Total name="Accepted value" value={moneyText(totals.acceptedCents)} hint="accepted quotes' totals" />
        <Total
          name="Lead to quote"
          value={formatDays(totals.medianDaysToQuote)}
          hint="typical time to the first quote"
        />
        <Total
          name="Quote to yes"
          value={formatDays(totals.medianDaysToAccept)}
          hint="typical time from quote to yes"
        />
        <Total
          name="Collected"
          value={moneyText(totals.collectedCents)}
          hint="money received on their invoices"
        />
        <Total
          name="Quote to paid"
          value={formatDays(totals.medianDaysToPaid)}
          hint="typical time from quote to paid in full"
        />
      </dl>
      <p className="mt-3 max-w-3xl text-sm text-muted-foreground">
        These count this period's leads, whenever you quoted them: a quote sent today to a lead from last
        month counts for last month. Close rate is the share of quoted leads who accepted a quote. Accepted
        value adds up the totals of the accepted quotes. Lead to quote and quote to yes are the middle
        (median) times. Collected adds up the money received on their invoices (a bank payment counts once it
        clears, a refund is taken off), and quote to paid is the middle time from the quote to the accepted
        total paid in full. Revenue, above, still adds the job values you type on won leads, for work you
        quoted some other way.
      </p>
      <InsightsTable
        caption="Quotes by source"
        nameHeader="Source"
        rows={quotedRows(report.bySource)}
        columns={quoteColumns}
        ranking={ranking}
        empty="No quotes were sent to this period's leads yet. Write one from a lead's card: it shows here once sent."
      />
      <InsightsTable
        caption="Quotes by campaign"
        nameHeader="Campaign"
        rows={quotedRows(report.byCampaign)}
        columns={quoteColumns}
        ranking={ranking}
        empty="No quotes were sent to leads from a campaign in this period."
      />
      <InsightsTable
        caption="Quotes by landing page"
        nameHeader="First page of the visit"
        rows={quotedRows(report.byLandingPage)}
        columns={quoteColumns}
        ranking={ranking}
        empty="No quotes were sent to this period's leads yet."
      />
    </>
  );
}
