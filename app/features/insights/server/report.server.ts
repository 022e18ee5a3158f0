import { and, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import { siteFacts } from "~/features/content/index.server";
import {
  addDays,
  bookedShare,
  closeRate,
  conversionRate,
  daysBetween,
  type InsightsPeriod,
  type InsightsPoint,
  type InsightsReport,
  type InsightsRow,
  median,
  parseInsightsPeriod,
} from "~/features/insights/report-view";
import { type LeadFacts, leadsOf, periodInstants } from "~/features/insights/server/report-leads.server";
import { vitalsReport } from "~/features/insights/server/vitals.server";
import { sourceName } from "~/features/insights/traffic-source";
import { cityNameFromSlug } from "~/lib/city-name";
import { dollarsCell, toCsv } from "~/lib/csv";
import { dayIn } from "~/lib/zoned-time";
import type { Db } from "~/server/db/client.server";
import { analyticsDaily, analyticsEvents, cityPages } from "~/server/db/schema.server";
import { getDb } from "~/server/runtime.server";

/**
 * The numbers behind /admin/insights: visits and clicks from the page
 * analytics (raw events, and the daily counts older events were folded into),
 * leads from both lead tables (and the estimate visits their requests booked,
 * and the quotes sent to them), all named by the same source classification.
 */

type Dimension = "source" | "campaign" | "entry" | "day";

interface EventCounts {
  visits: number;
  calls: number;
  emails: number;
  bookings: number;
}

interface LeadCounts {
  leads: number;
  requests: number;
  booked: number;
  won: number;
  revenueCents: number;
  quoted: number;
  quoteOpened: number;
  quoteAccepted: number;
  acceptedCents: number;
  collectedCents: number;
}

type Counts = EventCounts & LeadCounts;

const emptyCounts = (): Counts => ({
  visits: 0,
  calls: 0,
  emails: 0,
  bookings: 0,
  leads: 0,
  requests: 0,
  booked: 0,
  won: 0,
  revenueCents: 0,
  quoted: 0,
  quoteOpened: 0,
  quoteAccepted: 0,
  acceptedCents: 0,
  collectedCents: 0,
});

function addEvents(into: Counts, kind: string, events: number, entries: number) {
  if (kind === "view") into.visits += entries;
  else if (kind === "call") into.calls += events;
  else if (kind === "email") into.emails += events;
  else if (kind === "booking") into.bookings += events;
}

/** Events of the period counted per `dimension` and kind, raw and folded alike. */
async function countEvents(
  db: Db,
  dimension: Dimension,
  period: InsightsPeriod,
  timeZone: string,
  into: Map<string, Counts>,
): Promise<void> {
  const { start, end } = periodInstants(period, timeZone);
  const rawKey: Record<Dimension, SQL> = {
    source: sql`${analyticsEvents.source}`,
    campaign: sql`${analyticsEvents.campaign}`,
    entry: sql`${analyticsEvents.entryPath}`,
    day: sql`to_char(${analyticsEvents.at} at time zone ${timeZone}, 'YYYY-MM-DD')`,
  };
  const dailyKey: Record<Dimension, SQL> = {
    source: sql`${analyticsDaily.source}`,
    campaign: sql`${analyticsDaily.campaign}`,
    entry: sql`${analyticsDaily.entryPath}`,
    day: sql`to_char(${analyticsDaily.day}, 'YYYY-MM-DD')`,
  };
  // Grouped by position: the time zone is a parameter, written twice it would be two.
  const byKeyAndKind = [sql.raw("1"), sql.raw("2")];
  const [raw, daily] = await Promise.all([
    db
      .select({
        key: rawKey[dimension].mapWith(String),
        kind: analyticsEvents.kind,
        events: sql<number>`count(*)::int`,
        entries: sql<number>`(count(*) filter (where ${analyticsEvents.isEntry}))::int`,
      })
      .from(analyticsEvents)
      .where(and(gte(analyticsEvents.at, start), lt(analyticsEvents.at, end)))
      .groupBy(...byKeyAndKind),
    db
      .select({
        key: dailyKey[dimension].mapWith(String),
        kind: analyticsDaily.kind,
        events: sql<number>`sum(${analyticsDaily.events})::int`,
        entries: sql<number>`sum(${analyticsDaily.entries})::int`,
      })
      .from(analyticsDaily)
      .where(and(gte(analyticsDaily.day, period.from), lte(analyticsDaily.day, period.to)))
      .groupBy(...byKeyAndKind),
  ]);
  for (const row of [...raw, ...daily]) {
    // Sources stored before they had one name each ("google" and "Google") are counted as one.
    const key = dimension === "source" ? sourceName(row.key) : row.key;
    let counts = into.get(key);
    if (!counts) {
      counts = emptyCounts();
      into.set(key, counts);
    }
    addEvents(counts, row.kind, row.events, row.entries);
  }
}

function addLeads(into: Map<string, Counts>, leads: LeadFacts[], keyOf: (lead: LeadFacts) => string) {
  for (const lead of leads) {
    const key = keyOf(lead);
    let counts = into.get(key);
    if (!counts) {
      counts = emptyCounts();
      into.set(key, counts);
    }
    counts.leads += 1;
    if (lead.request) counts.requests += 1;
    if (lead.booked) counts.booked += 1;
    if (lead.won) {
      counts.won += 1;
      counts.revenueCents += lead.valueCents;
    }
    if (lead.quoted) counts.quoted += 1;
    if (lead.quoteOpened) counts.quoteOpened += 1;
    if (lead.quoteAccepted) counts.quoteAccepted += 1;
    counts.acceptedCents += lead.acceptedCents;
    counts.collectedCents += lead.collectedCents;
  }
}

function toRow(label: string, counts: Counts, path?: string): InsightsRow {
  return {
    label,
    ...(path === undefined ? {} : { path }),
    visits: counts.visits,
    actions: counts.calls + counts.emails + counts.bookings,
    leads: counts.leads,
    conversion: conversionRate(counts.leads, counts.visits),
    requests: counts.requests,
    booked: counts.booked,
    won: counts.won,
    revenueCents: counts.revenueCents,
    quoted: counts.quoted,
    quoteOpened: counts.quoteOpened,
    quoteAccepted: counts.quoteAccepted,
    acceptedCents: counts.acceptedCents,
    collectedCents: counts.collectedCents,
  };
}

/** Most revenue first, then most leads, then most visits. */
const byWeight = (a: InsightsRow, b: InsightsRow) =>
  b.revenueCents - a.revenueCents ||
  b.leads - a.leads ||
  b.visits - a.visits ||
  a.label.localeCompare(b.label);

/**
 * "Shoreview" for /service-area/shoreview, by the city pages' names; a town
 * without a page of its own (deleted since, or never made) is named from its
 * address. Undefined for any other page.
 */
async function cityNamer(db: Db): Promise<(path: string) => string | undefined> {
  const rows = await db.select({ slug: cityPages.slug, name: cityPages.name }).from(cityPages);
  const names = new Map(rows.map((row) => [row.slug, row.name]));
  return (path) => {
    const slug = /^\/service-area\/([a-z0-9-]+)$/.exec(path)?.[1];
    return slug ? names.get(slug) || cityNameFromSlug(slug) || undefined : undefined;
  };
}

/** Monday of a day's week (YYYY-MM-DD). */
function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function seriesOf(period: InsightsPeriod, perDay: Map<string, Counts>): InsightsReport["series"] {
  const unit = daysBetween(period.from, period.to) > 92 ? "week" : "day";
  const points = new Map<string, InsightsPoint>();
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const start = unit === "week" ? weekOf(day) : day;
    const point = points.get(start) ?? { start, visits: 0, leads: 0 };
    const counts = perDay.get(day);
    point.visits += counts?.visits ?? 0;
    point.leads += counts?.leads ?? 0;
    points.set(start, point);
  }
  return { unit, points: [...points.values()] };
}

