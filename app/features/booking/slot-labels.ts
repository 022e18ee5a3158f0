import type { Slot } from "./free-slots";

/** One offered time as a page shows it: the instant (ISO) and its wall-clock label. */
export interface TimeChoice {
  at: string;
  /** "4:00 PM" in a list under its day, or "Thu, Nov 26, 4:00 PM" on its own. */
  label: string;
}

/** Offered times under their day, e.g. "Thursday, November 26": 4:00 PM, 5:15 PM. */
export interface SlotDay {
  day: string;
  times: TimeChoice[];
}

/** The offered times grouped by day, in the business's time zone (soonest first, as given). */
export function slotDays(slots: readonly Slot[], timeZone: string): SlotDay[] {
  const dayName = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
  });
  const time = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const day = dayName.format(slot.start);
    const choice = { at: slot.start.toISOString(), label: time.format(slot.start) };
    const last = days.at(-1);
    if (last?.day === day) last.times.push(choice);
    else days.push({ day, times: [choice] });
  }
  return days;
}

/** Each time with its short day, for a row of buttons ("Thu, Nov 26, 4:00 PM"). */
export function shortTimeChoices(slots: readonly Slot[], timeZone: string): TimeChoice[] {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  return slots.map((slot) => ({ at: slot.start.toISOString(), label: format.format(slot.start) }));
}

/** A visit's day and time in full ("Thursday, November 26, 2026" and "4:00 – 5:00 PM"). */
export function visitWhen(start: Date, end: Date, timeZone: string): { date: string; time: string } {
  const date = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(start);
  const time = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).formatRange(
    start,
    end,
  );
  return { date, time };
}

/**
 * A time sent back by a form: an instant the page offered (ISO, to the
 * minute), or undefined for anything else (altered, garbled).
 */
export function parseOfferedTime(value: unknown): Date | undefined {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00(\.000)?)?Z$/.test(value))
    return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
}
