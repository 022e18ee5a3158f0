/** The owner's booking settings and the kept copy of his calendar, as stored (one row each). */
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { bookingCalendar, bookingSettings } from "~/server/db/schema.server";
import { type Availability, readAvailability } from "../availability";
import type { Interval } from "../free-slots";

export interface BookingSettings {
  availability: Availability;
  calendarUrl: string;
  /** New visits are requests the owner confirms or declines. */
  confirmEachVisit: boolean;
}

/** The settings (a fresh install's defaults until the owner saves them). */
export async function readBookingSettings(db: Db): Promise<BookingSettings> {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  return {
    availability: readAvailability(row?.availability),
    calendarUrl: row?.calendarUrl ?? "",
    confirmEachVisit: row?.confirmEachVisit ?? false,
  };
}

/** Saves the availability (checked by its schema first). */
export async function saveAvailability(db: Db, availability: Availability): Promise<void> {
  await db
    .insert(bookingSettings)
    .values({ id: 1, availability })
    .onConflictDoUpdate({ target: bookingSettings.id, set: { availability, updatedAt: sql`now()` } });
}

/** Saves whether new visits wait for the owner to confirm them. */
export async function saveConfirmEachVisit(db: Db, confirmEachVisit: boolean): Promise<void> {
  await db
    .insert(bookingSettings)
    .values({ id: 1, confirmEachVisit })
    .onConflictDoUpdate({ target: bookingSettings.id, set: { confirmEachVisit, updatedAt: sql`now()` } });
}

/** Saves the calendar address; a new address forgets the copy kept of the old one. */
export async function saveCalendarUrl(db: Db, calendarUrl: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(bookingSettings)
      .values({ id: 1, calendarUrl })
      .onConflictDoUpdate({ target: bookingSettings.id, set: { calendarUrl, updatedAt: sql`now()` } });
    const fresh = {
      url: calendarUrl,
      ics: null,
      etag: null,
      lastModified: null,
      busy: [],
      readAt: null,
      triedAt: null,
      lastError: null,
    };
    await tx
      .insert(bookingCalendar)
      .values({ id: 1, ...fresh })
      .onConflictDoUpdate({ target: bookingCalendar.id, set: fresh });
  });
}

export type CalendarCopy = typeof bookingCalendar.$inferSelect;

/** The kept copy of the calendar, or undefined before the first read. */
export async function readCalendarCopy(db: Db): Promise<CalendarCopy | undefined> {
  const [row] = await db.select().from(bookingCalendar).where(eq(bookingCalendar.id, 1));
  return row;
}

/** The stored busy times of the calendar at `url` (none for another address). */
export function busyOf(copy: CalendarCopy | undefined, url: string): Interval[] {
  if (!copy || !url || copy.url !== url) return [];
  return copy.busy.map((b) => ({ start: new Date(b.start), end: new Date(b.end) }));
}