/** Everything /admin/insights and its CSV show for a period. */
export async function insightsReport(
  db: Db,
  period: InsightsPeriod,
  timeZone: string,
): Promise<InsightsReport> {
  const bySource = new Map<string, Counts>();
  const byCampaign = new Map<string, Counts>();
  const byEntry = new Map<string, Counts>();
  const byDay = new Map<string, Counts>();
  const [leads, cityOf] = await Promise.all([
    leadsOf(db, period, timeZone),
    cityNamer(db),
    countEvents(db, "source", period, timeZone, bySource),
    countEvents(db, "campaign", period, timeZone, byCampaign),
    countEvents(db, "entry", period, timeZone, byEntry),
    countEvents(db, "day", period, timeZone, byDay),
  ]);
  addLeads(bySource, leads, (lead) => lead.source);
  addLeads(byCampaign, leads, (lead) => lead.campaign);
  addLeads(byEntry, leads, (lead) => lead.entry);
  addLeads(byDay, leads, (lead) => lead.day);

  const totals = emptyCounts();
  for (const counts of bySource.values()) {
    for (const key of Object.keys(totals) as (keyof Counts)[]) totals[key] += counts[key];
  }
  const landing = [...byEntry].map(([path, counts]) => toRow(path || "Not recorded", counts, path));
  return {
    period,
    totals: {
      ...totals,
      conversion: conversionRate(totals.leads, totals.visits),
      bookedShare: bookedShare(totals.booked, totals.requests),
      closeRate: closeRate(totals.quoteAccepted, totals.quoted),
      medianDaysToQuote: median(leads.flatMap((lead) => lead.daysToQuote ?? [])),
      medianDaysToAccept: median(leads.flatMap((lead) => lead.daysToAccept ?? [])),
      medianDaysToPaid: median(leads.flatMap((lead) => lead.daysToPaid ?? [])),
    },
    series: seriesOf(period, byDay),
    bySource: [...bySource].map(([source, counts]) => toRow(source, counts)).sort(byWeight),
    byCampaign: [...byCampaign]
      .filter(([campaign]) => campaign !== "")
      .map(([campaign, counts]) => toRow(campaign, counts))
      .sort(byWeight),
    byLandingPage: landing.sort(byWeight),
    byCityPage: landing.flatMap((row) => {
      const city = row.path ? cityOf(row.path) : undefined;
      return city ? [{ ...row, label: city }] : [];
    }),
  };
}

