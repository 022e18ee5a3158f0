import { and, gte, inArray, lt, sql } from "drizzle-orm";
import { addDays, type InsightsPeriod } from "~/features/insights/report-view";
import { leadSource, normaliseUtm } from "~/features/insights/traffic-source";
import { dayIn, zonedTimeToDate } from "~/lib/zoned-time";
import type { Db } from "~/server/db/client.server";
import { bookings, contactSubmissions, nominations } from "~/server/db/schema.server";

/**
 * The leads behind Insights' numbers: each lead of the period with where it
 * came from, whether it is an estimate request, whether that request booked an
 * estimate visit on the site, and whether it became a won job.
 */

/** The instants a period's days start and end at, in the business's time zone. */
export function periodInstants(period: InsightsPeriod, timeZone: string): { start: Date; end: Date } {
  const start = zonedTimeToDate(timeZone, `${period.from}T00:00`);
  const end = zonedTimeToDate(timeZone, `${addDays(period.to, 1)}T00:00`);
  if (!start || !end) throw new Error(`no such period: ${period.from} to ${period.to}`);
  return { start, end };
}

export interface LeadFacts {
  day: string;
  source: string;
  campaign: string;
  entry: string;
  /** A contact request (asking for an estimate), not a nomination. */
  request: boolean;
  /** It has a visit booked, waiting for the owner's answer, or already held (not cancelled or declined). */
  booked: boolean;
  won: boolean;
  valueCents: number;
}

/** Visits that are on or took place: a cancelled or declined one was not a booking that held. */
const HELD_STATUSES = ["requested", "confirmed"] as const;

/**
 * Every lead (contact requests and nominations) received in the period,
 * attributed like a visit; a lead the owner added by hand, to where the
 * customer heard of the business. A request's visit counts for the request
 * whenever it was booked, so the period's share of requests that booked is
 * not cut short by a visit booked the day after.
 */
export async function leadsOf(db: Db, period: InsightsPeriod, timeZone: string): Promise<LeadFacts[]> {
  const { start, end } = periodInstants(period, timeZone);
  const heldVisitLeads = db
    .select({ leadId: bookings.leadId })
    .from(bookings)
    .where(inArray(bookings.status, [...HELD_STATUSES]));
  const booked = sql<boolean>`${inArray(contactSubmissions.id, heldVisitLeads)}`;
  const read = (table: typeof contactSubmissions | typeof nominations) =>
    db
      .select({
        createdAt: table.createdAt,
        sourcePath: table.sourcePath,
        referrer: table.referrer,
        utm: table.utm,
        status: table.status,
        jobValueCents: table.jobValueCents,
        heardFrom: "heardFrom" in table ? table.heardFrom : sql<null>`null`,
        booked: table === contactSubmissions ? booked : sql<boolean>`false`,
      })
      .from(table)
      .where(and(gte(table.createdAt, start), lt(table.createdAt, end)));
  const [requests, nominated] = await Promise.all([read(contactSubmissions), read(nominations)]);
  const facts = (rows: typeof requests, request: boolean) =>
    rows.map(
      (row): LeadFacts => ({
        day: dayIn(timeZone, row.createdAt),
        source: leadSource(row),
        campaign: normaliseUtm(row.utm.utm_campaign),
        entry: row.sourcePath ?? "",
        request,
        booked: row.booked === true,
        won: row.status === "won",
        valueCents: row.status === "won" ? (row.jobValueCents ?? 0) : 0,
      }),
    );
  return [...facts(requests, true), ...facts(nominated, false)];
}
