import { format } from "date-fns/format";
import { business } from "~/content/site";

/** The dashboard's date format (spec 001 §9). */
export const LEAD_DATE_FORMAT = "MMM dd, yyyy HH:mm";

// Making a formatter costs far more than using one: one per time zone, kept.
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * A Date whose local fields read as the wall clock in the business's time
 * zone, so date-fns formats Minnesota time whatever zone the server runs in.
 */
function wallClock(date: Date, timeZone: string): Date {
  const parts = partsFormatter(timeZone).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
}

/** e.g. "Mar 05, 2025 14:30", in the business's time zone. */
export function formatLeadDate(date: Date | string, timeZone: string = business.timeZone): string {
  return format(wallClock(new Date(date), timeZone), LEAD_DATE_FORMAT);
}
