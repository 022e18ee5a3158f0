/**
 * The booking race of `npm run bench:booking` (scripts/bench/booking.ts):
 * the database made ready (the owner's settings and calendar arranged so
 * exactly `times` visit times are offered, one lead per visitor), the plan of
 * who races for which time, one visitor's booking call, and the checks of the
 * bookings table afterwards. Shared by the bench and its worker processes.
 */
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { type Availability, DEFAULT_AVAILABILITY } from "~/features/booking/availability";
import { freeSlots, type Interval, type Slot } from "~/features/booking/free-slots";
import {
  busyOf,
  readBookingSettings,
  readCalendarCopy,
} from "~/features/booking/server/booking-store.server";
import { claimVisit, type SlotRules } from "~/features/booking/server/bookings.server";
import { queueVisitNotices } from "~/features/booking/server/visit-notices.server";
import { leadToken, readVisitPageToken } from "~/features/booking/server/visit-urls.server";
import { bookIntents } from "~/features/booking/visitor-pages";
import { addDays, dayIn, zonedTimeToDate } from "~/lib/zoned-time";
import type { Db } from "~/server/db/client.server";
import { bookingCalendar, bookingSettings, bookings, contactSubmissions } from "~/server/db/schema.server";

export const TIME_ZONE = "America/Chicago";
const CALENDAR_URL = "https://calendar.example.com/owner/private.ics";
const MINUTE = 60_000;
const ACTIVE = ["requested", "confirmed"] as const;
/** The bench runs no server: the notices get the business, the owner's address and a link secret of their own. */
const BENCH_NOTICES = {
  origin: "http://127.0.0.1",
  secret: "bench-booking-race-secret-0123456789",
  ownerTo: ["owner@example.com"],
  business: {
    name: "Advanced Painting Services MN",
    ownerFirstName: "Alex",
    email: "info@example.com",
    phone: "(651) 555-0142",
    timeZone: TIME_ZONE,
    timeZoneName: "Central Time",
  },
};

/** One visitor: their lead (made beforehand) and the offered time they tap. */
export interface Visitor {
  index: number;
  leadId: string;
  start: string;
}

/** What one booking call came to, and how long it took. */
export interface Outcome {
  index: number;
  /** "booked", a refusal's reason ("taken", "not-offered", …), or "error". */
  result: string;
  ms: number;
  bookingId?: string;
  error?: string;
}

/** A visitor's booking call: the direct call below, or the visitor's form over HTTP. */
export type BookingCall = (visitor: Visitor) => Promise<Omit<Outcome, "index" | "ms">>;

/** A repeatable stream of numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * The owner's jobs in his calendar: `count` busy blocks of one to three hours
 * on weekday mornings and early afternoons over the next `days` days, outside
 * the visit windows (the slots stay offered, the check still reads them all).
 */
function ownerJobs(count: number, days: number, now: Date): Interval[] {
  const random = seeded(7);
  const today = dayIn(TIME_ZONE, now);
  return Array.from({ length: count }, () => {
    const day = addDays(today, Math.floor(random() * days));
    const hour = 7 + Math.floor(random() * 6);
    const start = zonedTimeToDate(TIME_ZONE, `${day}T${String(hour).padStart(2, "0")}:00`)!;
    return { start, end: new Date(start.getTime() + (1 + Math.floor(random() * 3)) * 60 * MINUTE) };
  });
}

export interface Prepared {
  times: Slot[];
  visitors: Visitor[];
  availability: Availability;
  busyEvents: number;
}

/**
 * Makes a fresh database ready for the race: a fresh install's availability
 * (weekdays 4-7 pm, Saturday 9-12, an hour's visit, 30 minutes between, booked
 * from the next business day), a kept copy of the owner's calendar with
 * `busyEvents` jobs and one long busy stretch from the (times+1)th free time
 * on, so exactly `times` times are offered; and `visitors` leads. Visitor i
 * taps time i mod `times`.
 */
