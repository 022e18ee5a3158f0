/**
 * The owner's Insights: which period is shown (from the page's address) and
 * the shape of its numbers, shared by the page, its CSV and the server.
 */

export const PRESET_DAYS = [7, 30, 90, 365] as const;
export type PresetDays = (typeof PRESET_DAYS)[number];
const DEFAULT_DAYS: PresetDays = 30;
/** A custom period longer than this is cut (the charts and queries stay quick). */
const MAX_CUSTOM_DAYS = 3 * 366;

export interface InsightsPeriod {
  /** First and last day shown, YYYY-MM-DD in the business's time zone (both included). */
  from: string;
  to: string;
  /** The preset chosen, or "custom" for dates typed in. */
  preset: PresetDays | "custom";
  days: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtcDate(day: string): Date | undefined {
  const match = ISO_DAY.exec(day);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // "2025-02-31" is no day.
  return date.toISOString().slice(0, 10) === day ? date : undefined;
}

/** The day `n` days after (or before, negative) a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  const date = toUtcDate(day);
  if (!date) throw new Error(`not a day: ${day}`);
  return new Date(date.getTime() + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  const a = toUtcDate(from);
  const b = toUtcDate(to);
  if (!a || !b) return 0;
  return Math.round((b.getTime() - a.getTime()) / DAY_MS) + 1;
}

/**
 * `?days=7|30|90|365` (30 when absent), or `?from=YYYY-MM-DD&to=YYYY-MM-DD`
 * (dates typed in; swapped when backwards, never past today).
 */
export function parseInsightsPeriod(params: URLSearchParams, today: string): InsightsPeriod {
  let from = toUtcDate(params.get("from") ?? "") ? (params.get("from") as string) : undefined;
  let to = toUtcDate(params.get("to") ?? "") ? (params.get("to") as string) : undefined;
  if (from && to) {
    if (from > to) [from, to] = [to, from];
    if (to > today) to = today;
    if (from > to) from = to;
    if (daysBetween(from, to) > MAX_CUSTOM_DAYS) from = addDays(to, -(MAX_CUSTOM_DAYS - 1));
    return { from, to, preset: "custom", days: daysBetween(from, to) };
  }
  const asked = Number(params.get("days"));
  const days = (PRESET_DAYS as readonly number[]).includes(asked) ? (asked as PresetDays) : DEFAULT_DAYS;
  return { from: addDays(today, -(days - 1)), to: today, preset: days, days };
}

/** The period as a query string (for the CSV link and the period's own links). */
export function periodQuery(period: InsightsPeriod): string {
  return period.preset === "custom" ? `from=${period.from}&to=${period.to}` : `days=${period.preset}`;
}

/** One row of a table: a source, a campaign, a landing page or a city page. */
export interface InsightsRow {
  label: string;
  /** The landing page's path, for the landing-page and city tables. */
  path?: string;
  visits: number;
  /** Clicks on call, e-mail and booking links. */
  actions: number;
  leads: number;
  /** Leads per visit (0..1), or null with no visits. */
  conversion: number | null;
  /** Estimate requests (contact requests; nominations are not). */
  requests: number;
  /** Of those, the ones with an estimate visit booked on the site (not cancelled or declined). */
  booked: number;
  won: number;
  revenueCents: number;
  /** Leads sent at least one quote (whenever it was sent). */
  quoted: number;
  /** Of those, the ones that opened a quote sent to them. */
  quoteOpened: number;
  /** Leads that accepted a quote. */
  quoteAccepted: number;
  /** The accepted quotes' totals added up. */
  acceptedCents: number;
  /** Money received on the leads' invoices. */
  collectedCents: number;
}

export interface InsightsTotals {
  visits: number;
  calls: number;
  emails: number;
  bookings: number;
  leads: number;
  conversion: number | null;
  requests: number;
  booked: number;
  /** Booked per estimate request, or null with no requests. */
  bookedShare: number | null;
  won: number;
  revenueCents: number;
  quoted: number;
  quoteOpened: number;
  quoteAccepted: number;
  acceptedCents: number;
  /** Accepted per quoted lead, or null with none quoted. */
  closeRate: number | null;
  /** The median days from a lead to its first sent quote, or null with none quoted. */
  medianDaysToQuote: number | null;
  /** The median days from a lead's first sent quote to its acceptance, or null with none accepted. */
  medianDaysToAccept: number | null;
  collectedCents: number;
  /** The median days from a lead's first sent quote to the accepted total paid, or null with none paid. */
  medianDaysToPaid: number | null;
}

export interface InsightsPoint {
  /** The day, or the first day of the week, YYYY-MM-DD. */
  start: string;
  visits: number;
  leads: number;
}

export interface InsightsReport {
  period: InsightsPeriod;
  totals: InsightsTotals;
  /** Per day; per week (from Monday) for periods longer than 92 days. */
  series: { unit: "day" | "week"; points: InsightsPoint[] };
  bySource: InsightsRow[];
  byCampaign: InsightsRow[];
  byLandingPage: InsightsRow[];
  byCityPage: InsightsRow[];
}

/** Leads per visit, or null when there were no visits to divide by. */
export function conversionRate(leads: number, visits: number): number | null {
  return visits > 0 ? leads / visits : null;
}

/** The share of estimate requests that booked a visit, or null when there were none. */
export function bookedShare(booked: number, requests: number): number | null {
  return requests > 0 ? booked / requests : null;
}

/** The share of quoted leads that accepted a quote, or null when none was quoted. */
export function closeRate(accepted: number, quoted: number): number | null {
  return quoted > 0 ? accepted / quoted : null;
}

/** The middle value (the mean of the two middle ones for an even count), or null with none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** "12.5%", or "—" with nothing to divide by. */
export function formatRate(rate: number | null): string {
  if (rate === null) return "—";
  return `${(rate * 100).toFixed(rate >= 0.1 || rate === 0 ? 0 : 1)}%`;
}

/** "Mar 2" (or "Mar 2, 2025") for a YYYY-MM-DD day. */
export function formatDay(day: string, withYear = false): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  });
}

const counts = new Intl.NumberFormat("en-US");

/** "1,204". */
export function formatCount(n: number): string {
  return counts.format(n);
}

/** "1.5 days", "1 day", "6 hours" under a day, "under an hour", or "—" with none. */
export function formatDays(days: number | null): string {
  if (days === null) return "—";
  if (days < 1) {
    const hours = Math.round(days * 24);
    return hours < 1 ? "under an hour" : `${hours} ${hours === 1 ? "hour" : "hours"}`;
  }
  const rounded = days >= 10 ? Math.round(days) : Math.round(days * 10) / 10;
  return `${formatCount(rounded)} ${rounded === 1 ? "day" : "days"}`;
}