/** The period the address asks for, in the business's days. */
async function periodFor(
  request: Request,
): Promise<{ period: InsightsPeriod; timeZone: string; timeZoneName: string }> {
  const { business } = await siteFacts();
  const today = dayIn(business.timeZone, new Date());
  return {
    period: parseInsightsPeriod(new URL(request.url).searchParams, today),
    timeZone: business.timeZone,
    timeZoneName: business.timeZoneName,
  };
}

/** /admin/insights: the numbers for the period asked, and real visitors' speed over it. */
export async function insightsPageData(request: Request) {
  const { period, timeZone, timeZoneName } = await periodFor(request);
  const [report, vitals] = await Promise.all([
    insightsReport(getDb(), period, timeZone),
    vitalsReport(getDb(), period),
  ]);
  return { timeZoneName, report, vitals };
}

const csvHeader = [
  "Table",
  "Name",
  "Visits",
  "Call taps and clicks",
  "Leads",
  "Conversion",
  "Won",
  "Revenue (USD)",
  "Estimate requests",
  "Booked a visit",
  "Share booked",
  "Quotes sent",
  "Quotes opened",
  "Quotes accepted",
  "Close rate",
  "Accepted value (USD)",
  "Collected (USD)",
];

const rateCell = (rate: number | null) => (rate === null ? "" : rate.toFixed(4));

function csvRow(table: string, row: InsightsRow) {
  return [
    table,
    row.label,
    row.visits,
    row.actions,
    row.leads,
    rateCell(row.conversion),
    row.won,
    dollarsCell(row.revenueCents),
    row.requests,
    row.booked,
    rateCell(bookedShare(row.booked, row.requests)),
    row.quoted,
    row.quoteOpened,
    row.quoteAccepted,
    rateCell(closeRate(row.quoteAccepted, row.quoted)),
    dollarsCell(row.acceptedCents),
    dollarsCell(row.collectedCents),
  ];
}

/** The period's tables in one CSV (a Table column names which), formulas kept as text. */
export function insightsCsv(report: InsightsReport): string {
  const { totals } = report;
  const all: InsightsRow = {
    label: `${report.period.from} to ${report.period.to}`,
    visits: totals.visits,
    actions: totals.calls + totals.emails + totals.bookings,
    leads: totals.leads,
    conversion: totals.conversion,
    requests: totals.requests,
    booked: totals.booked,
    won: totals.won,
    revenueCents: totals.revenueCents,
    quoted: totals.quoted,
    quoteOpened: totals.quoteOpened,
    quoteAccepted: totals.quoteAccepted,
    acceptedCents: totals.acceptedCents,
    collectedCents: totals.collectedCents,
  };
  return toCsv([
    csvHeader,
    csvRow("Total", all),
    ...report.bySource.map((row) => csvRow("Source", row)),
    ...report.byCampaign.map((row) => csvRow("Campaign", row)),
    ...report.byLandingPage.map((row) => csvRow("Landing page", row)),
    ...report.byCityPage.map((row) => csvRow("City page", row)),
  ]);
}

/** /admin/insights.csv: the same period as a download, for the admin only. */
export async function insightsCsvResponse(request: Request): Promise<Response> {
  const { period, timeZone } = await periodFor(request);
  const csv = insightsCsv(await insightsReport(getDb(), period, timeZone));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="insights-${period.from}-to-${period.to}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
