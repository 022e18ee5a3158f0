/**
 * Wall-clock times in the business's time zone (the owner types "9:00 on
 * December 1" meaning Minnesota time, wherever the server runs).
 */

type Parts = Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;

// Making a formatter costs far more than using one: one per time zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock's fields at an instant in a time zone. */
export function partsIn(timeZone: string, at: Date): Parts {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return Object.fromEntries(
    formatter
      .formatToParts(at)
      .filter((part) => part.type !== "literal")
      .map((part) => [part.type, Number(part.value)]),
  ) as Parts;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** YYYY-MM-DD of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date): string {
  const p = partsIn(timeZone, at);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** An instant as a datetime-local field shows it in a time zone: YYYY-MM-DDTHH:mm. */
export function zonedInputValue(timeZone: string, at: Date): string {
  const p = partsIn(timeZone, at);
  return `${dayIn(timeZone, at)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The instant a wall-clock time (YYYY-MM-DDTHH:mm) in a time zone names, or
 * null for text that is no such time. In the hour skipped when clocks go
 * forward, the time an hour later; in the hour repeated, the first.
 */
export function zonedTimeToDate(timeZone: string, local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wanted);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  // The zone's offset (local minus UTC) at an instant.
  const offsetAt = (t: number) => {
    const p = partsIn(timeZone, new Date(t));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - t;
  };
  // Guess with the offset at the wall-clock time read as UTC, then with the offset at that guess.
  const first = wanted - offsetAt(wanted);
  const second = wanted - offsetAt(first);
  const exact = [first, second].filter((t) => t + offsetAt(t) === wanted);
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(first, second));
}

/** A YYYY-MM-DD day plus some days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
