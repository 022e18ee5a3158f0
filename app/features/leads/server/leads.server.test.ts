/**
 * Storing a lead and the owner's saves on it: a post sent again with the same
 * submission key is the same lead; photos that could not be used are kept as
 * a note; a save from an older copy of the card changes nothing.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { contactSubmissions, nominations } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";
import { setLeadStatus, updateLead } from "./lead-list.server";
import { insertContactSubmission, insertNomination } from "./leads.server";

const contact = {
  name: "Jordan Lee",
  email: "jordan@example.com",
  phone: "651-555-0100",
  service: "Drywall Repair" as const,
  message: "A water stain on the kitchen ceiling.",
  location: "",
  timing: "" as const,
};
const source = { sourcePath: "/contact", referrer: null, utm: {} };

onEachDatabase("storing leads", (database) => {
  it("stores a request once per submission key, however many times it is sent", async () => {
    const { db } = database();
    const key = "2b7d3a2e-4c1f-4f6e-9a0b-1c2d3e4f5a6b";
    const first = await insertContactSubmission(db, contact, source, { submissionKey: key });
    const again = await insertContactSubmission(db, contact, source, { submissionKey: key });
    expect(again).toBe(first);
    const rows = await db.select().from(contactSubmissions).where(eq(contactSubmissions.submissionKey, key));
    expect(rows).toHaveLength(1);
    // Without a key (a browser without JavaScript), each post is its own request.
    const a = await insertContactSubmission(db, contact, source);
    const b = await insertContactSubmission(db, contact, source);
    expect(a).not.toBe(b);
  });

  it("stores a nomination once per submission key", async () => {
    const { db } = database();
    const key = "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
    const nomination = {
      your_name: "Sam",
      your_email: "sam@example.com",
      your_phone: "651-555-0111",
      nominee_name: "Ruth",
      nominee_address: "12 Elm Street",
      nominee_phone: "",
      relationship: "neighbor",
      reason: "Peeling porch.",
    };
    const first = await insertNomination(db, nomination, source, key);
    expect(await insertNomination(db, nomination, source, key)).toBe(first);
    expect(await db.select().from(nominations).where(eq(nominations.submissionKey, key))).toHaveLength(1);
  });

  it("keeps the photos that could not be used as a note on the request", async () => {
    const { db } = database();
    const refusedPhotos = [{ name: "IMG_1.HEIC", reason: "This photo seems to be damaged." }];
    const id = await insertContactSubmission(db, contact, source, { refusedPhotos });
    const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
    expect(row?.refusedPhotos).toEqual(refusedPhotos);
  });

  it("refuses a save made from an older copy of the lead, and changes nothing", async () => {
    const { db } = database();
    const id = await insertContactSubmission(db, contact, source);
    const [opened] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
    const revision = opened?.revision ?? 0;
    // One tab saves a note...
    expect(await updateLead(db, "contacts", id, { status: "contacted", ownerNote: "Called" }, revision)).toBe(
      "saved",
    );
    // ...the other, opened before, is refused, and the first note stays.
    expect(await updateLead(db, "contacts", id, { status: "lost", ownerNote: "Never mind" }, revision)).toBe(
      "stale",
    );
    expect(await setLeadStatus(db, "contacts", id, "won", revision)).toBe("stale");
    const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
    expect(row?.status).toBe("contacted");
    expect(row?.ownerNote).toBe("Called");
    expect(row?.revision).toBe(revision + 1);
    // A lead that is gone says so.
    expect(
      await updateLead(db, "contacts", "00000000-0000-4000-8000-000000000000", { status: "won" }, 1),
    ).toBe("gone");
  });
});
