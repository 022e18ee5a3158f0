/**
 * Who may open each admin route, read from app/routes.ts: every route under
 * the admin layout is either open to anyone (the sign-in and the password
 * pages), or behind a guard group. Only the staff groups (and the lead
 * photos) let staff in, and what they hold is listed here: a new admin route
 * is the owner's unless someone adds it to a staff group and to this list.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";

const appDir = path.resolve(import.meta.dirname, "..", "..", "app");

/** Open to anyone: they show the sign-in, or set a password from an e-mailed link. */
const open = ["/admin", "/admin/forgot-password", "/admin/set-password/:token"];

/** What staff may open: the leads' work. */
const staffAllowed = [
  "/admin/leads/photos/:id",
  "/admin/leads/new",
  "/admin/export.csv",
  "/admin/insights.csv",
  "/admin/review-card",
  "/admin/insights",
  "/admin/visits",
  "/admin/devices",
  "/admin/*",
];

const staffGroups = ["routes/admin/staff-pages.tsx", "routes/admin/staff-files.tsx"];
const ownerGroups = ["routes/admin/pages.tsx", "routes/admin/files.tsx"];

interface AdminRoute {
  address: string;
  file: string;
  /** The guard layouts between the admin layout and the route. */
  groups: string[];
}

function adminRoutes(): AdminRoute[] {
  const found: AdminRoute[] = [];
  const walk = (entries: RouteConfigEntry[], base: string, groups: string[], inAdmin: boolean) => {
    for (const entry of entries) {
      const address = entry.path ? `${base}/${entry.path}`.replace(/\/+/g, "/") : base;
      const isLayout = !entry.path && !entry.index && entry.children;
      const admin = inAdmin || entry.file === "routes/admin/layout.tsx";
      if (entry.children) {
        const nested = isLayout && inAdmin ? [...groups, entry.file] : groups;
        walk(entry.children, address, nested, admin);
      } else if (inAdmin) {
        found.push({ address: address || "/", file: entry.file, groups });
      }
    }
  };
  walk(routes, "", [], false);
  return found;
}

const source = (file: string) => readFileSync(path.join(appDir, file), "utf8");

describe("who may open each admin route", () => {
  const all = adminRoutes();

  it("finds the admin's routes", () => {
    expect(all.map((r) => r.address)).toEqual(
      expect.arrayContaining(["/admin", "/admin/content/profile", "/admin/export.csv", "/admin/team"]),
    );
  });

  it("puts every route behind a guard, but the sign-in and the password pages", () => {
    const unguarded = all
      .filter((r) => r.groups.length === 0 && !/adminOnly|teamOnly|ownerOnly/.test(source(r.file)))
      .map((r) => r.address);
    expect(unguarded.sort()).toEqual([...open].sort());
  });

  it("lets staff into exactly the listed routes; every other one is the owner's", () => {
    const forStaff = all
      .filter((r) => r.groups.some((g) => staffGroups.includes(g)) || /teamOnly\(/.test(source(r.file)))
      .map((r) => r.address);
    expect(forStaff.sort()).toEqual([...staffAllowed].sort());
    const owners = all.filter((r) => !open.includes(r.address) && !staffAllowed.includes(r.address));
    expect(owners.length).toBeGreaterThan(12);
    for (const route of owners) {
      expect(
        route.groups.some((g) => ownerGroups.includes(g)),
        route.address,
      ).toBe(true);
    }
  });

  it("has the owner's groups use ownerOnly and the staff groups teamOnly", () => {
    for (const group of ownerGroups) expect(source(group), group).toMatch(/middleware[^=]*=\s*\[ownerOnly\(/);
    for (const group of staffGroups) expect(source(group), group).toMatch(/middleware[^=]*=\s*\[teamOnly\(/);
    expect(source("routes/admin/layout.tsx")).toMatch(/middleware[^=]*=\s*\[adminSession\]/);
  });
});
