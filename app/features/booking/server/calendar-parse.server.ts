/**
 * The owner's calendar (an iCalendar file) turned into busy times: recurring
 * events expanded (RRULE, RDATE, EXDATE, moved or cancelled occurrences by
 * RECURRENCE-ID) with ical.js, each instant computed in the event's own time
 * zone. Events marked free (TRANSP:TRANSPARENT) and cancelled ones are left
 * out; all-day events and times without a zone are read in the business's
 * time zone.
 */
import ICAL from "ical.js";
import { zonedTimeToDate } from "~/lib/zoned-time";
import type { Interval } from "../free-slots";

/**
 * What reading one calendar may cost (issue 51): the occurrences stepped
 * through, all series together (a past one counts: ical.js walks a series
 * from its first date); the busy times found in the bookable window; the
 * time spent. A calendar over any of them is refused whole (the last good
 * copy is kept), never cut short silently.
 */
export const CALENDAR_CAPS = { occurrences: 100_000, busyTimes: 20_000, milliseconds: 10_000 } as const;
export type CalendarCaps = { occurrences: number; busyTimes: number; milliseconds: number };
export type CalendarCap = keyof CalendarCaps;

export class CalendarFormatError extends Error {}

/** A calendar over one of the caps. */
export class CalendarCapError extends Error {
  readonly cap: CalendarCap;
  readonly limit: number;
  constructor(cap: CalendarCap, limit: number) {
    super(`the calendar is over the ${cap} cap (${limit})`);
    this.cap = cap;
    this.limit = limit;
  }
}

const knownZones = new Map<string, boolean>();
function isIanaZone(tzid: string): boolean {
  let known = knownZones.get(tzid);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tzid });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(tzid, known);
  }
  return known;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The instant an iCalendar time names. */
function instantOf(time: ICAL.Time, timeZone: string): Date {
  if (time.isDate) {
    return zonedTimeToDate(timeZone, `${time.year}-${pad(time.month)}-${pad(time.day)}T00:00`)!;
  }
  const tzid = time.zone?.tzid;
  if (tzid === "UTC" || tzid === "Z") return time.toJSDate();
  const wall = `${time.year}-${pad(time.month)}-${pad(time.day)}T${pad(time.hour)}:${pad(time.minute)}`;
  // A zone the runtime knows by name (Google's, Apple's): its current rules.
  if (tzid && isIanaZone(tzid)) return new Date(zonedTimeToDate(tzid, wall)!.getTime() + time.second * 1000);
  // A zone only the file defines (Outlook's "Central Standard Time"): ical.js reads its VTIMEZONE.
  if (time.zone?.component) return new Date(time.toUnixTime() * 1000);
  // A floating time: the business's own clock.
  return new Date(zonedTimeToDate(timeZone, wall)!.getTime() + time.second * 1000);
}

function isFree(component: ICAL.Component): boolean {
  const transp = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transp === "TRANSPARENT" || status === "CANCELLED";
}

function parse(ics: string): ICAL.Component {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  } catch {
    throw new CalendarFormatError("not a calendar");
  }
  if (root.name !== "vcalendar") throw new CalendarFormatError("not a calendar");
  return root;
}

/**
 * Zones a file names without defining them (Google's files often do): ical.js
 * only keeps a zone it has a definition of, so each gets an empty one for the
 * time of the reading, which keeps its name for instantOf. Returns the undo.
 */
function nameUndefinedZones(ics: string, root: ICAL.Component): () => void {
  const defined = new Set(
    root.getAllSubcomponents("vtimezone").map((z) => String(z.getFirstPropertyValue("tzid"))),
  );
  const named = new Set([...ics.matchAll(/;TZID=("?)([^";:\r\n]+)\1[;:]/g)].map((m) => m[2]!));
  const added: string[] = [];
  for (const tzid of named) {
    if (defined.has(tzid) || ICAL.TimezoneService.has(tzid) || !isIanaZone(tzid)) continue;
    const component = new ICAL.Component(["vtimezone", [["tzid", {}, "text", tzid]], []]);
    ICAL.TimezoneService.register(new ICAL.Timezone({ component, tzid }));
    added.push(tzid);
  }
  return () => {
    for (const tzid of added) ICAL.TimezoneService.remove(tzid);
  };
}

/**
 * The busy times of a calendar that overlap [from, to), sorted by start, overlapping ones made one.
 * Throws CalendarFormatError for text that is not a calendar.
 */
export function busyTimes(
  ics: string,
  range: { from: Date; to: Date; timeZone: string },
  caps: CalendarCaps = CALENDAR_CAPS,
  { skipPast = true } = {},
): Interval[] {
  const deadline = Date.now() + caps.milliseconds;
  const root = parse(ics);
  const undo = nameUndefinedZones(ics, root);
  try {
    return expand(root, range, { ...caps, deadline, skipPast });
  } finally {
    undo();
  }
}

const DAY_MS = 86_400_000;
/** BY-parts a series may have and still be moved on by whole periods (each a test of one day or week day). */
const PERIODIC_PARTS = {
  DAILY: ["BYDAY", "BYMONTH", "BYMONTHDAY"],
  WEEKLY: ["BYDAY"],
} as const;

