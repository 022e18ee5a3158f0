import { Download } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Input, Label } from "~/components/ui/form-controls";
import {
  formatCount,
  formatDay,
  formatRate,
  type InsightsReport,
  PRESET_DAYS,
  periodQuery,
} from "~/features/insights/report-view";
import type { VitalsReport } from "~/features/insights/vitals";
import { moneyText } from "~/lib/money";
import { LeadsBySourceChart, VisitsLeadsChart } from "./insights-charts";
import { InsightsQuotes } from "./insights-quotes";
import { InsightsTable } from "./insights-table";
import { Total } from "./insights-total";
import { VitalsPanel } from "./vitals-panel";

/** /admin/insights: which marketing brings visits, calls, leads and won jobs, over a period. */
export function InsightsPage({
  report,
  vitals,
  timeZoneName,
}: {
  report: InsightsReport;
  vitals: VitalsReport;
  timeZoneName: string;
}) {
  const { period, totals } = report;
  const nothingYet =
    totals.visits === 0 && totals.leads === 0 && totals.calls + totals.emails + totals.bookings === 0;
  return (
    // On a phone the answer comes first: the totals and the sources; the dates to choose come last.
    <div className="mx-auto flex max-w-6xl flex-col px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Insights</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Where your visitors and leads come from, and which of them became paid jobs.
      </p>

      <div className="max-sm:order-last">
        <PeriodPicker report={report} />
      </div>

      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 sm:mt-8">
        <h2 className="text-xl font-semibold">
          {period.preset === "custom" ? "" : `Last ${period.days} days: `}
          {formatDay(period.from, true)} to {formatDay(period.to, true)}
        </h2>
        <a
          href="#period"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline sm:hidden dark:text-blue-300"
        >
          Other dates
        </a>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
        <Total name="Leads" value={formatCount(totals.leads)} />
        <Total name="Estimates booked" value={formatCount(totals.booked)} hint="visits booked on the site" />
        <Total
          name="Requests that booked"
          value={formatRate(totals.bookedShare)}
          hint={`of ${formatCount(totals.requests)} estimate ${totals.requests === 1 ? "request" : "requests"}`}
        />
        <Total name="Won jobs" value={formatCount(totals.won)} />
        <Total name="Revenue" value={moneyText(totals.revenueCents)} hint="job values of won leads" />
        <Total name="Visits" value={formatCount(totals.visits)} />
        <Total name="Call taps" value={formatCount(totals.calls)} hint="taps on the site's call links" />
        <Total name="E-mail clicks" value={formatCount(totals.emails)} />
        <Total name="Booking clicks" value={formatCount(totals.bookings)} />
        <Total name="Conversion" value={formatRate(totals.conversion)} hint="leads per visit" />
      </dl>

      {nothingYet ? (
        <p className="mt-6 rounded-md border border-border p-4">
          Nothing to show for these dates yet. Visits appear here as people find the site, and leads as they
          send the contact or nomination form or you add them. Try a longer period, or come back in a few
          days.
        </p>
      ) : (
        <>
          <InsightsTable
            caption="By source"
            nameHeader="Source"
            rows={report.bySource}
            empty="No visits or leads."
          />
          <InsightsQuotes report={report} />
          <h2 className="mt-10 text-xl font-semibold">Where they came from</h2>
          <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
            A source is the name tagged on the link you shared (e.g. the link on a flyer or in a Nextdoor
            post), else the site that linked to yours, else "Direct" (typed in, a bookmark, or an app that
            does not say). A lead you added yourself counts under where they heard of you. Call taps are taps
            on the site's call links (the call itself is not seen). Conversion is leads per visit; revenue
            adds up the job values you entered on won leads. Estimates booked counts the period's estimate
            requests that booked a visit on the site, whenever they booked it: a visit waiting for your
            answer, confirmed or already held counts; one cancelled or declined does not (unless they booked
            another).
          </p>
          <LeadsBySourceChart rows={report.bySource} />
          <VisitsLeadsChart report={report} />
          <InsightsTable
            caption="By campaign"
            nameHeader="Campaign"
            rows={report.byCampaign}
            empty="No campaigns in this period. Links you tag with a campaign name (on flyers, ads or posts) show here."
          />
          <InsightsTable
            caption="By landing page"
            nameHeader="First page of the visit"
            rows={report.byLandingPage}
            empty="No landing pages recorded in this period."
          />
          <InsightsTable
            caption="By city page"
            nameHeader="City"
            rows={report.byCityPage}
            empty="No visits or leads began on a city page in this period."
          />
        </>
      )}
      <VitalsPanel vitals={vitals} />
      <p className="mt-6 max-w-3xl text-sm text-muted-foreground">
        Visits and speed are counted without cookies and without anything personal; bots and visitors who ask
        not to be tracked are left out. Days are {timeZoneName}.
      </p>
    </div>
  );
}

/** The last 7, 30, 90 or 365 days as links, or dates typed in (a plain GET form), and the CSV. */
function PeriodPicker({ report }: { report: InsightsReport }) {
  const { period } = report;
  return (
    <div
      id="period"
      className="mt-6 flex scroll-mt-28 flex-col gap-4 rounded-lg border border-border bg-card p-4"
    >
      <nav aria-label="Period">
        <p className="text-sm font-semibold">Period</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {PRESET_DAYS.map((days) => {
            const current = period.preset === days;
            return (
              <li key={days}>
                <Link
                  to={`/admin/insights?days=${days}`}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-11 items-center rounded-md border px-3 text-sm font-semibold",
                    current
                      ? "border-primary bg-primary text-primary-foreground"
                      : "border-border hover:bg-muted",
                  )}
                >
                  Last {days} days
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <Form
          key={periodQuery(period)}
          method="get"
          action="/admin/insights"
          className="flex flex-wrap items-end gap-3"
          aria-label="Choose dates"
        >
          <div>
            <Label htmlFor="insights-from">From</Label>
            <Input
              id="insights-from"
              name="from"
              type="date"
              required
              defaultValue={period.from}
              className="mt-1"
            />
          </div>
          <div>
            <Label htmlFor="insights-to">To</Label>
            <Input
              id="insights-to"
              name="to"
              type="date"
              required
              defaultValue={period.to}
              className="mt-1"
            />
          </div>
          <Button type="submit" variant="outline">
            Show these dates
          </Button>
        </Form>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <a href={`/admin/insights.csv?${periodQuery(period)}`} download>
            <Download aria-hidden="true" /> Download CSV
          </a>
        </Button>
      </div>
    </div>
  );
}