export async function prepareRace(
  db: Db,
  options: { visitors: number; times: number; busyEvents: number; now: Date },
): Promise<Prepared> {
  const { now } = options;
  const availability: Availability = { ...DEFAULT_AVAILABILITY, horizonDays: 60 };
  const jobs = ownerJobs(options.busyEvents, availability.horizonDays, now);
  const open = freeSlots({ availability, busy: jobs, booked: [], now, timeZone: TIME_ZONE });
  const firstShut = open[options.times];
  if (!firstShut) throw new Error(`only ${open.length} free times in ${availability.horizonDays} days`);
  const busy = [
    ...jobs,
    { start: firstShut.start, end: new Date(now.getTime() + (availability.horizonDays + 2) * 1440 * MINUTE) },
  ];
  const times = freeSlots({ availability, busy, booked: [], now, timeZone: TIME_ZONE });
  if (times.length !== options.times) throw new Error(`${times.length} times offered, not ${options.times}`);

  const settings = { availability, calendarUrl: CALENDAR_URL, confirmEachVisit: false };
  await db
    .insert(bookingSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: bookingSettings.id, set: settings });
  const copy = {
    url: CALENDAR_URL,
    busy: busy.map((b) => ({ start: b.start.toISOString(), end: b.end.toISOString() })),
    readAt: now,
    triedAt: now,
    lastError: null,
  };
  await db
    .insert(bookingCalendar)
    .values({ id: 1, ...copy })
    .onConflictDoUpdate({ target: bookingCalendar.id, set: copy });
  const leads = await db
    .insert(contactSubmissions)
    .values(
      Array.from({ length: options.visitors }, (_, i) => ({
        name: `Racing Visitor ${i}`,
        email: `racer${i}@example.com`,
        phone: "651-555-0100",
        service: "Interior Painting",
        message: "Two bedrooms to repaint.",
        location: "Shoreview",
      })),
    )
    .returning({ id: contactSubmissions.id });
  const visitors = leads.map((lead, index) => ({
    index,
    leadId: lead.id,
    start: times[index % times.length]!.start.toISOString(),
  }));
  return { times, visitors, availability, busyEvents: busy.length };
}

/** The rules a server works out for a booking: its settings and the kept calendar, read from the database. */
export async function rulesFrom(db: Db, now: Date): Promise<SlotRules> {
  const [settings, copy] = await Promise.all([readBookingSettings(db), readCalendarCopy(db)]);
  return {
    availability: settings.availability,
    busy: busyOf(copy, settings.calendarUrl),
    timeZone: TIME_ZONE,
    now,
  };
}

/**
 * The booking call made in the server's own code: `claimVisit` with the
 * notices queued in its transaction, as the visitor's form will do it.
 */
export function directCall(db: Db, rules: SlotRules): BookingCall {
  return async (visitor) => {
    const claim = await claimVisit(
      db,
      rules,
      {
        leadId: visitor.leadId,
        start: new Date(visitor.start),
        address: "4821 Hodgson Rd, Shoreview, MN",
        status: "confirmed",
        submissionKey: `race-${visitor.leadId}`,
      },
      (tx, booking) => queueVisitNotices(tx, booking, "booked", BENCH_NOTICES),
    );
    return claim.ok ? { result: "booked", bookingId: claim.booking.id } : { result: claim.reason };
  };
}

/**
 * The visitor's booking form posted over HTTP to the server at `base`, as a
 * browser without JavaScript sends it: the lead's signed token (signed here
 * with the servers' `secret`), the time tapped and a fresh submission key.
 * A redirect to the visit's page is a booking (its id read from the page's
 * signed link); the times shown again with "just taken" or "can't be booked"
 * are the two clear refusals.
 */
