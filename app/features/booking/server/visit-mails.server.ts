/**
 * The e-mails about an estimate visit, as plain text with their calendar
 * files: the visitor's (booked, request received, moved, confirmed,
 * declined, cancelled, the day-before reminder) and the owner's calendar
 * invitation. Pure: the caller gives the visit, the lead and the business.
 */
import type { OutgoingMail } from "~/server/email.server";
import type { Booking } from "./bookings.server";
import { type CalendarMethod, visitCalendar } from "./visit-calendar.server";

export type VisitChange = "booked" | "rescheduled" | "cancelled" | "confirmed" | "declined";

/** The lead a visit belongs to, as far as its messages need it. */
export interface VisitLead {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  photoCount: number;
}

export interface VisitMailContext {
  booking: Booking;
  lead: VisitLead;
  business: {
    name: string;
    ownerFirstName: string;
    email: string;
    phone: string;
    timeZone: string;
    timeZoneName: string;
  };
  /** The visitor's page to reschedule or cancel (a signed link). */
  visitUrl: string;
  /** The page to book another time. */
  bookUrl: string;
  /** The visit in the admin. */
  adminUrl: string;
  host: string;
  now: Date;
}

/** "Thursday, November 26" and "4:00 PM" in the business's clock. */
export function visitWhen(booking: Pick<Booking, "startsAt" | "endsAt">, timeZone: string) {
  const day = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
  }).format(booking.startsAt);
  const short = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
  }).format(booking.startsAt);
  const time = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
  return {
    day,
    /** "Thu, Nov 26" */
    shortDay: short,
    start: time.format(booking.startsAt),
    end: time.format(booking.endsAt),
  };
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || "there";

function whenLine(c: VisitMailContext): string {
  const w = visitWhen(c.booking, c.business.timeZone);
  return `${w.day}, ${w.start} – ${w.end} (${c.business.timeZoneName})`;
}

function visitDetails(c: VisitMailContext): string {
  return [`When:  ${whenLine(c)}`, `Where: ${c.booking.address || "the address you gave"}`].join("\n");
}

function whatHappens(c: VisitMailContext): string {
  return `What happens at the visit: ${c.business.ownerFirstName} comes to you, looks at the rooms or surfaces with you, measures, and answers your questions. It takes about ${Math.round((c.booking.endsAt.getTime() - c.booking.startsAt.getTime()) / 60_000)} minutes and costs nothing. You get a written estimate afterwards.`;
}

function signOff(c: VisitMailContext): string {
  return `Questions? Call or text ${c.business.phone}.\n\n${c.business.name}`;
}

/** The visitor's calendar file: in the e-mails, and behind "Add to my calendar" on the visit's page. */
export function visitorFile(c: VisitMailContext, method: CalendarMethod) {
  const ics = visitCalendar({
    booking: c.booking,
    method,
    host: c.host,
    summary: `Estimate visit: ${c.business.name}`,
    location: c.booking.address,
    description: `${c.business.ownerFirstName} from ${c.business.name} comes for your free estimate. Reschedule or cancel: ${c.visitUrl}`,
    url: c.visitUrl,
    now: c.now,
  });
  return {
    filename: method === "CANCEL" ? "visit-cancelled.ics" : "estimate-visit.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    base64: Buffer.from(ics, "utf8").toString("base64"),
  };
}

const changeLink = (c: VisitMailContext) => `Need another time, or to cancel? ${c.visitUrl}`;

