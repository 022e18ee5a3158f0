import { and, eq, gte, inArray, isNotNull, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import { addDays, type InsightsPeriod } from "~/features/insights/report-view";
import { leadSource, normaliseUtm } from "~/features/insights/traffic-source";
import { dayIn, zonedTimeToDate } from "~/lib/zoned-time";
import type { Db } from "~/server/db/client.server";
import {
  bookings,
  contactSubmissions,
  invoices,
  nominations,
  payments,
  quotes,
} from "~/server/db/schema.server";

/**
 * The leads behind Insights' numbers: each lead of the period with where it
 * came from, whether it is an estimate request, whether that request booked an
 * estimate visit on the site, what became of the quotes sent to it, whether
 * it became a won job, and the money its invoices brought in.
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
  /** At least one quote was sent to it (any revision, whatever became of it since). */
  quoted: boolean;
  /** The customer opened one of its sent quotes. */
  quoteOpened: boolean;
  /** One of its quotes was accepted. */
  quoteAccepted: boolean;
  /** The accepted quotes' totals added up. */
  acceptedCents: number;
  /** Days (fractional) from the lead to its first sent quote; null when none was sent. */
  daysToQuote: number | null;
  /** Days from that first sent quote to the first acceptance; null when none was accepted. */
  daysToAccept: number | null;
  won: boolean;
  valueCents: number;
  /** Money received on its invoices (refunds taken off; an entry taken back, a bank payment not cleared, left out). */
  collectedCents: number;
  /** Days from its first sent quote to the payment that made the accepted total paid; null until it is. */
  daysToPaid: number | null;
}

/** Visits that are on or took place: a cancelled or declined one was not a booking that held. */
const HELD_STATUSES = ["requested", "confirmed"] as const;

/**
 * Every lead (contact requests and nominations) received in the period,
 * attributed like a visit; a lead the owner added by hand, to where the
 * customer heard of the business. A request's visit counts for the request
 * whenever it was booked, so the period's share of requests that booked is
 * not cut short by a visit booked the day after; its quotes count likewise,
 * whenever they were sent, opened or accepted. One query a lead table.
 */
export async function leadsOf(db: Db, period: InsightsPeriod, timeZone: string): Promise<LeadFacts[]> {
  const { start, end } = periodInstants(period, timeZone);
  const heldVisitLeads = db
    .select({ leadId: bookings.leadId })
    .from(bookings)
    .where(inArray(bookings.status, [...HELD_STATUSES]));
  // Each lead's sent quotes (a superseded revision was sent too; a draft was not), one row a lead.
  const accepted = sql`${quotes.status} = 'accepted'`;
  const sentQuotes = db
    .select({
      leadId: quotes.leadId,
      opened: sql<boolean>`bool_or(${quotes.firstViewedAt} is not null)`.as("opened"),
      accepted: sql<boolean>`bool_or(${accepted})`.as("accepted"),
      acceptedCents:
        sql<number>`coalesce(sum((${quotes.acceptance} ->> 'totalCents')::bigint) filter (where ${accepted}), 0)::float8`.as(
          "accepted_cents",
        ),
      firstSentAt: sql<string>`min(${quotes.sentAt})`.as("first_sent_at"),
      firstAcceptedAt: sql<string | null>`min(${quotes.answeredAt}) filter (where ${accepted})`.as(
        "first_accepted_at",
      ),
    })
    .from(quotes)
    .where(and(isNotNull(quotes.sentAt), ne(quotes.status, "draft")))
    .groupBy(quotes.leadId)
    .as("sent_quotes");
  // Each lead's money received, and when the last of it came, one row a lead.
  const collected = db
    .select({
      leadId: invoices.leadId,
      cents: sql<number>`coalesce(sum(${payments.amountCents} - ${payments.refundedCents}), 0)::float8`.as(
        "collected_cents",
      ),
      lastPaidAt: sql<string>`max(${payments.createdAt})`.as("last_paid_at"),
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(payments.state, "received"), isNull(payments.undoneAt), ne(invoices.status, "void")))
    .groupBy(invoices.leadId)
    .as("collected");
  const days = (from: SQL, to: SQL) =>
    sql<number | null>`extract(epoch from ${to} - ${from})::float8 / 86400`;
  const lead = (table: typeof contactSubmissions | typeof nominations) => ({
    createdAt: table.createdAt,
    sourcePath: table.sourcePath,
    referrer: table.referrer,
    utm: table.utm,
    status: table.status,
    jobValueCents: table.jobValueCents,
  });
  const inPeriod = (table: typeof contactSubmissions | typeof nominations) =>
    and(gte(table.createdAt, start), lt(table.createdAt, end));
  const [requests, nominated] = await Promise.all([
    db
      .select({
        ...lead(contactSubmissions),
        heardFrom: contactSubmissions.heardFrom,
        booked: sql<boolean>`${inArray(contactSubmissions.id, heldVisitLeads)}`,
        quoted: sql<boolean>`${sentQuotes.leadId} is not null`,
        quoteOpened: sentQuotes.opened,
        quoteAccepted: sentQuotes.accepted,
        acceptedCents: sentQuotes.acceptedCents,
        daysToQuote: days(sql`${contactSubmissions.createdAt}`, sql`${sentQuotes.firstSentAt}`),
        daysToAccept: days(sql`${sentQuotes.firstSentAt}`, sql`${sentQuotes.firstAcceptedAt}`),
        collectedCents: collected.cents,
        daysToPaid: sql<
          number | null
        >`case when ${collected.cents} >= ${sentQuotes.acceptedCents} and ${sentQuotes.acceptedCents} > 0 then ${days(sql`${sentQuotes.firstSentAt}`, sql`${collected.lastPaidAt}`)} end`,
      })
      .from(contactSubmissions)
      .leftJoin(sentQuotes, eq(sentQuotes.leadId, contactSubmissions.id))
      .leftJoin(collected, eq(collected.leadId, contactSubmissions.id))
      .where(inPeriod(contactSubmissions)),
    // Nominations have no quotes and no visits.
    db.select(lead(nominations)).from(nominations).where(inPeriod(nominations)),
  ]);
  const facts = (
    row: (typeof nominated)[number] & Partial<(typeof requests)[number]>,
    request: boolean,
  ): LeadFacts => ({
    day: dayIn(timeZone, row.createdAt),
    source: leadSource(row),
    campaign: normaliseUtm(row.utm.utm_campaign),
    entry: row.sourcePath ?? "",
    request,
    booked: row.booked === true,
    quoted: row.quoted === true,
    quoteOpened: row.quoteOpened === true,
    quoteAccepted: row.quoteAccepted === true,
    acceptedCents: Number(row.acceptedCents ?? 0),
    daysToQuote: row.daysToQuote == null ? null : Number(row.daysToQuote),
    daysToAccept: row.daysToAccept == null ? null : Number(row.daysToAccept),
    won: row.status === "won",
    valueCents: row.status === "won" ? (row.jobValueCents ?? 0) : 0,
    collectedCents: Number(row.collectedCents ?? 0),
    daysToPaid: row.daysToPaid == null ? null : Number(row.daysToPaid),
  });
  return [...requests.map((row) => facts(row, true)), ...nominated.map((row) => facts(row, false))];
}
