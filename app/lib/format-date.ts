import { format, parseISO } from "date-fns";

/** An ISO date (YYYY-MM-DD) as "April 1, 2025". */
export function formatIsoDate(iso: string): string {
  return format(parseISO(iso), "MMMM d, yyyy");
}

/** The Last Updated line of a legal page: "November 21, 2026", and the machine-readable date. */
export function formatLastUpdated(date: Date): { text: string; iso: string } {
  return { text: format(date, "MMMM d, yyyy"), iso: format(date, "yyyy-MM-dd") };
}
