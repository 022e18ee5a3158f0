/** The owner's work on leads reaches the Activity log (auditLeadChange), in words, only when it was done. */
import { expect, it } from "vitest";
import { deleteLead, setLeadStatus, updateLead } from "~/features/leads/server/lead-list.server";
import { insertContactSubmission } from "~/features/leads/server/leads.server";
import { onEachDatabase } from "../../../../../tests/support/databases";
import { describeActivity } from "../activity-words.server";
import { auditLeadChange, readAuditLog } from "./audit.server";

const contact = {
  name: "Chris Olson",
  email: "chris@example.com",
  phone: "651-555-0100",
  service: "Exterior Painting" as const,
  message: "The whole house, this fall.",
  location: "",
  timing: "" as const,
};
const source = { sourcePath: "/contact", referrer: null, utm: {} };

onEachDatabase("lead changes in the activity log", (database) => {
  it("logs a status with the job's value, a note and a delete; not a refused save", async () => {
    const { db } = database();
    const id = await insertContactSubmission(db, contact, source);
    const owner = "owner@example.com";
    const lead = (action: "update" | "delete") => ({ kind: "contacts" as const, id, action });

    expect(
      await auditLeadChange(db, owner, lead("update"), () => setLeadStatus(db, "contacts", id, "contacted")),
    ).toBe("saved");
    await auditLeadChange(db, owner, lead("update"), () =>
      updateLead(db, "contacts", id, { status: "won", jobValueCents: 845_000 }),
    );
    // A save from an older copy changes nothing, and is not logged.
    expect(
      await auditLeadChange(db, owner, lead("update"), () => setLeadStatus(db, "contacts", id, "lost", 1)),
    ).toBe("stale");
    await auditLeadChange(db, owner, lead("update"), () =>
      updateLead(db, "contacts", id, { status: "won", ownerNote: "Deck next spring" }),
    );
    await auditLeadChange(db, owner, lead("delete"), () => deleteLead(db, "contacts", id));
    // Gone already: nothing more to log.
    await auditLeadChange(db, owner, lead("delete"), () => deleteLead(db, "contacts", id));

    const entries = (await readAuditLog(db, 10)).filter((entry) => entry.entityId === id).reverse();
    expect(entries.map((entry) => entry.userEmail)).toEqual(Array(4).fill(owner));
    expect(entries.map((entry) => describeActivity(entry).text)).toEqual([
      "Marked the request from Chris Olson Contacted",
      "Marked the request from Chris Olson Won ($8,450)",
      "Edited the note on the request from Chris Olson",
      "Deleted the request from Chris Olson",
    ]);
  });
});
