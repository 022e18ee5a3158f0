/**
 * Booked estimate visits: claiming a free time, moving it, and the owner's and
 * visitor's changes to it. A time is claimed only if it is still offered
 * (settings, the owner's calendar, other visits, the notice, the daily cap),
 * checked under a lock on the visit's day, and the database's exclusion
 * constraint refuses any overlap the check could miss (docs/decisions/0020).
 */
import { and, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { dayIn } from "~/lib/zoned-time";
import type { Db } from "~/server/db/client.server";
import { bookings, contactSubmissions } from "~/server/db/schema.server";
import type { Availability } from "../availability";
import { freeSlots, type Interval, type Slot } from "../free-slots";
import { inGroup, type Settled } from "./claim-groups.server";

export type Booking = typeof bookings.$inferSelect;
export type BookingStatus = Booking["status"];

/** What the offered times depend on besides the visits already booked. */
export interface SlotRules {
  availability: Availability;
  /** The owner's calendar's busy times. */
  busy: readonly Interval[];
  timeZone: string;
  now: Date;
}

export const ACTIVE_STATUSES: readonly BookingStatus[] = ["requested", "confirmed"];
const MINUTE = 60_000;
/** Visits that ended more than a day ago no longer matter to what is offered. */
const PAST_MARGIN_MS = 24 * 60 * MINUTE;

/** The active visits that may still block a time from `now` on (all but `exceptId`). */
export async function bookedVisits(db: Db, now: Date, exceptId?: string): Promise<Interval[]> {
  const rows = await db
    .select({ start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...ACTIVE_STATUSES]),
        gt(bookings.blockedUntil, new Date(now.getTime() - PAST_MARGIN_MS)),
        exceptId ? ne(bookings.id, exceptId) : undefined,
      ),
    );
  return rows;
}

/** The times offered to visitors now, soonest first. */
export async function offeredSlots(
  db: Db,
  rules: SlotRules,
  limit?: number,
  exceptId?: string,
): Promise<Slot[]> {
  const booked = await bookedVisits(db, rules.now, exceptId);
  return freeSlots({ ...rules, booked, limit });
}

export interface VisitRequest {
  leadId: string;
  start: Date;
  address: string;
  /** "requested" when the owner confirms new visits himself. */
  status: "requested" | "confirmed";
  submissionKey?: string;
  /**
   * A visitor's claim: refused with "has-visit" (and that visit) when the
   * lead already has a visit still to come, so it is moved, not doubled.
   */
  onePerLead?: boolean;
}

/**
 * Work to do in the same transaction as a visit's change (queueing its
 * e-mails and calendar invitations), so it happens if and only if the change
 * commits.
 */
export type AfterVisitChange = (tx: Db, booking: Booking) => Promise<void>;

export type ClaimResult =
  | { ok: true; booking: Booking; repeated: boolean }
  | { ok: false; reason: "taken" | "not-offered" | "missing" | "closed" }
  | { ok: false; reason: "has-visit"; booking: Booking };

const EXCLUSION_VIOLATION = "23P01";

function isExclusionViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === EXCLUSION_VIOLATION) return true;
  }
  return false;
}

/** Waits for other claims on these days to finish (sorted, so two claims never wait on each other). */
async function lockDays(tx: Db, days: string[]): Promise<void> {
  for (const day of [...new Set(days)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-day:${day}`}))`);
  }
}

/** Serialises the claims of these leads (after the day's lock, sorted: two groups never wait on each other). */
async function lockLeads(tx: Db, leadIds: string[]): Promise<void> {
  for (const id of [...new Set(leadIds)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-lead:${id}`}))`);
  }
}

/** The lead's active visit still to come (the soonest), if any. */
export async function upcomingVisit(db: Db, leadId: string, now: Date): Promise<Booking | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.leadId, leadId),
        inArray(bookings.status, [...ACTIVE_STATUSES]),
        gt(bookings.endsAt, now),
      ),
    )
    .orderBy(bookings.startsAt)
    .limit(1);
  return row;
}

/** The offered time starting at `start`, if any, given the visits booked (only its day is worked out). */
function offeredAt(rules: SlotRules, booked: readonly Interval[], start: Date): Slot | undefined {
  const slots = freeSlots({ ...rules, booked, day: dayIn(rules.timeZone, start) });
  return slots.find((slot) => slot.start.getTime() === start.getTime());
}

/** Whether `start` is one of the times offered now (ignoring the visit `exceptId`, which is moving). */
async function isOffered(
  tx: Db,
  rules: SlotRules,
  start: Date,
  exceptId?: string,
): Promise<Slot | undefined> {
  return offeredAt(rules, await bookedVisits(tx, rules.now, exceptId), start);
}

function visitTimes(rules: SlotRules, slot: Slot) {
  return {
    startsAt: slot.start,
    endsAt: slot.end,
    blockedUntil: new Date(slot.end.getTime() + rules.availability.bufferMinutes * MINUTE),
    day: dayIn(rules.timeZone, slot.start),
  };
}

interface Claim {
  rules: SlotRules;
  request: VisitRequest;
  after?: AfterVisitChange;
}

/**
 * Books `request.start` for the lead if it is still offered; a second post
 * with the same submission key gives the first booking back. Claims for one
 * day made while another group of them holds the day's lock are checked
 * together after it, in the order they came (claim-groups.server.ts).
 */
export async function claimVisit(
  db: Db,
  rules: SlotRules,
  request: VisitRequest,
  after?: AfterVisitChange,
): Promise<ClaimResult> {
  const day = dayIn(rules.timeZone, request.start);
  return inGroup(db, day, { rules, request, after }, (claims) => claimTogether(db, day, claims));
}

