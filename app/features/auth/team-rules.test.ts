import { describe, expect, it } from "vitest";
import { roleFromRows, type TeamMember, teamChangeRefusal } from "./team-rules";

const owner = { id: "o1", role: "owner" as const, active: true };
const owner2 = { id: "o2", role: "owner" as const, active: true };
const invitedOwner = { id: "o3", role: "owner" as const, active: false };
const staff = { id: "s1", role: "staff" as const, active: true };

describe("roleFromRows", () => {
  it("reads the owner's stored role (admin), staff, and nothing", () => {
    expect(roleFromRows(["admin"])).toBe("owner");
    expect(roleFromRows(["staff"])).toBe("staff");
    expect(roleFromRows(["staff", "admin"])).toBe("owner");
    expect(roleFromRows([])).toBeNull();
    expect(roleFromRows(["editor"])).toBeNull();
  });
});

describe("teamChangeRefusal", () => {
  const team: TeamMember[] = [owner, staff, invitedOwner];

  it("lets the owner change staff's role and remove staff", () => {
    expect(teamChangeRefusal(owner, staff, { kind: "role", role: "owner" }, team)).toBeUndefined();
    expect(teamChangeRefusal(owner, staff, { kind: "remove" }, team)).toBeUndefined();
  });

  it("refuses staff any change", () => {
    expect(teamChangeRefusal(staff, owner, { kind: "remove" }, team)).toMatch(/Only the owner/);
    expect(teamChangeRefusal(staff, staff, { kind: "role", role: "owner" }, team)).toMatch(/Only the owner/);
  });

  it("never lets anyone remove or demote themselves", () => {
    expect(teamChangeRefusal(owner, owner, { kind: "remove" }, [owner, owner2])).toMatch(/yourself/);
    expect(teamChangeRefusal(owner, owner, { kind: "role", role: "staff" }, [owner, owner2])).toMatch(
      /your own role/,
    );
  });

  it("never removes or demotes the last owner who can sign in", () => {
    // An invited owner who has not chosen a password yet does not count.
    const alone = [owner, invitedOwner, staff];
    const other = { ...owner2 };
    expect(teamChangeRefusal(other, owner, { kind: "remove" }, alone)).toMatch(/at least one owner/);
    expect(teamChangeRefusal(other, owner, { kind: "role", role: "staff" }, alone)).toMatch(
      /at least one owner/,
    );
    // With another owner who can sign in, it is allowed.
    expect(teamChangeRefusal(owner2, owner, { kind: "remove" }, [owner, owner2])).toBeUndefined();
    // An invited owner can always be removed.
    expect(teamChangeRefusal(owner, invitedOwner, { kind: "remove" }, alone)).toBeUndefined();
  });

  it("takes a role set to what it already is as no change", () => {
    expect(teamChangeRefusal(owner, staff, { kind: "role", role: "staff" }, team)).toBeUndefined();
  });
});
