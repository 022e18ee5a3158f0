/**
 * What the admin says after the owner changes a visit: "We e-mailed the
 * customer" only when an e-mail is on its way to them (e-mail is set up and
 * they gave an address); otherwise that nobody was told, and the customer's
 * link to pass on himself (their visit's page, or the booking page when the
 * visit is off), with a text message ready when they gave a phone number.
 */
import { eq } from "drizzle-orm";
import { siteFacts } from "~/features/content/index.server";
import { smsHref } from "~/features/leads";
import type { PassOnLink } from "~/lib/admin-form";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions } from "~/server/db/schema.server";
import { getConfig, mailGoesOut } from "~/server/runtime.server";
import type { Booking } from "./bookings.server";
import { visitWhen } from "./visit-mails.server";
import { visitPageUrl } from "./visit-urls.server";

export type OwnersVisitChange = "booked" | "confirmed" | "declined" | "cancelled";

/** The messages when the customer's e-mail is on its way. */
const mailedMessages: Record<OwnersVisitChange, string> = {
  booked: "Visit booked. We e-mailed the customer and sent the invitation to your calendar.",
  confirmed: "Visit confirmed. We e-mailed the customer.",
  declined: "Visit declined. We e-mailed the customer a link to pick another time.",
  cancelled: "Visit cancelled. We e-mailed the customer and took it off your calendar.",
};

const doneWords: Record<OwnersVisitChange, string> = {
  booked: "Visit booked.",
  confirmed: "Visit confirmed.",
  declined: "Visit declined.",
  cancelled: "Visit cancelled.",
};

export interface VisitDone {
  message: string;
  link?: Omit<PassOnLink, "page">;
}

/** The owner's message after `change` of `booking`, and the link to pass on when no e-mail went. */
export async function visitDone(db: Db, booking: Booking, change: OwnersVisitChange): Promise<VisitDone> {
  const [lead] = await db
    .select({
      name: contactSubmissions.name,
      email: contactSubmissions.email,
      phone: contactSubmissions.phone,
    })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, booking.leadId));
  const mailOn = mailGoesOut();
  if (mailOn && lead?.email) return { message: mailedMessages[change] };
  if (!lead) return { message: doneWords[change] };
  const why = mailOn
    ? "This customer gave no e-mail address, so nothing was e-mailed to them."
    : `E-mail is not set up on this server, so nothing was e-mailed${change === "booked" || change === "cancelled" ? " (to the customer or to your calendar)" : ""}.`;
  const { business } = await siteFacts();
  const origin = getConfig().siteUrl.replace(/\/+$/, "");
  const w = visitWhen(booking, business.timeZone);
  const hi = `Hi ${lead.name.split(" ")[0] || lead.name}, ${business.ownerFirstName} from ${business.name} here.`;
  const visitOn = change === "booked" || change === "confirmed";
  const url = visitOn ? visitPageUrl(origin, booking) : `${origin}/book`;
  const text = {
    booked: `${hi} Your estimate visit is booked for ${w.shortDay} at ${w.start}. To change or cancel it: ${url}`,
    confirmed: `${hi} Your estimate visit on ${w.shortDay} at ${w.start} is confirmed. To change or cancel it: ${url}`,
    declined: `${hi} Sorry, I can't come on ${w.shortDay} at ${w.start}. Please pick another time here: ${url}`,
    cancelled: `${hi} Your estimate visit on ${w.shortDay} at ${w.start} is cancelled. Want another time? ${url}`,
  }[change];
  const sms = lead.phone ? smsHref(lead.phone, text) : undefined;
  return {
    message: `${doneWords[change]} ${why} Tell ${lead.name || "the customer"} yourself: the link is below.`,
    link: { url, to: lead.name || "the customer", ...(sms ? { sms } : {}) },
  };
}
