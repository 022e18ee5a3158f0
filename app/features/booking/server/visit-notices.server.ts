/**
 * What a change to a visit tells people, queued in the change's own
 * transaction (the `after` hook of bookings.server.ts): the visitor's
 * confirmation with an .ics file, the owner's calendar invitation
 * (METHOD:REQUEST, or METHOD:CANCEL with a higher SEQUENCE), the owner's
 * push alert.
 */
import type { Db } from "~/server/db/client.server";
import type { Booking } from "./bookings.server";

export type VisitChange = "booked" | "rescheduled" | "cancelled" | "confirmed" | "declined";

export interface VisitNoticeContext {
  /** The site's address (https://…), for links in the messages. */
  origin: string;
}

/** Queues the messages for `change` of `booking` (inside the caller's transaction). */
export async function queueVisitNotices(
  _tx: Db,
  _booking: Booking,
  _change: VisitChange,
  _context: VisitNoticeContext,
): Promise<void> {
  // The messages are written in the next change; the call sites are in place.
}
