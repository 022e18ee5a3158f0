/**
 * What a change to a visit tells people, queued in the change's own
 * transaction (the `after` hook of bookings.server.ts): the visitor's e-mail
 * with an .ics file, the owner's calendar invitation (METHOD:REQUEST, or
 * METHOD:CANCEL with a higher SEQUENCE), the visitor's reminder the day
 * before, and the owner's push alert.
 *
 * The e-mails go through the message outbox (app/server/message-outbox), so
 * they leave if and only if the change commits, once each (dedupe keys name
 * the visit, the change, its SEQUENCE and who it is for). The reminder is
 * queued with the visit for 9 am the day before, under a topic of its own:
 * a move or a cancellation cancels it, and a move queues a new one.
 */
import { eq } from "drizzle-orm";
import { siteFacts } from "~/features/content/index.server";
import { sendOwnerAlert } from "~/features/leads/index.server";
import { addDays, zonedTimeToDate } from "~/lib/zoned-time";
import type { Db } from "~/server/db/client.server";
import { bookings, contactSubmissions } from "~/server/db/schema.server";
import { cancelMail, getMessageOutbox, queueMail } from "~/server/message-outbox.server";
import { getAuthSecret, getConfig, getDb, isStarted } from "~/server/runtime.server";
import type { Booking } from "./bookings.server";
import {
  ownerInvitation,
  reminderMail,
  type VisitChange,
  type VisitLead,
  type VisitMailContext,
  visitorMail,
  visitWhen,
} from "./visit-mails.server";
import { visitPageUrl } from "./visit-urls.server";

export type { VisitChange };

export interface VisitNoticeContext {
  /** The site's address (https://…), for links in the messages. */
  origin: string;
  /** Who made the change: the owner's own changes push no alert to his phone. Default "visitor". */
  by?: "visitor" | "owner";
  /** For tests: the business, the owner's addresses, the link secret and the clock (the running site's otherwise). */
  business?: VisitMailContext["business"];
  ownerTo?: string[];
  secret?: string;
  now?: Date;
}

/** The visit in the admin's list of visits. */
export const visitAdminPath = (id: string) => `/admin/visits#visit-${id}`;

/** The hour of the day before a visit when its reminder goes. */
const REMINDER_HOUR = "09:00";
const reminderTopic = (id: string) => `visit-reminder:${id}`;

async function businessNow(): Promise<VisitMailContext["business"]> {
  const { business } = await siteFacts();
  return {
    name: business.name,
    ownerFirstName: business.ownerFirstName,
    email: business.email,
    phone: business.phone.display,
    timeZone: business.timeZone,
    timeZoneName: business.timeZoneName,
  };
}

/** What every message about a visit is written from: the visit, its lead, the business and the links. */
export async function visitMailContext(
  booking: Booking,
  lead: VisitLead,
  context: VisitNoticeContext,
): Promise<VisitMailContext> {
  const origin = context.origin.replace(/\/+$/, "");
  return {
    booking,
    lead,
    business: context.business ?? (await businessNow()),
    visitUrl: visitPageUrl(origin, booking, context.secret ?? getAuthSecret()),
    bookUrl: `${origin}/book`,
    adminUrl: `${origin}${visitAdminPath(booking.id)}`,
    host: new URL(origin).hostname,
    now: context.now ?? new Date(),
  };
}

