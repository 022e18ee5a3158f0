/**
 * Claiming visit times: only offered times, never two visits at once (even
 * racing), never past the daily cap or inside the buffer; moving, cancelling
 * and confirming a visit.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db } from "~/server/db/client.server";
import { bookings, contactSubmissions } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";
import { type Availability, DEFAULT_AVAILABILITY } from "../availability";
import {
  changeVisitStatus,
  claimVisit,
  offeredSlots,
  rescheduleVisit,
  type SlotRules,
} from "./bookings.server";

const timeZone = "America/Chicago";
// Wednesday 25 November 2026, 9 am in Minnesota.
const now = new Date("2026-11-25T15:00:00Z");
const availability: Availability = {
  ...DEFAULT_AVAILABILITY,
  notice: 1,
  // Thursday 26th: 4:00, 5:30 (60-minute visits, 30 minutes between) in a 4–7 pm window.
  windows: { ...DEFAULT_AVAILABILITY.windows, sat: [] },
  dailyCap: 2,
};
const rules: SlotRules = { availability, busy: [], timeZone, now };
const at = (iso: string) => new Date(iso);
const thursday4pm = at("2026-11-26T22:00:00Z");
const thursday530pm = at("2026-11-26T23:30:00Z");

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

onEachDatabase("booking visits", (database) => {
  it("books an offered time, marks the lead scheduled, and stops offering the time", async () => {
    const { db } = database();
    await db.delete(bookings);
    const leadId = await newLead(db);
    const before = await offeredSlots(db, rules, 3);
    expect(before.map((s) => s.start)).toEqual([
      at("2026-11-25T22:00:00Z"),
      at("2026-11-25T23:30:00Z"),
      thursday4pm,
    ]);
    const result = await claimVisit(db, rules, {
      leadId,
      start: thursday4pm,
      address: "12 Elm St",
      status: "confirmed",
    });
    expect(result.ok).toBe(true);
    const [lead] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, leadId));
    expect(lead!.status).toBe("estimate_scheduled");
    const after = await offeredSlots(db, rules);
    expect(after.some((s) => s.start.getTime() === thursday4pm.getTime())).toBe(false);
  });

  it("gives exactly one of many racing visitors the same time; the rest are told it was taken", async () => {
    const { db } = database();
    await db.delete(bookings);
    const leads = await Promise.all(Array.from({ length: 8 }, (_, i) => newLead(db, `Racer ${i}`)));
    const results = await Promise.all(
      leads.map((leadId) =>
        claimVisit(db, rules, { leadId, start: thursday530pm, address: "", status: "confirmed" }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((r) => !r.ok))
      expect(["taken", "not-offered"]).toContain(r.ok ? "" : r.reason);
    expect(await db.select().from(bookings)).toHaveLength(1);
  });

  it("refuses a time not offered: in the past, off the grid, inside the buffer, past the cap", async () => {
    const { db } = database();
    await db.delete(bookings);
    const leadId = await newLead(db);
    const claim = (start: Date) => claimVisit(db, rules, { leadId, start, address: "", status: "confirmed" });
    expect(await claim(at("2026-11-24T22:00:00Z"))).toEqual({ ok: false, reason: "not-offered" });
    expect(await claim(at("2026-11-26T22:10:00Z"))).toEqual({ ok: false, reason: "not-offered" });
    expect((await claim(thursday4pm)).ok).toBe(true);
    expect((await claim(thursday530pm)).ok).toBe(true);
    // Friday is fine, but Thursday has reached the cap of two.
    expect((await offeredSlots(db, rules)).some((s) => s.start.toISOString().startsWith("2026-11-26"))).toBe(
      false,
    );
    // The database itself refuses an overlap, even one written past the checks.
    await expect(
      db.insert(bookings).values({
        leadId,
        startsAt: at("2026-11-26T23:00:00Z"),
        endsAt: at("2026-11-27T00:00:00Z"),
        blockedUntil: at("2026-11-27T00:30:00Z"),
        day: "2026-11-26",
        status: "requested",
      }),
    ).rejects.toThrow();
  });

  it("moves a visit to another offered time, cancels it, and a cancelled visit frees its time", async () => {
    const { db } = database();
    await db.delete(bookings);
    const leadId = await newLead(db);
    const booked = await claimVisit(db, rules, {
      leadId,
      start: thursday4pm,
      address: "",
      status: "requested",
    });
    if (!booked.ok) throw new Error("not booked");
    // Its own time stays offered to it (moving 4 pm to 5:30 pm needs 4 pm set aside).
    const moved = await rescheduleVisit(db, rules, booked.booking.id, thursday530pm);
    expect(moved.ok && moved.booking.startsAt).toEqual(thursday530pm);
    expect(moved.ok && moved.booking.sequence).toBe(1);
    expect((await changeVisitStatus(db, booked.booking.id, "confirmed", ["requested"]))?.status).toBe(
      "confirmed",
    );
    expect(await changeVisitStatus(db, booked.booking.id, "declined", ["requested"])).toBeUndefined();
    const cancelled = await changeVisitStatus(db, booked.booking.id, "cancelled", ["requested", "confirmed"]);
    expect(cancelled?.sequence).toBe(2);
    expect(await rescheduleVisit(db, rules, booked.booking.id, thursday4pm)).toEqual({
      ok: false,
      reason: "closed",
    });
    const other = await newLead(db, "Another");
    expect(
      (await claimVisit(db, rules, { leadId: other, start: thursday530pm, address: "", status: "confirmed" }))
        .ok,
    ).toBe(true);
  });

  it("books once for a form sent twice", async () => {
    const { db } = database();
    await db.delete(bookings);
    const leadId = await newLead(db);
    const request = {
      leadId,
      start: thursday4pm,
      address: "",
      status: "confirmed" as const,
      submissionKey: "k-1",
    };
    const first = await claimVisit(db, rules, request);
    const again = await claimVisit(db, rules, request);
    expect(again.ok && again.repeated).toBe(true);
    expect(first.ok && again.ok && again.booking.id === first.booking.id).toBe(true);
  });
});
