/**
 * /admin/visits: the estimate visits to come, by day, for the whole team
 * (like the leads, staff may confirm, decline and cancel them), and a visit
 * booked for someone who called. Each change tells the visitor and updates
 * the owner's calendar (queueVisitNotices, in the change's transaction).
 */
import { and, asc, desc, eq, gt, inArray, notExists } from "drizzle-orm";
import { siteFacts } from "~/features/content/index.server";
import { addDays, dayIn } from "~/lib/zoned-time";
import { isUuid, readAdminForm, refused, savedRedirect } from "~/server/admin-posts.server";
import type { Db } from "~/server/db/client.server";
import { bookings, contactSubmissions, leadPhotos } from "~/server/db/schema.server";
import { getConfig, getDb } from "~/server/runtime.server";
import type { LeadVisit, VisitsPageData, VisitView } from "../visits-data";
import { busyOf, readBookingSettings, readCalendarCopy } from "./booking-store.server";
import {
  ACTIVE_STATUSES,
  type Booking,
  type BookingStatus,
  changeVisitStatus,
  claimVisit,
  offeredSlots,
  type SlotRules,
} from "./bookings.server";
import { visitWhen } from "./visit-mails.server";
import { queueVisitNotices, type VisitChange } from "./visit-notices.server";
import { visitDone } from "./visit-pass-on.server";

const PAGE = "/admin/visits";
/** How long after its start a visit stays on the list (the owner may still be there). */
const SHOWN_AFTER_START_MS = 3 * 60 * 60_000;
/** How many free times the "book a visit" form offers. */
const OFFERED_TIMES = 24;

function dayHeading(day: string, today: string): string {
  if (day === today) return "Today";
  if (day === addDays(today, 1)) return "Tomorrow";
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
  }).format(new Date(`${day}T12:00:00Z`));
}

export const mapsLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

function viewOf(
  booking: Booking,
  lead: typeof contactSubmissions.$inferSelect,
  photoIds: string[],
  timeZone: string,
): VisitView {
  const w = visitWhen(booking, timeZone);
  return {
    id: booking.id,
    leadId: lead.id,
    at: booking.startsAt.toISOString(),
    time: `${w.start} – ${w.end}`,
    when: `${w.shortDay}, ${w.start}`,
    status: booking.status,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    service: lead.service,
    message: lead.message,
    address: booking.address,
    mapsUrl: booking.address ? mapsLink(booking.address) : null,
    photoIds,
  };
}

async function photosOf(db: Db, leadIds: string[]): Promise<Map<string, string[]>> {
  const photos = new Map<string, string[]>();
  if (leadIds.length === 0) return photos;
  const rows = await db
    .select({ id: leadPhotos.id, leadId: leadPhotos.submissionId })
    .from(leadPhotos)
    .where(inArray(leadPhotos.submissionId, leadIds))
    .orderBy(asc(leadPhotos.position));
  for (const row of rows) photos.set(row.leadId, [...(photos.get(row.leadId) ?? []), row.id]);
  return photos;
}

async function slotRules(db: Db, now: Date): Promise<SlotRules> {
  const [{ business }, settings, copy] = await Promise.all([
    siteFacts(),
    readBookingSettings(db),
    readCalendarCopy(db),
  ]);
  return {
    availability: settings.availability,
    busy: busyOf(copy, settings.calendarUrl),
    timeZone: business.timeZone,
    now,
  };
}

