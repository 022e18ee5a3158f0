/**
 * The messages a visit's changes queue: the owner's calendar invitation
 * (read back with ical.js: METHOD, UID, SEQUENCE, DTSTART, STATUS), the
 * visitor's e-mails and .ics files, the day-before reminder, and nothing
 * queued twice.
 */
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { expect, it } from "vitest";
import type { Db } from "~/server/db/client.server";
import { bookings, contactSubmissions, outboxMessages } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";
import { DEFAULT_AVAILABILITY } from "../availability";
import {
  type Booking,
  changeVisitStatus,
  claimVisit,
  rescheduleVisit,
  type SlotRules,
} from "./bookings.server";
import { readVisitLinkToken } from "./visit-links.server";
import { queueVisitNotices, type VisitChange, visitAlert } from "./visit-notices.server";

const timeZone = "America/Chicago";
// Wednesday 25 November 2026, 9 am in Minnesota.
const now = new Date("2026-11-25T15:00:00Z");
const rules: SlotRules = {
  availability: { ...DEFAULT_AVAILABILITY, notice: 1, dailyCap: 3 },
  busy: [],
  timeZone,
  now,
};
const thursday4pm = new Date("2026-11-26T22:00:00Z");
const friday4pm = new Date("2026-11-27T22:00:00Z");
const secret = "test-secret-of-thirty-two-characters!";
const context = {
  origin: "https://painting.test",
  business: {
    name: "Twin Cities Painting",
    ownerFirstName: "Mike",
    email: "hello@painting.test",
    phone: "(651) 555-0100",
    timeZone,
    timeZoneName: "Central Time",
  },
  ownerTo: ["owner@painting.test"],
  secret,
  now,
};
const after = (change: VisitChange) => (tx: Db, booking: Booking) =>
  queueVisitNotices(tx, booking, change, context);

async function newLead(db: Db): Promise<string> {
  const [row] = await db
    .insert(contactSubmissions)
    .values({
      name: "Dana Fox",
      email: "dana@example.com",
      phone: "651-555-0142",
      service: "Interior Painting",
      message: "Two bedrooms and a hallway.",
    })
    .returning({ id: contactSubmissions.id });
  return row!.id;
}

function event(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const vevent = root.getFirstSubcomponent("vevent")!;
  const start = vevent.getFirstPropertyValue("dtstart") as ICAL.Time;
  return {
    method: root.getFirstPropertyValue("method"),
    uid: vevent.getFirstPropertyValue("uid"),
    sequence: vevent.getFirstPropertyValue("sequence"),
    status: vevent.getFirstPropertyValue("status"),
    start: start.toJSDate(),
    startIsUtc: start.zone === ICAL.Timezone.utcTimezone,
    summary: vevent.getFirstPropertyValue("summary"),
    location: vevent.getFirstPropertyValue("location"),
    description: String(vevent.getFirstPropertyValue("description")),
    organizer: vevent.getFirstPropertyValue("organizer"),
    attendee: vevent.getFirstPropertyValue("attendee"),
  };
}

async function queued(db: Db) {
  return db.select().from(outboxMessages).orderBy(outboxMessages.createdAt);
}

