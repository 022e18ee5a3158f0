import { format, parseISO } from "date-fns";

/** An ISO date (YYYY-MM-DD) as "April 1, 2025". */
export function formatIsoDate(iso: string): string {
  return format(parseISO(iso), "MMMM d, yyyy");
}

/** The Last Updated line of a legal page, e.g. "November 21, 2026". */
export function formatLastUpdated(date: Date): string {
  return format(date, "MMMM d, yyyy");
}
