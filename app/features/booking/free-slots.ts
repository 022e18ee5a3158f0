import { addDays, dayIn, partsIn, zonedTimeToDate } from "~/lib/zoned-time";
import { type Availability, NEXT_BUSINESS_DAY, type Weekday, weekdays } from "./availability";

/**
 * The free estimate-visit times: a pure function of the owner's settings,
 * his calendar's busy times, the visits already booked and the time now
 * (docs/decisions/0018-free-slots.md).
 *
 * - Slots start on each window's grid: its start, then every visit length
 *   plus buffer, as long as the visit ends by the window's end.
 * - A slot never comes within the buffer of a busy time or a booked visit,
 *   on either side.
 * - Not before the notice (hours from now, or the start of the next business
 *   day: Monday to Friday, not a day off, after today), not on a day off,
 *   not on a day past the horizon (today plus `horizonDays`), and none on a
 *   day whose booked visits reach the daily cap.
 * - Windows are wall-clock times in the business's time zone, turned into
 *   instants day by day, so a 4 pm visit stays at 4 pm across daylight saving.
 */

export interface Interval {
  start: Date;
  end: Date;
}

export type Slot = Interval;

export interface FreeSlotsInput {
  availability: Availability;
  /** The owner's calendar's busy times (any order, may overlap). */
  busy: readonly Interval[];
  /** Visits already booked (they count toward the daily cap). */
  booked: readonly Interval[];
  now: Date;
  timeZone: string;
  /** Stop after this many slots (all of them by default). */
  limit?: number;
  /**
   * Only this day's slots (YYYY-MM-DD in the time zone): the same ones the
   * whole list has on that day, without working out the other days (what
   * checking one chosen time needs).
   */
  day?: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The weekday of a YYYY-MM-DD day. */
export function weekdayOf(day: string): Weekday {
  // Monday first, as `weekdays` lists them.
  return weekdays[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** Whether a day falls in one of the days off. */
export function isDayOff(availability: Pick<Availability, "daysOff">, day: string): boolean {
  return availability.daysOff.some((off) => off.from <= day && day <= off.to);
}

function isBusinessDay(availability: Availability, day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday !== "sat" && weekday !== "sun" && !isDayOff(availability, day);
}

/** The earliest instant a visit may start, from the notice. */
export function earliestStart(availability: Availability, now: Date, timeZone: string): Date {
  if (availability.notice !== NEXT_BUSINESS_DAY) return new Date(now.getTime() + availability.notice * HOUR);
  let day = addDays(dayIn(timeZone, now), 1);
  // A year of days off at most (the form's limit), so this ends.
  for (let i = 0; i < 400 && !isBusinessDay(availability, day); i++) day = addDays(day, 1);
  return zonedTimeToDate(timeZone, `${day}T00:00`)!;
}

/** Busy times and booked visits grown by the buffer, sorted and merged. */
function blockedTimes(intervals: readonly Interval[], buffer: number): [number, number][] {
  const sorted = intervals
    .map((i): [number, number] => [i.start.getTime() - buffer, i.end.getTime() + buffer])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const next of sorted) {
    const last = merged.at(-1);
    if (last && next[0] <= last[1]) last[1] = Math.max(last[1], next[1]);
    else merged.push([...next]);
  }
  return merged;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The days to work out (as offsets from today) and the busy times and visits
 * that can matter to them: all of them, or for `input.day` that day alone and
 * what lies within a day of it.
 */
function scopeOf(input: FreeSlotsInput, today: string) {
  const { availability, timeZone } = input;
  if (input.day === undefined) {
    return {
      first: 0,
      last: availability.horizonDays,
      near: [...input.busy, ...input.booked],
      booked: input.booked,
    };
  }
  const offset = (Date.parse(input.day) - Date.parse(today)) / DAY;
  if (!Number.isInteger(offset) || offset < 0 || offset > availability.horizonDays) {
    return { first: 1, last: 0, near: [], booked: [] };
  }
  const from = zonedTimeToDate(timeZone, `${input.day}T00:00`)!.getTime();
  const to = zonedTimeToDate(timeZone, `${addDays(input.day, 1)}T00:00`)!.getTime();
  const margin = DAY + availability.bufferMinutes * MINUTE;
  const isNear = (i: Interval) => i.end.getTime() > from - margin && i.start.getTime() < to + margin;
  const onTheDay = (i: Interval) => i.start.getTime() >= from && i.start.getTime() < to;
  return {
    first: offset,
    last: offset,
    near: [...input.busy, ...input.booked].filter(isNear),
    booked: input.booked.filter(onTheDay),
  };
}

export function freeSlots(input: FreeSlotsInput): Slot[] {
  const { availability, now, timeZone } = input;
  const limit = input.limit ?? Number.POSITIVE_INFINITY;
  const length = availability.visitMinutes * MINUTE;
  const step = availability.visitMinutes + availability.bufferMinutes;
  const today = dayIn(timeZone, now);
  const scope = scopeOf(input, today);
  const blocked = blockedTimes(scope.near, availability.bufferMinutes * MINUTE);
  const earliest = earliestStart(availability, now, timeZone).getTime();

  const bookedPerDay = new Map<string, number>();
  for (const visit of scope.booked) {
    const day = dayIn(timeZone, visit.start);
    bookedPerDay.set(day, (bookedPerDay.get(day) ?? 0) + 1);
  }

  const slots: Slot[] = [];
  let b = 0; // blocked[b] is the first blocked time that may still matter (slots come in time order)
  for (let offset = scope.first; offset <= scope.last && slots.length < limit; offset++) {
    const day = addDays(today, offset);
    if (isDayOff(availability, day)) continue;
    if ((bookedPerDay.get(day) ?? 0) >= availability.dailyCap) continue;
    const windows = [...availability.windows[weekdayOf(day)]].sort((x, y) => x.start.localeCompare(y.start));
    for (const window of windows) {
      const end = minutesOf(window.end);
      for (let at = minutesOf(window.start); at + availability.visitMinutes <= end; at += step) {
        const start = zonedTimeToDate(timeZone, `${day}T${hhmm(at)}`)!.getTime();
        // A wall-clock time that does not exist (clocks going forward) reads an hour later: skip
        // it rather than offer a visit outside the window.
        const wall = partsIn(timeZone, new Date(start));
        if (wall.hour * 60 + wall.minute !== at) continue;
        if (start < earliest) continue;
        while (b < blocked.length && blocked[b]![1] <= start) b++;
        const clash = b < blocked.length && blocked[b]![0] < start + length;
        if (clash) continue;
        slots.push({ start: new Date(start), end: new Date(start + length) });
        if (slots.length >= limit) return slots;
      }
    }
  }
  return slots;
}
