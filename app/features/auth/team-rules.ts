import type { TeamRole } from "~/lib/team-role";

/**
 * The team's rules, without the database: how a role is stored in
 * `user_roles`, and which changes to the team are refused. The owner's role
 * is stored as `admin` (what `npm run user:create -- --admin` has always
 * written), staff as `staff`.
 */

export const storedRoles: Record<TeamRole, string> = { owner: "admin", staff: "staff" };

/** The role a person's `user_roles` rows give them: owner wins; none means no admin at all. */
export function roleFromRows(rows: readonly string[]): TeamRole | null {
  if (rows.includes(storedRoles.owner)) return "owner";
  if (rows.includes(storedRoles.staff)) return "staff";
  return null;
}

export interface TeamMember {
  id: string;
  role: TeamRole;
  /** Has set a password (an invited person who has not yet is pending). */
  active: boolean;
}

export type TeamChange = { kind: "remove" } | { kind: "role"; role: TeamRole };

/**
 * Why a change to `target` made by `actor` is refused, or undefined when it is
 * allowed. Only an owner changes the team; nobody removes or demotes
 * themselves; the last owner who can sign in is never removed or demoted.
 */
export function teamChangeRefusal(
  actor: { id: string; role: TeamRole },
  target: TeamMember,
  change: TeamChange,
  team: readonly TeamMember[],
): string | undefined {
  if (actor.role !== "owner") return "Only the owner can change the team.";
  if (change.kind === "role" && change.role === target.role) return undefined;
  if (target.id === actor.id) {
    return change.kind === "remove"
      ? "You cannot remove yourself. Another owner can."
      : "You cannot change your own role. Another owner can.";
  }
  const otherActiveOwners = team.filter((m) => m.role === "owner" && m.active && m.id !== target.id);
  if (target.role === "owner" && target.active && otherActiveOwners.length === 0) {
    return "The site always keeps at least one owner who can sign in.";
  }
  return undefined;
}

/** Which admin addresses a role may open is decided by the route groups in app/routes.ts (see admin-gate.server.ts). */
export function mayOpenOwnerPages(role: TeamRole): boolean {
  return role === "owner";
}

/** How long an e-mailed link to set a new password works (a forgotten password). */
export const RESET_LINK_MINUTES = 30;
/** How long an invitation's link works. */
export const INVITE_LINK_DAYS = 7;
/** The password rules of every account (the same as `npm run user:create`'s). */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