/** Queues the messages for `change` of `booking` (inside the caller's transaction). */
export async function queueVisitNotices(
  tx: Db,
  booking: Booking,
  change: VisitChange,
  context: VisitNoticeContext,
): Promise<void> {
  const [lead] = await tx.select().from(contactSubmissions).where(eq(contactSubmissions.id, booking.leadId));
  if (!lead) return;
  const c = await visitMailContext(booking, lead, context);
  const key = (who: string) => `visit:${booking.id}:${change}:${booking.sequence}:${who}`;
  const visitor = visitorMail(c, change);
  if (visitor)
    await queueMail(tx, { kind: `booking.visitor.${change}`, mail: visitor, dedupeKey: key("visitor") });
  const ownerTo = context.ownerTo ?? getConfig().leadsNotifyTo;
  if (ownerTo.length > 0) {
    await queueMail(tx, {
      kind: "booking.invitation",
      mail: ownerInvitation(c, ownerTo),
      dedupeKey: key("owner"),
    });
  }
  await queueReminder(tx, c, change);
  if (isStarted())
    announceAfterCommit(c, change, context.by ?? (isOwnersChange(change) ? "owner" : "visitor"));
}

const isOwnersChange = (change: VisitChange) => change === "confirmed" || change === "declined";

/** The day-before reminder: queued for a confirmed visit still to come, cancelled with the visit. */
async function queueReminder(tx: Db, c: VisitMailContext, change: VisitChange): Promise<void> {
  const { booking } = c;
  const topic = reminderTopic(booking.id);
  if (change !== "booked") await cancelMail(tx, topic);
  if (booking.status !== "confirmed") return;
  const sendAt = zonedTimeToDate(c.business.timeZone, `${addDays(booking.day, -1)}T${REMINDER_HOUR}`);
  // Booked after 9 am the day before: the confirmation just sent is reminder enough.
  if (!sendAt || sendAt <= c.now) return;
  const mail = reminderMail(c);
  if (!mail) return;
  await queueMail(tx, {
    kind: "booking.reminder",
    mail,
    topic,
    sendAt,
    dedupeKey: `visit:${booking.id}:reminder:${booking.sequence}`,
  });
  await tx.update(bookings).set({ remindedAt: c.now }).where(eq(bookings.id, booking.id));
}

/** The owner's phone alert for a visitor's change, or none. */
export function visitAlert(
  c: { booking: Booking; lead: { name: string; service: string }; timeZone: string },
  change: VisitChange,
) {
  const w = visitWhen(c.booking, c.timeZone);
  const when = `${w.shortDay.replace(",", "")}, ${w.start}`;
  const who = c.lead.name || "a visitor";
  const request = c.booking.status === "requested";
  const title = {
    booked: request ? `Visit request: ${when} — ${who}` : `Visit booked: ${when} — ${who}`,
    rescheduled: `Visit moved: ${when} — ${who}`,
    cancelled: `Visit cancelled: ${when} — ${who}`,
    confirmed: `Visit confirmed: ${when} — ${who}`,
    declined: `Visit declined: ${when} — ${who}`,
  }[change];
  const body = request
    ? "Tap to confirm or decline."
    : [c.lead.service, c.booking.address].filter(Boolean).join(" · ");
  return { title, body, tag: `visit-${c.booking.id}`, url: visitAdminPath(c.booking.id) };
}

/** How long after the change the outbox is kicked and the alert sent (the change's commit comes first). */
const AFTER_COMMIT_MS = 300;

/**
 * After the transaction: kicks the outbox so the e-mails leave within
 * seconds, and pushes the owner's alert for a visitor's change, once the
 * visit reads as changed (a change rolled back alerts nobody).
 */
function announceAfterCommit(c: VisitMailContext, change: VisitChange, by: "visitor" | "owner"): void {
  const timer = setTimeout(() => {
    getMessageOutbox()?.kick();
    if (by === "owner" || !isStarted()) return;
    void (async () => {
      const [row] = await getDb()
        .select({ status: bookings.status, sequence: bookings.sequence })
        .from(bookings)
        .where(eq(bookings.id, c.booking.id));
      if (row?.status !== c.booking.status || row.sequence !== c.booking.sequence) return;
      await sendOwnerAlert(visitAlert({ ...c, timeZone: c.business.timeZone }, change));
    })().catch((error) => console.error("[booking] visit alert failed:", error));
  }, AFTER_COMMIT_MS);
  timer.unref?.();
}
