/**
 * Who a signed-in person is in the admin: the owner runs everything (the
 * site's content, settings, accounts); staff work the leads. Shared by the
 * admin's frame (which hides what staff cannot open) and the server's guards.
 */
export type TeamRole = "owner" | "staff";

export const teamRoles: readonly TeamRole[] = ["owner", "staff"];

export const teamRoleLabels: Record<TeamRole, string> = { owner: "Owner", staff: "Staff" };

export const teamRoleBlurbs: Record<TeamRole, string> = {
  owner: "Everything: leads, the site's content, settings and the team.",
  staff: "The leads only: read them, call, mark them, notes, photos, the CSV and Insights.",
};
