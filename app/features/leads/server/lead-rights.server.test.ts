import { beforeEach, expect, it } from "vitest";
import {
  mayDeleteLeads,
  readStaffMayDeleteLeads,
  saveStaffMayDeleteLeads,
} from "~/features/leads/server/owner-settings.server";
import { ownerSettings } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";

onEachDatabase("who may delete a lead for good", (database) => {
  beforeEach(async () => {
    await database().db.delete(ownerSettings);
  });

  it("is the owner alone until he lets staff, and again once he takes it back", async () => {
    const { db } = database();
    expect(await readStaffMayDeleteLeads(db)).toBe(false);
    expect(await mayDeleteLeads(db, "owner")).toBe(true);
    expect(await mayDeleteLeads(db, "staff")).toBe(false);
    await saveStaffMayDeleteLeads(db, true);
    expect(await mayDeleteLeads(db, "staff")).toBe(true);
    await saveStaffMayDeleteLeads(db, false);
    expect(await mayDeleteLeads(db, "staff")).toBe(false);
    expect(await mayDeleteLeads(db, "owner")).toBe(true);
  });
});
