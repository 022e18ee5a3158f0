/**
 * Keeps a copy of the owner's calendar and its busy times for the bookable
 * days. Every server checks each minute; the read is due five minutes after
 * the last one started, and one server of several makes it: the one whose
 * compare-and-set on scheduled_runs.started_at still sees the previous start
 * (as the daily backup does). A failed read keeps the last good copy and
 * records why, in the owner's words; the busy times are expanded again from
 * the kept text on every read, a 304 included, so they follow the days.
 */
import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { bookingCalendar } from "~/server/db/schema.server";
import { claimScheduledRun, startChecks } from "~/server/scheduled-runs.server";
import { readBookingSettings, readCalendarCopy } from "./booking-store.server";
import { expandCalendar } from "./calendar-expand.server";
import { CalendarReadError, fetchCalendar } from "./calendar-fetch.server";
import { type CalendarCap, CalendarCapError, CalendarFormatError } from "./calendar-parse.server";

const JOB = "booking-calendar";
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How often the calendar is read. */
export const CALENDAR_EVERY_MS = 5 * MINUTE;
const CHECK_MS = MINUTE;
const FIRST_CHECK_MS = 20_000;

export interface CalendarDeps {
  db: Db;
  timeZone: string;
  allowLocal: boolean;
  fetch?: typeof fetch;
  /** How the text becomes busy times (a worker thread unless a test says otherwise). */
  expand?: typeof expandCalendar;
}

export type SyncOutcome =
  | { outcome: "no-calendar" | "not-due" | "taken" }
  | { outcome: "read"; busy: number; notModified: boolean }
  | { outcome: "failed"; error: string };

const notACalendar =
  "The address answered, but not with a calendar. Check that you copied the calendar's secret address (it usually ends in .ics).";

/** What the owner reads when his calendar is over a cap (the admin's Booking page): which cap, in his words. */
export function capMessage(cap: CalendarCap, limit: number): string {
  const what = {
    occurrences: `it has more than ${limit.toLocaleString("en-US")} repeating event dates to go through (the occurrences cap)`,
    busyTimes: `it has more than ${limit.toLocaleString("en-US")} busy times in the bookable days (the busy-times cap)`,
    milliseconds: `reading it took longer than ${limit / 1000} seconds (the time cap)`,
  }[cap];
  return `Your calendar is too large to read: ${what}. Long-running repeating events (every minute, or daily for years) are the usual cause; ending old series or using a smaller calendar fixes it.`;
}

/** The days whose busy times are kept: from yesterday to past the bookable horizon. */
function keptRange(now: Date, horizonDays: number, timeZone: string) {
  return {
    from: new Date(now.getTime() - DAY),
    to: new Date(now.getTime() + (horizonDays + 2) * DAY),
    timeZone,
  };
}

/**
 * Reads the calendar if it is due (or now, with `force`: the owner just
 * saved its address) and keeps its busy times.
 */
export async function syncCalendar(
  deps: CalendarDeps,
  now = new Date(),
  { force = false } = {},
): Promise<SyncOutcome> {
  const { db } = deps;
  const { availability, calendarUrl } = await readBookingSettings(db);
  if (!calendarUrl) return { outcome: "no-calendar" };
  const before = Date.now();
  const claim = await claimScheduledRun(
    db,
    JOB,
    now,
    (last) => force || !last || now.getTime() - last.getTime() >= CALENDAR_EVERY_MS,
  );
  if (claim.outcome !== "claimed") return { outcome: claim.outcome };
  const copy = await readCalendarCopy(db);
  const kept = copy?.url === calendarUrl ? copy : undefined;
  try {
    const answer = await fetchCalendar({
      url: calendarUrl,
      etag: kept?.ics ? kept.etag : null,
      lastModified: kept?.ics ? kept.lastModified : null,
      allowLocal: deps.allowLocal,
      fetch: deps.fetch,
    });
    const ics = answer.status === "ok" ? answer.ics : (kept?.ics ?? "");
    const busy = await (deps.expand ?? expandCalendar)(
      ics,
      keptRange(now, availability.horizonDays, deps.timeZone),
    );
    const values = {
      url: calendarUrl,
      ics,
      busy: busy.map((b) => ({ start: b.start.toISOString(), end: b.end.toISOString() })),
      readAt: now,
      triedAt: now,
      lastError: null,
      ...(answer.status === "ok" ? { etag: answer.etag, lastModified: answer.lastModified } : {}),
    };
    await db
      .insert(bookingCalendar)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: bookingCalendar.id, set: values });
    if (Date.now() - before > 5000)
      console.warn(`[booking] reading the calendar took ${Date.now() - before} ms`);
    return { outcome: "read", busy: busy.length, notModified: answer.status === "not-modified" };
  } catch (error) {
    const message =
      error instanceof CalendarReadError
        ? error.message
        : error instanceof CalendarFormatError
          ? notACalendar
          : error instanceof CalendarCapError
            ? capMessage(error.cap, error.limit)
            : "The calendar could not be read. The site will try again in a few minutes.";
    if (error instanceof CalendarCapError)
      console.warn(`[booking] ${error.message}; the last good copy is kept`);
    else if (!(error instanceof CalendarReadError || error instanceof CalendarFormatError)) {
      console.error("[booking] reading the calendar failed:", error);
    }
    const failed = { url: calendarUrl, triedAt: now, lastError: message };
    await db
      .insert(bookingCalendar)
      .values({ id: 1, ...failed })
      .onConflictDoUpdate({ target: bookingCalendar.id, set: failed });
    return { outcome: "failed", error: message };
  }
}

/** Expands the kept copy again (the owner changed how far ahead people may book); no read. */
export async function expandKeptCalendar(
  deps: Omit<CalendarDeps, "allowLocal">,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const [{ availability, calendarUrl }, copy] = await Promise.all([
    readBookingSettings(db),
    readCalendarCopy(db),
  ]);
  if (!copy?.ics || copy.url !== calendarUrl) return;
  let busy: Awaited<ReturnType<typeof expandCalendar>>;
  try {
    busy = await (deps.expand ?? expandCalendar)(
      copy.ics,
      keptRange(now, availability.horizonDays, deps.timeZone),
    );
  } catch (error) {
    // Over a cap for the new horizon: the busy times kept stay, and the owner is told.
    if (!(error instanceof CalendarCapError)) throw error;
    await db
      .update(bookingCalendar)
      .set({ triedAt: now, lastError: capMessage(error.cap, error.limit) })
      .where(eq(bookingCalendar.id, 1));
    return;
  }
  await db
    .update(bookingCalendar)
    .set({ busy: busy.map((b) => ({ start: b.start.toISOString(), end: b.end.toISOString() })) })
    .where(eq(bookingCalendar.id, 1));
}

/** Checks each minute whether the calendar is due a read; returns the stop (which waits for a read under way). */
export function startCalendarSync(deps: () => Promise<CalendarDeps>): () => Promise<void> {
  return startChecks(
    async () => {
      const result = await syncCalendar(await deps());
      if (result.outcome === "failed")
        console.warn(`[booking] the calendar could not be read: ${result.error}`);
    },
    { firstMs: FIRST_CHECK_MS, everyMs: CHECK_MS, label: "booking: the calendar check" },
  );
}