/** One transaction under the day's lock for a group of claims, each in a savepoint of its own. */
async function claimTogether(db: Db, day: string, claims: Claim[]): Promise<Settled<ClaimResult>[]> {
  return db.transaction(async (tx) => {
    await lockDays(tx, [day]);
    await lockLeads(
      tx,
      claims.filter((claim) => claim.request.onePerLead).map((claim) => claim.request.leadId),
    );
    const keys = claims.flatMap((claim) => claim.request.submissionKey ?? []);
    const earlier = new Map<string, Booking>();
    if (keys.length > 0) {
      for (const row of await tx.select().from(bookings).where(inArray(bookings.submissionKey, keys)))
        earlier.set(row.submissionKey!, row);
    }
    const since = new Date(Math.min(...claims.map((claim) => claim.rules.now.getTime())));
    const booked = await bookedVisits(tx, since);
    const settled: Settled<ClaimResult>[] = [];
    for (const claim of claims) settled.push(await claimOne(tx, claim, booked, earlier));
    return settled;
  });
}

/** One claim of a group: `booked` and `earlier` grow with each visit the group books. */
async function claimOne(
  tx: Db,
  { rules, request, after }: Claim,
  booked: Interval[],
  earlier: Map<string, Booking>,
): Promise<Settled<ClaimResult>> {
  const key = request.submissionKey;
  const repeated = key ? earlier.get(key) : undefined;
  if (repeated) return { ok: true, value: { ok: true, booking: repeated, repeated: true } };
  if (request.onePerLead) {
    // Under the lead's lock: a visit booked by another claim for the lead (this group's too) is seen here.
    const upcoming = await upcomingVisit(tx, request.leadId, rules.now);
    if (upcoming) return { ok: true, value: { ok: false, reason: "has-visit", booking: upcoming } };
  }
  const slot = offeredAt(rules, booked, request.start);
  if (!slot) return { ok: true, value: { ok: false, reason: "not-offered" } };
  try {
    const booking = await tx.transaction(async (savepoint) => {
      const [row] = await savepoint
        .insert(bookings)
        .values({
          leadId: request.leadId,
          ...visitTimes(rules, slot),
          status: request.status,
          address: request.address,
          submissionKey: key,
        })
        .returning();
      await savepoint
        .update(contactSubmissions)
        .set({
          status: "estimate_scheduled",
          statusChangedAt: sql`now()`,
          contactedAt: sql`coalesce(${contactSubmissions.contactedAt}, now())`,
          revision: sql`${contactSubmissions.revision} + 1`,
        })
        .where(
          and(
            eq(contactSubmissions.id, request.leadId),
            inArray(contactSubmissions.status, ["new", "contacted"]),
          ),
        );
      await after?.(savepoint, row!);
      return row!;
    });
    booked.push({ start: booking.startsAt, end: booking.endsAt });
    if (key) earlier.set(key, booking);
    return { ok: true, value: { ok: true, booking, repeated: false } };
  } catch (error) {
    // Only this claim's savepoint is undone: the rest of the group goes on.
    if (isExclusionViolation(error)) return { ok: true, value: { ok: false, reason: "taken" } };
    return { ok: false, error };
  }
}

/** Moves an active visit to `start` if that time is offered (the visit's own time set aside). */
export async function rescheduleVisit(
  db: Db,
  rules: SlotRules,
  id: string,
  start: Date,
  after?: AfterVisitChange,
): Promise<ClaimResult> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(bookings).where(eq(bookings.id, id));
      if (!current) return { ok: false, reason: "missing" };
      if (!ACTIVE_STATUSES.includes(current.status)) return { ok: false, reason: "closed" };
      await lockDays(tx, [current.day, dayIn(rules.timeZone, start)]);
      const slot = await isOffered(tx, rules, start, id);
      if (!slot) return { ok: false, reason: "not-offered" };
      const [booking] = await tx
        .update(bookings)
        .set({
          ...visitTimes(rules, slot),
          sequence: sql`${bookings.sequence} + 1`,
          updatedAt: sql`now()`,
          remindedAt: null,
        })
        .where(and(eq(bookings.id, id), inArray(bookings.status, [...ACTIVE_STATUSES])))
        .returning();
      if (!booking) return { ok: false, reason: "closed" };
      await after?.(tx, booking);
      return { ok: true, booking, repeated: false };
    });
  } catch (error) {
    if (isExclusionViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}

/**
 * Changes a visit's status if it is in one of `from` (cancel: requested or
 * confirmed; confirm and decline: requested). Gives the changed visit, or
 * undefined when it was not in one of them (already cancelled, say).
 */
export async function changeVisitStatus(
  db: Db,
  id: string,
  to: "confirmed" | "cancelled" | "declined",
  from: readonly BookingStatus[],
  after?: AfterVisitChange,
): Promise<Booking | undefined> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .update(bookings)
      .set({
        status: to,
        // A confirmation changes nothing in the calendar event; a cancellation must replace it.
        sequence: to === "confirmed" ? bookings.sequence : sql`${bookings.sequence} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(bookings.id, id), inArray(bookings.status, [...from])))
      .returning();
    if (booking) await after?.(tx, booking);
    return booking;
  });
}

/** One visit with the lead it belongs to. */
export async function readVisit(db: Db, id: string) {
  const [row] = await db
    .select({ booking: bookings, lead: contactSubmissions })
    .from(bookings)
    .innerJoin(contactSubmissions, eq(bookings.leadId, contactSubmissions.id))
    .where(eq(bookings.id, id));
  return row;
}
