/** What the booking feature offers the composition root: reading the owner's calendar now and then. */
import { siteFacts } from "~/features/content/index.server";
import { getConfig, getDb, onStop } from "~/server/runtime.server";
import { startCalendarSync } from "./server/calendar-sync.server";

/** Starts the calendar's reads on this server (one server of several makes each). */
export function startBooking(): void {
  const stop = startCalendarSync(async () => ({
    db: getDb(),
    timeZone: (await siteFacts()).business.timeZone,
    allowLocal: getConfig().calendarAllowLocal,
  }));
  onStop(stop);
}

/** The visitor's booking pages (/book, /book/visit/:token) and the times offered after an estimate request. */
export { bookPageAction, bookPageData } from "./server/book-page.server";
export { visitCalendarDownload, visitPageAction, visitPageData } from "./server/visit-page.server";
export { visitOfferForLead, visitOfferFromUrl } from "./server/visitor-rules.server";
