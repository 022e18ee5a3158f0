/**
 * One visit to come per lead (issue 51): a visitor's claim for a lead that
 * already has one is refused with that visit (the booking page moves it),
 * however many claims race for the lead, on whatever days; a visit in the
 * past or cancelled does not count, and other leads are not held back.
 */
import { expect, it } from "vitest";
import type { Db } from "~/server/db/client.server";
import { bookings, contactSubmissions } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";
import { DEFAULT_AVAILABILITY } from "../availability";
import {
  changeVisitStatus,
  claimVisit,
  offeredSlots,
  type SlotRules,
  upcomingVisit,
} from "./bookings.server";

const timeZone = "America/Chicago";
// Wednesday 25 November 2026, 9 am in Minnesota.
const now = new Date("2026-11-25T15:00:00Z");
const rules: SlotRules = {
  availability: { ...DEFAULT_AVAILABILITY, notice: 1, dailyCap: 3 },
  busy: [],
  timeZone,
  now,
};

async function newLead(db: Db, name = "Dana Fox"): Promise<string> {
  const [row] = await db
    .insert(contactSubmissions)
    .values({
      name,
      email: "dana@example.com",
      phone: "651-555-0142",
      service: "Interior Painting",
      message: "",
    })
    .returning({ id: contactSubmissions.id });
  return row!.id;
}

const claim = (leadId: string, start: Date, onePerLead = true) =>
  claimVisit(db(), rules, { leadId, start, address: "", status: "confirmed", onePerLead });

let db: () => Db;

onEachDatabase("one visit to come per lead", (database) => {
  it("refuses a second visit for the lead with the one it has; another lead still books", async () => {
    db = () => database().db;
    await db().delete(bookings);
    const [first, second, third] = await offeredSlots(db(), rules, 3);
    const leadId = await newLead(db());
    const booked = await claim(leadId, first!.start);
    expect(booked.ok).toBe(true);
    const again = await claim(leadId, second!.start);
    expect(again.ok).toBe(false);
    expect(!again.ok && again.reason).toBe("has-visit");
    expect(!again.ok && again.reason === "has-visit" && again.booking.id).toBe(
      booked.ok && booked.booking.id,
    );
    // The owner's own booking for a lead (no rule asked) is not held to it.
    expect((await claim(leadId, third!.start, false)).ok).toBe(true);
    expect((await claim(await newLead(db(), "Other"), second!.start)).ok).toBe(true);
    expect(await db().select().from(bookings)).toHaveLength(3);
  });

  it("books exactly one visit for 30 claims racing for one lead across the month", async () => {
    db = () => database().db;
    await db().delete(bookings);
    const slots = await offeredSlots(db(), rules, 30);
    const leadId = await newLead(db());
    const results = await Promise.all(slots.map((slot) => claim(leadId, slot.start)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "has-visit")).toHaveLength(29);
    expect(await db().select().from(bookings)).toHaveLength(1);
  });

  it("does not count a cancelled visit or one already over", async () => {
    db = () => database().db;
    await db().delete(bookings);
    const [first, second] = await offeredSlots(db(), rules, 2);
    const leadId = await newLead(db());
    const booked = await claim(leadId, first!.start);
    if (!booked.ok) throw new Error("not booked");
    expect((await upcomingVisit(db(), leadId, now))?.id).toBe(booked.booking.id);
    // A day after the visit ended, it no longer counts.
    expect(
      await upcomingVisit(db(), leadId, new Date(booked.booking.endsAt.getTime() + 86_400_000)),
    ).toBeUndefined();
    await changeVisitStatus(db(), booked.booking.id, "cancelled", ["confirmed"]);
    expect((await claim(leadId, second!.start)).ok).toBe(true);
  });
});