/** The visitor's e-mail about `change` (undefined when the lead gave no e-mail address). */
export function visitorMail(c: VisitMailContext, change: VisitChange): OutgoingMail | undefined {
  if (!c.lead.email) return undefined;
  const hi = `Hi ${firstName(c.lead.name)},`;
  const w = visitWhen(c.booking, c.business.timeZone);
  const owner = c.business.ownerFirstName;
  const base = { to: [c.lead.email], replyTo: c.business.email };
  const addFile = "The attached file adds the visit to your calendar.";
  switch (change) {
    case "booked":
    case "confirmed":
    case "rescheduled": {
      if (c.booking.status === "requested") {
        return {
          ...base,
          subject: `Visit request received: ${w.shortDay} at ${w.start}`,
          text: `${hi}\n\nThanks! We got your request for an estimate visit. ${owner} will confirm it shortly, and we hold the time for you meanwhile. You get another e-mail as soon as ${owner} confirms.\n\n${visitDetails(c)}\n\n${whatHappens(c)}\n\n${changeLink(c)}\n\n${signOff(c)}`,
          attachments: [visitorFile(c, "PUBLISH")],
        };
      }
      const opening = {
        booked: "Your estimate visit is booked.",
        confirmed: `Good news: ${owner} confirmed your estimate visit.`,
        rescheduled: "Your estimate visit has moved to a new time.",
      }[change];
      const subject = {
        booked: `Your estimate visit: ${w.shortDay} at ${w.start}`,
        confirmed: `Confirmed: your estimate visit on ${w.shortDay} at ${w.start}`,
        rescheduled: `New time for your estimate visit: ${w.shortDay} at ${w.start}`,
      }[change];
      return {
        ...base,
        subject,
        text: `${hi}\n\n${opening}\n\n${visitDetails(c)}\n\n${whatHappens(c)}\n\n${addFile}\n${changeLink(c)}\n\n${signOff(c)}`,
        attachments: [visitorFile(c, "PUBLISH")],
      };
    }
    case "cancelled":
      return {
        ...base,
        subject: `Cancelled: your estimate visit on ${w.shortDay} at ${w.start}`,
        text: `${hi}\n\nYour estimate visit on ${w.day} at ${w.start} is cancelled.\n\nWant another time? Book one here: ${c.bookUrl}\n\n${signOff(c)}`,
        attachments: [visitorFile(c, "CANCEL")],
      };
    case "declined":
      return {
        ...base,
        subject: `${owner} can't make ${w.shortDay} at ${w.start}`,
        text: `${hi}\n\nSorry: ${owner} can't come on ${w.day} at ${w.start}, so that time is not booked. Please pick another time here: ${c.bookUrl}\n\nOr call or text ${c.business.phone} and we'll find one together.\n\n${c.business.name}`,
        attachments: [visitorFile(c, "CANCEL")],
      };
  }
}

/** The visitor's reminder, sent the day before. */
export function reminderMail(c: VisitMailContext): OutgoingMail | undefined {
  if (!c.lead.email) return undefined;
  const w = visitWhen(c.booking, c.business.timeZone);
  return {
    to: [c.lead.email],
    replyTo: c.business.email,
    subject: `Reminder: your estimate visit tomorrow at ${w.start}`,
    text: `Hi ${firstName(c.lead.name)},\n\nA reminder that ${c.business.ownerFirstName} comes for your estimate visit tomorrow.\n\n${visitDetails(c)}\n\n${whatHappens(c)}\n\n${changeLink(c)}\n\n${signOff(c)}`,
  };
}

/** The owner's invitation: REQUEST while the visit is on, CANCEL once it is off. */
export function ownerInvitation(c: VisitMailContext, ownerTo: string[]): OutgoingMail {
  const off = c.booking.status === "cancelled" || c.booking.status === "declined";
  const method: CalendarMethod = off ? "CANCEL" : "REQUEST";
  const w = visitWhen(c.booking, c.business.timeZone);
  const name = c.lead.name || "a visitor";
  const summary = `Estimate visit: ${name}`;
  const facts = [
    `Phone: ${c.lead.phone || "not given"}`,
    `E-mail: ${c.lead.email || "not given"}`,
    `Service: ${c.lead.service || "not given"}`,
    `Message: ${c.lead.message || "none"}`,
    c.lead.photoCount > 0 ? `Photos: ${c.lead.photoCount} (in the admin)` : "",
    `In the admin: ${c.adminUrl}`,
  ].filter(Boolean);
  const ics = visitCalendar({
    booking: c.booking,
    method,
    host: c.host,
    summary,
    location: c.booking.address,
    description: facts.join("\n"),
    organizer: { name: c.business.name, email: c.business.email },
    attendees: ownerTo.map((email) => ({ name: c.business.ownerFirstName, email })),
    url: c.adminUrl,
    now: c.now,
  });
  const state = off
    ? `Cancelled (${c.booking.status === "declined" ? "you declined it" : "the visit is off"})`
    : c.booking.status === "requested"
      ? "Waiting for you to confirm or decline"
      : "Booked";
  const prefix = off ? "Cancelled: " : c.booking.status === "requested" ? "Visit request: " : "";
  return {
    to: ownerTo,
    replyTo: c.lead.email || undefined,
    subject: `${prefix}${summary}, ${w.shortDay} at ${w.start}`,
    text: `${state}.\n\n${visitDetails(c)}\n\n${facts.join("\n")}\n`,
    calendar: { method, ics },
  };
}