export async function visitsPageData(now = new Date()): Promise<VisitsPageData> {
  const db = getDb();
  const rules = await slotRules(db, now);
  const { timeZone } = rules;
  const rows = await db
    .select({ booking: bookings, lead: contactSubmissions })
    .from(bookings)
    .innerJoin(contactSubmissions, eq(bookings.leadId, contactSubmissions.id))
    .where(
      and(
        inArray(bookings.status, [...ACTIVE_STATUSES]),
        gt(bookings.startsAt, new Date(now.getTime() - SHOWN_AFTER_START_MS)),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  const photos = await photosOf(
    db,
    rows.map((r) => r.lead.id),
  );
  const today = dayIn(timeZone, now);
  const days: VisitsPageData["days"] = [];
  for (const { booking, lead } of rows) {
    const view = viewOf(booking, lead, photos.get(lead.id) ?? [], timeZone);
    const last = days.at(-1);
    if (last?.day === booking.day) last.visits.push(view);
    else days.push({ day: booking.day, heading: dayHeading(booking.day, today), visits: [view] });
  }
  // Leads of the last weeks without a visit to come, for booking one by phone.
  const leads = await db
    .select({ id: contactSubmissions.id, name: contactSubmissions.name, service: contactSubmissions.service })
    .from(contactSubmissions)
    .where(
      and(
        inArray(contactSubmissions.status, ["new", "contacted"]),
        notExists(
          db
            .select({ id: bookings.id })
            .from(bookings)
            .where(
              and(eq(bookings.leadId, contactSubmissions.id), inArray(bookings.status, [...ACTIVE_STATUSES])),
            ),
        ),
      ),
    )
    .orderBy(desc(contactSubmissions.createdAt))
    .limit(50);
  const slots = await offeredSlots(db, rules, OFFERED_TIMES);
  return {
    timeZoneName: (await siteFacts()).business.timeZoneName,
    days,
    leads: leads.map((l) => ({ id: l.id, label: l.service ? `${l.name} (${l.service})` : l.name })),
    slots: slots.map((slot) => {
      const w = visitWhen({ startsAt: slot.start, endsAt: slot.end }, timeZone);
      return { at: slot.start.toISOString(), label: `${w.shortDay}, ${w.start}` };
    }),
  };
}

/** The visits to come of these leads, for their cards on the dashboard. */
export async function visitsOfLeads(leadIds: string[], now = new Date()): Promise<Record<string, LeadVisit>> {
  if (leadIds.length === 0) return {};
  const db = getDb();
  const { timeZone } = (await siteFacts()).business;
  const rows = await db
    .select({ booking: bookings, name: contactSubmissions.name })
    .from(bookings)
    .innerJoin(contactSubmissions, eq(bookings.leadId, contactSubmissions.id))
    .where(
      and(
        inArray(bookings.leadId, leadIds),
        inArray(bookings.status, [...ACTIVE_STATUSES]),
        gt(bookings.startsAt, new Date(now.getTime() - SHOWN_AFTER_START_MS)),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  const out: Record<string, LeadVisit> = {};
  for (const { booking, name } of rows) {
    if (out[booking.leadId]) continue;
    const w = visitWhen(booking, timeZone);
    out[booking.leadId] = {
      id: booking.id,
      name,
      when: `${w.shortDay}, ${w.start} – ${w.end}`,
      status: booking.status,
    };
  }
  return out;
}

const statusChanges: Record<string, { to: "confirmed" | "declined" | "cancelled"; from: BookingStatus[] }> = {
  confirm: { to: "confirmed", from: ["requested"] },
  decline: { to: "declined", from: ["requested"] },
  cancel: { to: "cancelled", from: ["requested", "confirmed"] },
};

/** Where to go back after a change: the dashboard when the lead card posted it, else the list. */
function backTo(form: FormData): string {
  return form.get("back") === "/admin" ? "/admin" : PAGE;
}

const notices = (change: VisitChange) => (tx: Db, booking: Booking) =>
  queueVisitNotices(tx, booking, change, { origin: getConfig().siteUrl, by: "owner" });

export async function visitsAction(request: Request) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  const { form, intent } = post;
  const db = getDb();
  if (intent === "book") return bookForLead(db, form);
  const change = statusChanges[intent];
  if (!change) return refused(400, "Unknown action.");
  const id = String(form.get("id") ?? "");
  if (!isUuid(id)) return refused(404, "That visit is not on the list any more.");
  const changed = await changeVisitStatus(db, id, change.to, change.from, notices(change.to));
  if (!changed) {
    return savedRedirect(
      backTo(form),
      "That visit was already changed (confirmed, declined or cancelled). The list shows it as it is now.",
      "error",
    );
  }
  const done = await visitDone(db, changed, change.to);
  return savedRedirect(backTo(form), done.message, "success", done.link);
}

/** A visit booked by the team for someone who called: confirmed at once. */
async function bookForLead(db: Db, form: FormData) {
  const leadId = String(form.get("leadId") ?? "");
  const address = String(form.get("address") ?? "").trim();
  const start = new Date(String(form.get("start") ?? ""));
  const issues = [
    !isUuid(leadId) ? { field: "leadId", message: "Choose whose visit it is." } : undefined,
    Number.isNaN(start.getTime()) ? { field: "start", message: "Choose a time from the list." } : undefined,
    address.length < 3 || address.length > 200
      ? { field: "address", message: "Enter the street address of the visit." }
      : undefined,
  ].filter((issue) => issue !== undefined);
  const values = { leadId, address, start: String(form.get("start") ?? "") };
  if (issues.length > 0) {
    return refused(
      400,
      issues.length === 1 ? "Check the field marked below." : "Check the fields marked below.",
      {
        issues,
        values,
      },
    );
  }
  const [lead] = await db
    .select({ id: contactSubmissions.id })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, leadId));
  if (!lead) return refused(404, "That lead is no longer there.", { values });
  const result = await claimVisit(
    db,
    await slotRules(db, new Date()),
    { leadId, start, address, status: "confirmed" },
    notices("booked"),
  );
  if (!result.ok) {
    return refused(409, "That time is no longer free. Choose another from the list.", {
      issues: [{ field: "start", message: "Choose another time." }],
      values,
    });
  }
  const done = await visitDone(db, result.booking, "booked");
  return savedRedirect(PAGE, done.message, "success", done.link);
}
