/** Estimate visits booked on the site: the owner's availability and his own calendar's busy times. */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { contactSubmissions } from "./leads.server";

/**
 * The owner's booking settings, one row (id 1): the availability
 * (app/features/booking/availability.ts, checked when read) and the private
 * address of his calendar.
 */
export const bookingSettings = pgTable("booking_settings", {
  id: integer("id").primaryKey().default(1),
  availability: jsonb("availability").$type<unknown>(),
  calendarUrl: text("calendar_url").notNull().default(""),
  /** New visits wait for the owner to confirm or decline them (the time is held meanwhile). */
  confirmEachVisit: boolean("confirm_each_visit").notNull().default(false),
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

/**
 * Where a booked visit stands: a "requested" visit holds its time until the
 * owner confirms or declines it; "confirmed" visits are on; "cancelled" and
 * "declined" free their time again.
 */
export const bookingStatus = pgEnum("booking_status", ["requested", "confirmed", "cancelled", "declined"]);

/**
 * Estimate visits booked on the site, each tied to the lead it came with.
 * Two active visits never overlap (with the buffer after each): an exclusion
 * constraint on [starts_at, blocked_until) added by hand in the migration
 * (drizzle-kit does not write EXCLUDE), so the database refuses the second of
 * two visitors racing for one time. The daily cap is held by a lock on the
 * day taken before the check (app/features/booking/server/bookings.server.ts).
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The visit's end plus the buffer then in force: no other visit may start before it. */
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
    /** The visit's day in the business's time zone (YYYY-MM-DD), for the daily cap. */
    day: text("day").notNull(),
    status: bookingStatus("status").notNull(),
    /** Where the visit is (the street address the visitor gave). */
    address: text("address").notNull().default(""),
    /** The calendar invitation's SEQUENCE: raised by each change the owner's calendar must follow. */
    sequence: integer("sequence").notNull().default(0),
    /** The key of the visitor's form (a post sent twice books once). */
    submissionKey: text("submission_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the day-before reminder was queued. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
  },
  (t) => [
    index("bookings_starts_at_idx").on(t.startsAt),
    index("bookings_lead_idx").on(t.leadId),
    uniqueIndex("bookings_submission_key_idx").on(t.submissionKey),
  ],
);