/**
 * A series with a long past, started again a whole number of periods later,
 * shortly before `skipTo`: the same occurrences from there on, without
 * stepping through years of them one by one (300 daily events since 2016,
 * say). Only for what is plainly periodic: one RRULE, DAILY or WEEKLY, no
 * COUNT (it counts from the first date), no RDATE, no BYSETPOS or other
 * parts, and no override of an occurrence before the new start. Otherwise
 * the series as it is.
 */
function fastForward(event: ICAL.Event, skipTo: number): ICAL.Event {
  const component = event.component;
  const rules = component.getAllProperties("rrule");
  if (rules.length !== 1 || component.hasProperty("rdate")) return event;
  const rule = rules[0]!.getFirstValue() as ICAL.Recur;
  const allowed: readonly string[] | undefined = PERIODIC_PARTS[rule.freq as keyof typeof PERIODIC_PARTS];
  if (!allowed || rule.count || Object.keys(rule.parts).some((part) => !allowed.includes(part))) return event;
  const periodDays = (rule.interval || 1) * (rule.freq === "WEEKLY" ? 7 : 1);
  const first = event.startDate.toJSDate().getTime();
  // A period and a day of margin, for the clock changes.
  const periods = Math.floor((skipTo - first - DAY_MS) / (periodDays * DAY_MS)) - 1;
  if (periods < 1) return event;
  const start = event.startDate.clone();
  start.adjust(periods * periodDays, 0, 0, 0);
  const exceptions = Object.values(event.exceptions as unknown as Record<string, ICAL.Event>);
  if (exceptions.some((e) => e.recurrenceId && e.recurrenceId.compare(start) < 0)) return event;
  const moved = new ICAL.Component(component.toJSON());
  moved.getFirstProperty("dtstart")!.setValue(start);
  const dtend = moved.getFirstProperty("dtend");
  if (dtend) {
    const end = event.endDate.clone();
    end.adjust(periods * periodDays, 0, 0, 0);
    dtend.setValue(end);
  }
  const series = new ICAL.Event(moved);
  for (const exception of exceptions) series.relateException(exception);
  return series;
}

function expand(
  root: ICAL.Component,
  range: { from: Date; to: Date; timeZone: string },
  caps: CalendarCaps & { deadline: number; skipPast: boolean },
): Interval[] {
  const { from, to, timeZone } = range;
  const busy: Interval[] = [];
  const add = (start: Date, end: Date) => {
    if (!(end > start && start < to && end > from)) return;
    busy.push({ start, end });
    if (busy.length > caps.busyTimes) throw new CalendarCapError("busyTimes", caps.busyTimes);
  };
  let stepped = 0;
  const step = () => {
    stepped++;
    if (stepped > caps.occurrences) throw new CalendarCapError("occurrences", caps.occurrences);
    if (stepped % 512 === 0 && Date.now() > caps.deadline)
      throw new CalendarCapError("milliseconds", caps.milliseconds);
  };
  // An occurrence this long before the window is skipped unread unless an override may move it.
  const early = from.getTime() - 2 * DAY_MS;

  const events = root.getAllSubcomponents("vevent");
  const masters = new Map<string, ICAL.Event>();
  const overrides: ICAL.Component[] = [];
  for (const component of events) {
    if (component.hasProperty("recurrence-id")) overrides.push(component);
    else
      masters.set(
        String(component.getFirstPropertyValue("uid") ?? `#${masters.size}`),
        new ICAL.Event(component),
      );
  }
  for (const override of overrides) {
    const master = masters.get(String(override.getFirstPropertyValue("uid") ?? ""));
    if (master) master.relateException(override);
    // A moved occurrence whose series is not in the file: an event of its own.
    else if (!isFree(override)) {
      const event = new ICAL.Event(override);
      add(instantOf(event.startDate, timeZone), instantOf(event.endDate, timeZone));
    }
  }

  for (const master of masters.values()) {
    if (!master.startDate) continue;
    if (!master.isRecurring()) {
      const event = master;
      if (!isFree(event.component))
        add(instantOf(event.startDate, timeZone), instantOf(event.endDate, timeZone));
      continue;
    }
    const event = caps.skipPast
      ? fastForward(master, early - Math.max(0, master.duration.toSeconds() * 1000))
      : master;
    const seriesFree = isFree(event.component);
    const overridden = Object.keys(event.exceptions).length > 0;
    const skipBefore = early - Math.max(0, event.duration.toSeconds() * 1000);
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      step();
      // Well before the window and not moved by an override: nothing to read (the cheap path of a long past).
      if (!overridden && next.toUnixTime() * 1000 < skipBefore) continue;
      const details = event.getOccurrenceDetails(next);
      // An override may move an occurrence from before the range into it, so only stop well past the end.
      const recurrenceAt = instantOf(next, timeZone);
      if (recurrenceAt.getTime() > to.getTime() + 31 * 86_400_000) break;
      const moved = details.item !== event;
      if (moved ? isFree(details.item.component) : seriesFree) continue;
      add(instantOf(details.startDate, timeZone), instantOf(details.endDate, timeZone));
    }
  }
  return mergeOverlaps(busy.sort((a, b) => a.start.getTime() - b.start.getTime()));
}

/** Sorted busy times with the ones that overlap made one (many events at once keep the stored list short). */
function mergeOverlaps(sorted: Interval[]): Interval[] {
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start < last.end) {
      if (interval.end > last.end) merged[merged.length - 1] = { start: last.start, end: interval.end };
    } else merged.push(interval);
  }
  return merged;
}
