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

/** An event repeating forever is expanded this many times at most (a daily one for 55 years). */
const MAX_OCCURRENCES = 20_000;

export class CalendarFormatError extends Error {}

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
 * The busy times of a calendar that overlap [from, to), sorted by start.
 * Throws CalendarFormatError for text that is not a calendar.
 */
export function busyTimes(ics: string, range: { from: Date; to: Date; timeZone: string }): Interval[] {
  const root = parse(ics);
  const undo = nameUndefinedZones(ics, root);
  try {
    return expand(root, range);
  } finally {
    undo();
  }
}

function expand(root: ICAL.Component, range: { from: Date; to: Date; timeZone: string }): Interval[] {
  const { from, to, timeZone } = range;
  const busy: Interval[] = [];
  const add = (start: Date, end: Date) => {
    if (end > start && start < to && end > from) busy.push({ start, end });
  };

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

  for (const event of masters.values()) {
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      if (!isFree(event.component))
        add(instantOf(event.startDate, timeZone), instantOf(event.endDate, timeZone));
      continue;
    }
    const seriesFree = isFree(event.component);
    const iterator = event.iterator();
    for (let n = 0, next = iterator.next(); next && n < MAX_OCCURRENCES; n++, next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      // An override may move an occurrence from before the range into it, so only stop well past the end.
      const recurrenceAt = instantOf(next, timeZone);
      if (recurrenceAt.getTime() > to.getTime() + 31 * 86_400_000) break;
      const moved = details.item !== event;
      if (moved ? isFree(details.item.component) : seriesFree) continue;
      add(instantOf(details.startDate, timeZone), instantOf(details.endDate, timeZone));
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
}
