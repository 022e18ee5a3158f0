/**
 * Claims made at the same moment are checked together under one lock, one
 * after another: still one visit per time and never past the cap, each claim
 * answered on its own (one failing undoes only itself), a form sent twice
 * books once.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "~/server/db/client.server";
import { bookings, contactSubmissions } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";
import { type Availability, DEFAULT_AVAILABILITY } from "../availability";
import { type ClaimResult, claimVisit, type SlotRules } from "./bookings.server";
import { inGroup, type Settled } from "./claim-groups.server";

describe("claims in groups", () => {
  it("runs the calls of one turn as one group, and those arriving meanwhile as the next", async () => {
    const groups: number[][] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const run = async (inputs: number[]): Promise<Settled<number>[]> => {
      groups.push(inputs);
      if (groups.length === 1) await held;
      return inputs.map((n) => ({ ok: true, value: n * 10 }));
    };
    const owner = {};
    const first = [1, 2, 3].map((n) => inGroup(owner, "day", n, run));
    await Promise.resolve();
    const later = [4, 5].map((n) => inGroup(owner, "day", n, run));
    const elsewhere = inGroup(owner, "another day", 6, run);
    release();
    expect(await Promise.all([...first, ...later, elsewhere])).toEqual([10, 20, 30, 40, 50, 60]);
    expect(groups).toEqual([[1, 2, 3], [6], [4, 5]]);
  });

  it("fails one member with its own error, and every member when the group's run fails", async () => {
    const owner = {};
    const answers = await Promise.allSettled(
      [1, 2].map((n) =>
        inGroup(owner, "day", n, async (inputs) =>
          inputs.map(
            (i): Settled<number> =>
              i === 1 ? { ok: false, error: new Error("one") } : { ok: true, value: i },
          ),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(["rejected", "fulfilled"]);
    const broken = await Promise.allSettled(
      [1, 2].map((n) =>
        inGroup(owner, "day", n, async (): Promise<Settled<number>[]> => {
          throw new Error("the transaction failed");
        }),
      ),
    );
    expect(broken.map((a) => a.status)).toEqual(["rejected", "rejected"]);
  });
});

const timeZone = "America/Chicago";
// Wednesday 25 November 2026, 9 am in Minnesota.
const now = new Date("2026-11-25T15:00:00Z");
const availability: Availability = {
  ...DEFAULT_AVAILABILITY,
  notice: 1,
  windows: { ...DEFAULT_AVAILABILITY.windows, sat: [] },
  dailyCap: 1,
};
const rules: SlotRules = { availability, busy: [], timeZone, now };
// Thursday 26th, 4:00 and 5:30 pm.
const thursday4pm = new Date("2026-11-26T22:00:00Z");
const thursday530pm = new Date("2026-11-26T23:30:00Z");

async function newLeads(db: Db, count: number): Promise<string[]> {
  const rows = await db
    .insert(contactSubmissions)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Visitor ${i}`,
        email: `visitor${i}@example.com`,
        phone: "651-555-0142",
        service: "Interior Painting",
        message: "",
      })),
    )
    .returning({ id: contactSubmissions.id });
  return rows.map((row) => row.id);
}

const claim = (db: Db, leadId: string, start: Date, extra: { key?: string; fail?: boolean } = {}) =>
  claimVisit(
    db,
    rules,
    { leadId, start, address: "", status: "confirmed", submissionKey: extra.key },
    extra.fail
      ? async () => {
          throw new Error("the notice could not be queued");
        }
      : undefined,
  );

onEachDatabase("claims made at the same moment", (database) => {
  it("books one visit a day under a cap of one, however many claim its two times at once", async () => {
    const { db } = database();
    await db.delete(bookings);
    const leads = await newLeads(db, 8);
    const results = await Promise.all(
      leads.map((leadId, i) => claim(db, leadId, i % 2 === 0 ? thursday4pm : thursday530pm)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? "" : r.reason))).toEqual(
      Array(7).fill("not-offered"),
    );
    // The first to claim is the one booked.
    expect(results[0]!.ok).toBe(true);
    expect(await db.select().from(bookings)).toHaveLength(1);
  });

  it("undoes only the claim whose own work failed; the next one in the group books the time", async () => {
    const { db } = database();
    await db.delete(bookings);
    const [failing, next] = await newLeads(db, 2);
    const [first, second] = await Promise.allSettled([
      claim(db, failing!, thursday4pm, { fail: true }),
      claim(db, next!, thursday4pm),
    ]);
    expect(first).toMatchObject({
      status: "rejected",
      reason: { message: "the notice could not be queued" },
    });
    expect((second as PromiseFulfilledResult<ClaimResult>).value.ok).toBe(true);
    const rows = await db.select().from(bookings);
    expect(rows.map((row) => row.leadId)).toEqual([next]);
    const [lead] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, failing!));
    expect(lead!.status).toBe("new");
  });

  it("books once for a form sent twice at the same moment", async () => {
    const { db } = database();
    await db.delete(bookings);
    const [leadId] = await newLeads(db, 1);
    const [first, again] = await Promise.all([
      claim(db, leadId!, thursday4pm, { key: "same-form" }),
      claim(db, leadId!, thursday4pm, { key: "same-form" }),
    ]);
    expect(first.ok && !first.repeated).toBe(true);
    expect(again.ok && again.repeated && first.ok && again.booking.id === first.booking.id).toBe(true);
    expect(await db.select().from(bookings)).toHaveLength(1);
  });
});
