/**
 * The iCalendar text of an estimate visit, written with ical.js: the owner's
 * invitation (METHOD:REQUEST, then METHOD:CANCEL), which Google Calendar,
 * Apple Calendar and Outlook add, move and remove by its UID and SEQUENCE,
 * and the visitor's add-to-calendar file (METHOD:PUBLISH, METHOD:CANCEL).
 * Times are written in UTC, which every calendar program reads the same.
 */
import ICAL from "ical.js";
import type { Booking } from "./bookings.server";

export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

export interface Mailbox {
  name: string;
  email: string;
}

export interface VisitEvent {
  booking: Pick<Booking, "id" | "startsAt" | "endsAt" | "sequence" | "status">;
  method: CalendarMethod;
  /** The site's host name: the UID's domain, so the UID is the same for every message about one visit. */
  host: string;
  summary: string;
  location: string;
  description: string;
  /** Who sends the invitation (the business); with `attendees`, only for a REQUEST or CANCEL. */
  organizer?: Mailbox;
  attendees?: Mailbox[];
  url?: string;
  /** DTSTAMP: when this message was made. */
  now: Date;
}

/** One visit's UID in every calendar it reaches. */
export function visitUid(id: string, host: string): string {
  return `visit-${id}@${host}`;
}

const utc = (at: Date) => ICAL.Time.fromJSDate(at, true);

function mailboxProperty(name: "organizer" | "attendee", who: Mailbox): ICAL.Property {
  const property = new ICAL.Property(name);
  property.setValue(`mailto:${who.email}`);
  property.setParameter("cn", who.name);
  if (name === "attendee") {
    property.setParameter("role", "REQ-PARTICIPANT");
    property.setParameter("partstat", "ACCEPTED");
    property.setParameter("rsvp", "FALSE");
  }
  return property;
}

/** STATUS of the event: a cancellation is CANCELLED, a visit still waiting for the owner TENTATIVE. */
function statusOf(event: VisitEvent): string {
  if (event.method === "CANCEL") return "CANCELLED";
  return event.booking.status === "requested" ? "TENTATIVE" : "CONFIRMED";
}

/** The calendar text (CRLF lines, folded at 75 octets) for one visit. */
export function visitCalendar(event: VisitEvent): string {
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.updatePropertyWithValue("prodid", "-//Estimate visits//EN");
  calendar.updatePropertyWithValue("version", "2.0");
  calendar.updatePropertyWithValue("calscale", "GREGORIAN");
  calendar.updatePropertyWithValue("method", event.method);

  const vevent = new ICAL.Component("vevent");
  vevent.updatePropertyWithValue("uid", visitUid(event.booking.id, event.host));
  vevent.updatePropertyWithValue("sequence", event.booking.sequence);
  vevent.updatePropertyWithValue("dtstamp", utc(event.now));
  vevent.updatePropertyWithValue("dtstart", utc(event.booking.startsAt));
  vevent.updatePropertyWithValue("dtend", utc(event.booking.endsAt));
  vevent.updatePropertyWithValue("summary", event.summary);
  if (event.location) vevent.updatePropertyWithValue("location", event.location);
  vevent.updatePropertyWithValue("description", event.description);
  vevent.updatePropertyWithValue("status", statusOf(event));
  vevent.updatePropertyWithValue("transp", event.method === "CANCEL" ? "TRANSPARENT" : "OPAQUE");
  if (event.url) vevent.updatePropertyWithValue("url", event.url);
  if (event.organizer) vevent.addProperty(mailboxProperty("organizer", event.organizer));
  for (const attendee of event.attendees ?? []) vevent.addProperty(mailboxProperty("attendee", attendee));
  calendar.addSubcomponent(vevent);
  return `${calendar.toString()}\r\n`;
}