export function httpCall(base: string, secret: string): BookingCall {
  return async (visitor) => {
    const body = new URLSearchParams({
      intent: bookIntents.book,
      token: leadToken(visitor.leadId, new Date(), secret),
      start: visitor.start,
      key: randomUUID(),
    });
    const response = await fetch(`${base}/book`, { method: "POST", body, redirect: "manual" });
    const page = await response.text();
    if (response.status === 303) {
      const link = /\/book\/visit\/([^?#]+)/.exec(response.headers.get("location") ?? "")?.[1];
      const visit = link ? readVisitPageToken(decodeURIComponent(link), new Date(), secret) : undefined;
      if (visit?.ok) return { result: "booked", bookingId: visit.id };
      return { result: "error", error: `redirected to ${response.headers.get("location")}` };
    }
    if (response.status === 409 && page.includes("was just taken")) return { result: "taken" };
    if (page.includes("be booked. Please pick one of the free times")) return { result: "not-offered" };
    return { result: "error", error: `answered ${response.status}` };
  };
}

/** Runs every visitor's call at once (all started in the same tick) and times each. */
export async function race(visitors: readonly Visitor[], call: BookingCall): Promise<Outcome[]> {
  return Promise.all(
    visitors.map(async (visitor) => {
      const started = performance.now();
      try {
        const outcome = await call(visitor);
        return { index: visitor.index, ...outcome, ms: performance.now() - started };
      } catch (error) {
        return {
          index: visitor.index,
          result: "error",
          error: (error as Error).message,
          ms: performance.now() - started,
        };
      }
    }),
  );
}

/** Waits until the wall clock reads `at` (ms since 1970): the same moment in every process. */
export async function until(at: number): Promise<void> {
  const wait = at - Date.now();
  if (wait > 5) await new Promise((resolve) => setTimeout(resolve, wait - 5));
  while (Date.now() < at) {
    // The last few milliseconds spun, so the release is not late by a timer's slack.
  }
}

export interface TableCheck {
  active: number;
  /** Active visits on a time another active visit also holds (with its buffer): must be 0. */
  overlapping: number;
  /** Active visits on a time that was not offered: must be 0. */
  notOffered: number;
  /** Days with more active visits than the daily cap: must be 0. */
  overCap: number;
  /** Leads marked "Estimate scheduled". */
  scheduledLeads: number;
  /** Visits the calls reported booked that are not in the table, and the reverse: must both be 0. */
  missing: number;
  unreported: number;
}

/** Reads the bookings table after the race. */
export async function checkTable(
  db: Db,
  prepared: Prepared,
  outcomes: readonly Outcome[],
): Promise<TableCheck> {
  const rows = await db
    .select({ id: bookings.id, start: bookings.startsAt, day: bookings.day })
    .from(bookings)
    .where(inArray(bookings.status, [...ACTIVE]));
  const overlap = (await db.execute(sql`
    select count(*)::int as n from ${bookings} a join ${bookings} b on a.id < b.id
    where a.status in ('requested', 'confirmed') and b.status in ('requested', 'confirmed')
      and tstzrange(a.starts_at, a.blocked_until) && tstzrange(b.starts_at, b.blocked_until)`)) as unknown as {
    rows: { n: number }[];
  };
  const offered = new Set(prepared.times.map((t) => t.start.getTime()));
  const perDay = new Map<string, number>();
  for (const row of rows) perDay.set(row.day, (perDay.get(row.day) ?? 0) + 1);
  const [scheduled] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.status, "estimate_scheduled"));
  const reported = new Set(outcomes.flatMap((o) => (o.bookingId ? [o.bookingId] : [])));
  const inTable = new Set(rows.map((row) => row.id));
  return {
    active: rows.length,
    overlapping: overlap.rows[0]?.n ?? 0,
    notOffered: rows.filter((row) => !offered.has(row.start.getTime())).length,
    overCap: [...perDay.values()].filter((n) => n > prepared.availability.dailyCap).length,
    scheduledLeads: scheduled?.n ?? 0,
    missing: [...reported].filter((id) => !inTable.has(id)).length,
    unreported: [...inTable].filter((id) => !reported.has(id)).length,
  };
}
