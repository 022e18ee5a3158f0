/** Estimate visits booked on the site: the owner's availability and his own calendar's busy times. */
import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The owner's booking settings, one row (id 1): the availability
 * (app/features/booking/availability.ts, checked when read) and the private
 * address of his calendar.
 */
export const bookingSettings = pgTable("booking_settings", {
  id: integer("id").primaryKey().default(1),
  availability: jsonb("availability").$type<unknown>(),
  calendarUrl: text("calendar_url").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last good copy of the owner's calendar and its busy times, one row
 * (id 1), kept by whichever server read it last
 * (app/features/booking/server/calendar-sync.server.ts).
 */
export const bookingCalendar = pgTable("booking_calendar", {
  id: integer("id").primaryKey().default(1),
  /** The address this copy came from (a new address starts afresh). */
  url: text("url").notNull().default(""),
  /** The calendar's text as last read well, to expand again as days pass (304 answers carry none). */
  ics: text("ics"),
  etag: text("etag"),
  lastModified: text("last_modified"),
  /** The busy times expanded from it for the bookable days: [{ start, end }] as ISO instants. */
  busy: jsonb("busy").$type<{ start: string; end: string }[]>().notNull().default([]),
  /** When the calendar was last read well (a 304 counts), and the last try. */
  readAt: timestamp("read_at", { withTimezone: true }),
  triedAt: timestamp("tried_at", { withTimezone: true }),
  /** Why the last try failed, in the owner's words (cleared by the next good read). */
  lastError: text("last_error"),
});
