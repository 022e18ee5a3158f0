import { format } from "date-fns/format";
import { partsIn } from "~/lib/zoned-time";

/** The dashboard's date format (spec 001 §9). */
export const LEAD_DATE_FORMAT = "MMM dd, yyyy HH:mm";

/**
 * A Date whose local fields read as the wall clock in the business's time
 * zone, so date-fns formats Minnesota time whatever zone the server runs in.
 */
function wallClock(date: Date, timeZone: string): Date {
  const p = partsIn(timeZone, date);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/** e.g. "Mar 05, 2025 14:30", in the business's time zone. */
export function formatLeadDate(date: Date | string, timeZone: string): string {
  return format(wallClock(new Date(date), timeZone), LEAD_DATE_FORMAT);
}