onEachDatabase("visit notices", (database) => {
  it("a booked visit sends the owner a REQUEST and the visitor a confirmation with a calendar file and the visit's link", async () => {
    const { db } = database();
    await db.delete(bookings);
    await db.delete(outboxMessages);
    const leadId = await newLead(db);
    const claim = await claimVisit(
      db,
      rules,
      { leadId, start: thursday4pm, address: "12 Elm St, Roseville", status: "confirmed" },
      after("booked"),
    );
    if (!claim.ok) throw new Error("not booked");
    const id = claim.booking.id;
    const rows = await queued(db);
    const invitation = rows.find((r) => r.kind === "booking.invitation")!;
    expect(invitation.mail.to).toEqual(["owner@painting.test"]);
    expect(invitation.mail.subject).toBe("Estimate visit: Dana Fox, Thu, Nov 26 at 4:00 PM");
    const owner = event(invitation.mail.calendar!.ics);
    expect(invitation.mail.calendar!.method).toBe("REQUEST");
    expect(owner).toMatchObject({
      method: "REQUEST",
      uid: `visit-${id}@painting.test`,
      sequence: 0,
      status: "CONFIRMED",
      start: thursday4pm,
      startIsUtc: true,
      summary: "Estimate visit: Dana Fox",
      location: "12 Elm St, Roseville",
      organizer: "mailto:hello@painting.test",
      attendee: "mailto:owner@painting.test",
    });
    expect(owner.description).toContain("651-555-0142");
    expect(owner.description).toContain("Interior Painting");
    expect(owner.description).toContain("Two bedrooms and a hallway.");
    expect(owner.description).toContain(`https://painting.test/admin/visits#visit-${id}`);

    const visitor = rows.find((r) => r.kind === "booking.visitor.booked")!;
    expect(visitor.mail.to).toEqual(["dana@example.com"]);
    expect(visitor.mail.text).toContain("Thursday, November 26, 4:00 PM – 5:00 PM (Central Time)");
    expect(visitor.mail.text).toContain("12 Elm St, Roseville");
    expect(visitor.mail.text).toContain("What happens at the visit");
    const link = /https:\/\/painting\.test\/book\/visit\/(\S+)/.exec(visitor.mail.text)?.[1];
    expect(link && readVisitLinkToken(secret, link, now)).toEqual({ ok: true, id });
    const file = visitor.mail.attachments![0]!;
    expect(file.filename).toBe("estimate-visit.ics");
    const added = event(Buffer.from(file.base64, "base64").toString("utf8"));
    expect(added).toMatchObject({ method: "PUBLISH", uid: `visit-${id}@painting.test`, start: thursday4pm });

    // Queued for 9 am Wednesday in Minnesota? No: that is now, so too late; the confirmation stands for it.
    expect(rows.some((r) => r.kind === "booking.reminder")).toBe(false);

    // The same change told again queues nothing new.
    await db.transaction((tx) => queueVisitNotices(tx, claim.booking, "booked", context));
    expect(await queued(db)).toHaveLength(rows.length);
  });

  it("a move sends a new REQUEST with a higher SEQUENCE and moves the reminder; a cancellation sends CANCEL and stops it", async () => {
    const { db } = database();
    await db.delete(bookings);
    await db.delete(outboxMessages);
    const leadId = await newLead(db);
    const claim = await claimVisit(
      db,
      rules,
      { leadId, start: friday4pm, address: "12 Elm St", status: "confirmed" },
      after("booked"),
    );
    if (!claim.ok) throw new Error("not booked");
    const id = claim.booking.id;
    const firstReminder = (await queued(db)).find((r) => r.kind === "booking.reminder")!;
    // 9 am Thursday in Minnesota (CST, UTC-6).
    expect(firstReminder.sendAt).toEqual(new Date("2026-11-26T15:00:00Z"));
    expect(firstReminder.mail.subject).toBe("Reminder: your estimate visit tomorrow at 4:00 PM");

    const saturday9am = new Date("2026-11-28T15:00:00Z");
    const moved = await rescheduleVisit(db, rules, id, saturday9am, after("rescheduled"));
    expect(moved.ok).toBe(true);
    const rows = await queued(db);
    const update = rows.filter((r) => r.kind === "booking.invitation").at(-1)!;
    expect(event(update.mail.calendar!.ics)).toMatchObject({
      method: "REQUEST",
      uid: `visit-${id}@painting.test`,
      sequence: 1,
      start: saturday9am,
    });
    const reminders = rows.filter((r) => r.kind === "booking.reminder");
    expect(reminders.map((r) => r.status)).toEqual(["cancelled", "pending"]);
    expect(reminders[1]!.sendAt).toEqual(new Date("2026-11-27T15:00:00Z"));

    await changeVisitStatus(db, id, "cancelled", ["requested", "confirmed"], after("cancelled"));
    const last = await queued(db);
    const cancel = last.filter((r) => r.kind === "booking.invitation").at(-1)!;
    expect(cancel.mail.calendar!.method).toBe("CANCEL");
    expect(cancel.mail.subject).toMatch(/^Cancelled: /);
    expect(event(cancel.mail.calendar!.ics)).toMatchObject({
      method: "CANCEL",
      uid: `visit-${id}@painting.test`,
      sequence: 2,
      status: "CANCELLED",
    });
    const visitorCancel = last.find((r) => r.kind === "booking.visitor.cancelled")!;
    expect(visitorCancel.mail.text).toContain("is cancelled");
    expect(event(Buffer.from(visitorCancel.mail.attachments![0]!.base64, "base64").toString())).toMatchObject(
      {
        method: "CANCEL",
        status: "CANCELLED",
        sequence: 2,
      },
    );
    expect(last.filter((r) => r.kind === "booking.reminder").map((r) => r.status)).toEqual([
      "cancelled",
      "cancelled",
    ]);
  });

  it("a request tells the visitor it waits for the owner; confirming and declining tell them which", async () => {
    const { db } = database();
    await db.delete(bookings);
    await db.delete(outboxMessages);
    const leadId = await newLead(db);
    const claim = await claimVisit(
      db,
      rules,
      { leadId, start: friday4pm, address: "12 Elm St", status: "requested" },
      after("booked"),
    );
    if (!claim.ok) throw new Error("not booked");
    let rows = await queued(db);
    const received = rows.find((r) => r.kind === "booking.visitor.booked")!;
    expect(received.mail.subject).toBe("Visit request received: Fri, Nov 27 at 4:00 PM");
    expect(received.mail.text).toContain("Mike will confirm it shortly");
    const invitation = rows.find((r) => r.kind === "booking.invitation")!;
    expect(invitation.mail.subject).toMatch(/^Visit request: /);
    expect(event(invitation.mail.calendar!.ics).status).toBe("TENTATIVE");
    // No reminder for a visit not confirmed yet.
    expect(rows.some((r) => r.kind === "booking.reminder")).toBe(false);
    expect(
      visitAlert({ booking: claim.booking, lead: { name: "Dana Fox", service: "" }, timeZone }, "booked"),
    ).toMatchObject({
      title: "Visit request: Fri Nov 27, 4:00 PM — Dana Fox",
      body: "Tap to confirm or decline.",
      url: `/admin/visits#visit-${claim.booking.id}`,
    });

    await changeVisitStatus(db, claim.booking.id, "confirmed", ["requested"], after("confirmed"));
    rows = await queued(db);
    expect(rows.find((r) => r.kind === "booking.visitor.confirmed")!.mail.subject).toBe(
      "Confirmed: your estimate visit on Fri, Nov 27 at 4:00 PM",
    );
    expect(rows.filter((r) => r.kind === "booking.reminder")).toHaveLength(1);

    const other = await claimVisit(
      db,
      rules,
      { leadId, start: thursday4pm, address: "12 Elm St", status: "requested" },
      after("booked"),
    );
    if (!other.ok) throw new Error("not booked");
    await changeVisitStatus(db, other.booking.id, "declined", ["requested"], after("declined"));
    rows = await queued(db);
    const declined = rows.find((r) => r.kind === "booking.visitor.declined")!;
    expect(declined.mail.subject).toBe("Mike can't make Thu, Nov 26 at 4:00 PM");
    expect(declined.mail.text).toContain("https://painting.test/book");
    const ownerCancel = rows.filter((r) => r.kind === "booking.invitation").at(-1)!;
    expect(event(ownerCancel.mail.calendar!.ics)).toMatchObject({
      method: "CANCEL",
      status: "CANCELLED",
      sequence: 1,
    });
    const [stored] = await db.select().from(bookings).where(eq(bookings.id, other.booking.id));
    expect(stored!.status).toBe("declined");
  });
});
