/** What the visitor's booking pages share: whether visits are booked here, the rules now, the notices. */
import { randomUUID } from "node:crypto";
import { siteFacts } from "~/features/content/index.server";
import type { VisitOffer } from "~/lib/form-result";
import { dayIn } from "~/lib/zoned-time";
import type { Db } from "~/server/db/client.server";
import { getConfig } from "~/server/runtime.server";
import { freeSlots } from "../free-slots";
import { shortTimeChoices } from "../slot-labels";
import { hasStreetAddress } from "../street-address";
import { busyOf, readBookingSettings, readCalendarCopy } from "./booking-store.server";
import { type AfterVisitChange, offeredSlots, type SlotRules } from "./bookings.server";
import { queueVisitNotices, type VisitChange } from "./visit-notices.server";
import { readLeadContact } from "./visit-reads.server";
import { leadToken, readLeadToken } from "./visit-urls.server";

/** How many times the booking page lists, and how many the offer after an estimate request shows. */
export const LISTED_TIMES = 12;
export const OFFERED_TIMES = 4;

/** Whether the owner books visits on this site (the business profile's choice). */
export async function bookingHere(): Promise<boolean> {
  return (await siteFacts()).scheduling === "here";
}

/** The rules times are offered by now, and whether new visits wait for the owner's confirmation. */
export async function visitRules(db: Db, now = new Date()) {
  const [{ business }, settings, copy] = await Promise.all([
    siteFacts(),
    readBookingSettings(db),
    readCalendarCopy(db),
  ]);
  const rules: SlotRules = {
    availability: settings.availability,
    busy: busyOf(copy, settings.calendarUrl),
    timeZone: business.timeZone,
    now,
  };
  return { rules, confirmEachVisit: settings.confirmEachVisit, business };
}

/** Whether `start` is a time the settings would offer were no visit booked (so a refusal means "just taken"). */
export function onTheGrid(rules: SlotRules, start: Date): boolean {
  return freeSlots({ ...rules, booked: [], day: dayIn(rules.timeZone, start) }).some(
    (slot) => slot.start.getTime() === start.getTime(),
  );
}

/** The `after` hook that queues a change's messages in its own transaction. */
export function noticesFor(change: VisitChange): AfterVisitChange {
  const origin = new URL(getConfig().siteUrl).origin;
  return (tx, booking) => queueVisitNotices(tx, booking, change, { origin });
}

/** The next few times for a lead just stored (none when visits are not booked here, or none is free). */
export async function visitOfferFor(
  db: Db,
  leadId: string,
  token: string,
  now = new Date(),
): Promise<VisitOffer | undefined> {
  if (!(await bookingHere())) return undefined;
  const { rules } = await visitRules(db, now);
  const [slots, contact] = await Promise.all([
    offeredSlots(db, rules, OFFERED_TIMES),
    readLeadContact(db, leadId),
  ]);
  if (slots.length === 0 || !contact) return undefined;
  return {
    token,
    key: randomUUID(),
    times: shortTimeChoices(slots, rules.timeZone),
    ...streetAsked(contact.location),
  };
}

/** The times' form asks for the street when the lead gave only a town or ZIP code (the contact form's field). */
export const streetAsked = (place: string) => (hasStreetAddress(place) ? {} : { askStreetIn: place });

/** The offer on the thank-you page a request sent without JavaScript lands on (its `visit` token). */
export async function visitOfferFromUrl(db: Db, request: Request): Promise<VisitOffer | undefined> {
  const token = new URL(request.url).searchParams.get("visit");
  const lead = token ? readLeadToken(token) : undefined;
  return token && lead?.ok ? visitOfferFor(db, lead.id, token) : undefined;
}

/** The offer for a lead by its id (the contact form's hook). */
export function visitOfferForLead(db: Db, leadId: string): Promise<VisitOffer | undefined> {
  return visitOfferFor(db, leadId, leadToken(leadId));
}
