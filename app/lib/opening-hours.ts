/**
 * The business's hours, typed once (Business profile, Hours): a weekly
 * schedule (each day closed, open from one time to another, or by
 * appointment) and exceptions (a holiday: one day or a run of days, closed
 * or with hours of their own). Every page that states hours, and the
 * structured data, read them through the functions here, so they all say
 * the same thing the same way ("Mon–Fri 8:00 AM – 6:00 PM").
 */

export const weekdayKeys = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof weekdayKeys)[number];

export const dayStatuses = ["open", "closed", "appointment"] as const;
export type DayStatus = (typeof dayStatuses)[number];

export interface DayHours {
  status: DayStatus;
  /** 24-hour HH:MM; empty unless the day is open. */
  opens: string;
  closes: string;
}

export interface HoursException {
  /** What the day is, e.g. "Thanksgiving". */
  label: string;
  /** YYYY-MM-DD. */
  from: string;
  /** YYYY-MM-DD; empty for a single day. */
  to: string;
  /** Both empty: closed. */
  opens: string;
  closes: string;
}

export interface OpeningHours {
  weekly: Record<Weekday, DayHours>;
  exceptions: HoursException[];
}

const dayNames: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** "Monday", as people and schema.org write it. */
export function dayName(day: Weekday): string {
  return dayNames[day];
}

/** "Mon". */
export function shortDayName(day: Weekday): string {
  return dayNames[day].slice(0, 3);
}

/** "08:00" -> "8:00 AM", "18:30" -> "6:30 PM". */
export function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** What one day's hours read as: "8:00 AM – 6:00 PM", "Closed" or "By appointment". */
export function dayHoursText(day: DayHours): string {
  if (day.status === "closed") return "Closed";
  if (day.status === "appointment") return "By appointment";
  return `${clockText(day.opens)} – ${clockText(day.closes)}`;
}

export interface HoursLine {
  /** "Mon–Fri", "Sat", "Sat & Sun". */
  days: string;
  /** The same, spelled out for a screen reader: "Monday to Friday". */
  daysLong: string;
  hours: string;
}

/** The week, Monday first, with consecutive days of the same hours on one line. */
export function weeklyLines(hours: Pick<OpeningHours, "weekly">): HoursLine[] {
  const groups: { first: Weekday; last: Weekday; text: string }[] = [];
  for (const day of weekdayKeys) {
    const text = dayHoursText(hours.weekly[day]);
    const previous = groups.at(-1);
    if (previous && previous.text === text) previous.last = day;
    else groups.push({ first: day, last: day, text });
  }
  return groups.map(({ first, last, text }) => {
    const span = weekdayKeys.indexOf(last) - weekdayKeys.indexOf(first);
    const joiner = span === 1 ? " & " : "–";
    const word = span === 1 ? " and " : " to ";
    return {
      days: first === last ? shortDayName(first) : `${shortDayName(first)}${joiner}${shortDayName(last)}`,
      daysLong: first === last ? dayName(first) : `${dayName(first)}${word}${dayName(last)}`,
      hours: text,
    };
  });
}

/** The last day an exception covers. */
function lastDay(exception: HoursException): string {
  return exception.to || exception.from;
}

/** Exceptions that are not over by `today` (YYYY-MM-DD), soonest first. */
export function exceptionsAhead(hours: Pick<OpeningHours, "exceptions">, today: string): HoursException[] {
  return hours.exceptions
    .filter((exception) => lastDay(exception) >= today)
    .sort((a, b) => a.from.localeCompare(b.from));
}

const shortDate = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "2026-11-26" -> "Thu, Nov 26". */
function dateText(day: string): string {
  return shortDate.format(new Date(`${day}T00:00:00Z`));
}

export interface ExceptionLine {
  label: string;
  /** "Thu, Nov 26" or "Thu, Dec 24 – Fri, Dec 25". */
  dates: string;
  hours: string;
}

/** How an exception reads on a page. */
export function exceptionLine(exception: HoursException): ExceptionLine {
  const to = lastDay(exception);
  return {
    label: exception.label,
    dates: to === exception.from ? dateText(exception.from) : `${dateText(exception.from)} – ${dateText(to)}`,
    hours: exception.opens
      ? dayHoursText({ status: "open", opens: exception.opens, closes: exception.closes })
      : "Closed",
  };
}

/** The day `days` after a YYYY-MM-DD day. */
function plusDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** How far ahead the pages announce an exception (the structured data names every one ahead). */
export const ANNOUNCE_DAYS = 30;

/** The exceptions a page announces on `today`: those under way or starting within ANNOUNCE_DAYS. */
export function exceptionLinesSoon(hours: Pick<OpeningHours, "exceptions">, today: string): ExceptionLine[] {
  const horizon = plusDays(today, ANNOUNCE_DAYS);
  return exceptionsAhead(hours, today)
    .filter((exception) => exception.from <= horizon)
    .map(exceptionLine);
}

type JsonLd = Record<string, unknown>;

/** schema.org openingHoursSpecification: one entry per run of days with the same open hours. */
export function openingHoursSpecification(hours: Pick<OpeningHours, "weekly">): JsonLd[] {
  const specs: { days: Weekday[]; opens: string; closes: string }[] = [];
  for (const day of weekdayKeys) {
    const { status, opens, closes } = hours.weekly[day];
    if (status !== "open") continue;
    const same = specs.find((spec) => spec.opens === opens && spec.closes === closes);
    if (same) same.days.push(day);
    else specs.push({ days: [day], opens, closes });
  }
  return specs.map(({ days, opens, closes }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days.map(dayName),
    opens,
    closes,
  }));
}

/**
 * schema.org specialOpeningHoursSpecification for the exceptions ahead: a
 * closed day is 00:00 to 00:00, as schema.org asks.
 */
export function specialOpeningHoursSpecification(
  hours: Pick<OpeningHours, "exceptions">,
  today: string,
): JsonLd[] {
  return exceptionsAhead(hours, today).map((exception) => ({
    "@type": "OpeningHoursSpecification",
    name: exception.label,
    validFrom: exception.from,
    validThrough: lastDay(exception),
    opens: exception.opens || "00:00",
    closes: exception.opens ? exception.closes : "00:00",
  }));
}

/** What an older profile stored for search engines: days ticked, and the times. */
interface LegacyOpeningRow {
  days: string[];
  opens: string;
  closes: string;
}

/**
 * The weekly schedule an older profile's hours come to: the rows it gave
 * search engines (the one machine-readable list of the four it kept) say
 * which days were open and when; any other day was closed.
 */
export function weeklyFromLegacy(rows: readonly LegacyOpeningRow[]): OpeningHours["weekly"] {
  return Object.fromEntries(
    weekdayKeys.map((day) => {
      const row = rows.find((r) => r.days.includes(dayName(day)));
      const hours: DayHours = row
        ? { status: "open", opens: row.opens, closes: row.closes }
        : { status: "closed", opens: "", closes: "" };
      return [day, hours];
    }),
  ) as OpeningHours["weekly"];
}
