import { eq, inArray } from "drizzle-orm";
import { data } from "react-router";
import { inviteSchema, roleChangeSchema, teamMemberSchema } from "~/features/auth/account-schemas";
import {
  INVITE_LINK_DAYS,
  roleFromRows,
  storedRoles,
  type TeamChange,
  type TeamMember,
  teamChangeRefusal,
} from "~/features/auth/team-rules";
import type { TeamRole } from "~/lib/team-role";
import { checkForm, readAdminForm, refused, savedRedirect } from "~/server/admin-posts.server";
import { accounts, userRoles, users } from "~/server/db/schema.server";
import type { AdminUser } from "~/server/request-context.server";
import { getDb } from "~/server/runtime.server";
import { issueSetPasswordToken } from "./account-links.server";
import { mailIsOn, sendInviteMail, setPasswordUrl } from "./account-mail.server";
import { getAuth } from "./auth-instance.server";

/**
 * The owner's Team page: who may sign in, with what role; invitations by an
 * e-mailed one-time link (or, without e-mail, a link the owner passes on);
 * a role changed or a person removed, under the rules of team-rules.ts.
 */

export interface TeamRow extends TeamMember {
  name: string;
  email: string;
  since: string;
}

async function loadTeam(): Promise<TeamRow[]> {
  const db = getDb();
  const roleRows = await db.select().from(userRoles);
  const ids = [...new Set(roleRows.map((row) => row.userId))];
  if (ids.length === 0) return [];
  const [people, passwords] = await Promise.all([
    db.select().from(users).where(inArray(users.id, ids)),
    db.select({ userId: accounts.userId }).from(accounts).where(inArray(accounts.userId, ids)),
  ]);
  const withPassword = new Set(passwords.map((row) => row.userId));
  return people
    .flatMap((person) => {
      const role = roleFromRows(roleRows.filter((row) => row.userId === person.id).map((row) => row.role));
      if (!role) return [];
      return [
        {
          id: person.id,
          name: person.name,
          email: person.email,
          role,
          active: withPassword.has(person.id),
          since: person.createdAt.toISOString(),
        },
      ];
    })
    .sort((a, b) => (a.role === b.role ? a.name.localeCompare(b.name) : a.role === "owner" ? -1 : 1));
}

export async function teamPageData(user: AdminUser) {
  return { team: await loadTeam(), me: user.id, mailOn: mailIsOn() };
}

/** The answer to a post of the Team page: a message, and a link to pass on when no e-mail went out. */
export interface TeamAnswer {
  ok: boolean;
  message: string;
  issues: { field: string; message: string }[];
  values?: Record<string, unknown>;
  link?: { url: string; name: string };
}

async function inviteLink(
  person: { id: string; email: string; name: string },
  role: TeamRole,
  by: AdminUser,
  again: boolean,
) {
  const token = await issueSetPasswordToken(person.id, INVITE_LINK_DAYS * 24 * 60 * 60);
  const did = again
    ? "A new link was made"
    : `${person.name} was added as ${role === "owner" ? "an owner" : "staff"}`;
  if (mailIsOn()) {
    try {
      await sendInviteMail(person, role, by.name || by.email, token);
      return savedRedirect("/admin/team", `${did}, and the invitation was e-mailed to ${person.email}.`);
    } catch (error) {
      console.error("[admin] the invitation e-mail could not be sent:", error);
      return data<TeamAnswer>({
        ok: true,
        message: `${did}, but the e-mail could not be sent. Send them the link below yourself (a text message works).`,
        issues: [],
        link: { url: setPasswordUrl(token), name: person.name },
      });
    }
  }
  return data<TeamAnswer>({
    ok: true,
    message: `${did}. E-mail is not set up on this server, so send them the link below yourself (a text message works).`,
    issues: [],
    link: { url: setPasswordUrl(token), name: person.name },
  });
}

async function invite(form: FormData, by: AdminUser) {
  const checked = checkForm(inviteSchema, form);
  if ("answer" in checked) return checked.answer;
  const { name, email, role } = checked.values;
  const db = getDb();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    return refused(400, "Check the field marked below.", {
      issues: [{ field: "email", message: "Someone with this e-mail address already has an account." }],
      values: checked.raw,
    });
  }
  const context = await (await getAuth()).$context;
  const user = await context.internalAdapter.createUser(
    { email, name, emailVerified: false },
    { method: "admin" },
  );
  await db.insert(userRoles).values({ userId: user.id, role: storedRoles[role] }).onConflictDoNothing();
  return inviteLink(user, role, by, false);
}

async function change(form: FormData, by: AdminUser, what: "role" | "remove" | "resend") {
  const checked = (what === "role" ? roleChangeSchema : teamMemberSchema).safeParse({
    id: form.get("id"),
    role: form.get("role"),
  });
  if (!checked.success) return refused(400, "That change could not be read. Reload the page and try again.");
  const values = checked.data as { id: string; role?: TeamRole };
  const team = await loadTeam();
  const target = team.find((member) => member.id === values.id);
  if (!target) return refused(404, "That person is no longer on the team.");
  if (what === "resend") {
    if (target.active) return refused(400, `${target.name} has already set a password.`);
    return inviteLink(target, target.role, by, true);
  }
  const asked: TeamChange =
    what === "remove" ? { kind: "remove" } : { kind: "role", role: values.role ?? target.role };
  const refusal = teamChangeRefusal(by, target, asked, team);
  if (refusal) return refused(409, refusal);
  const db = getDb();
  if (asked.kind === "remove") {
    // Their sessions, password and roles go with them (the tables cascade).
    await db.delete(users).where(eq(users.id, target.id));
    return savedRedirect("/admin/team", `${target.name} was removed and can no longer sign in.`);
  }
  await db.transaction(async (tx) => {
    await tx.delete(userRoles).where(eq(userRoles.userId, target.id));
    await tx.insert(userRoles).values({ userId: target.id, role: storedRoles[asked.role] });
  });
  return savedRedirect(
    "/admin/team",
    `${target.name} is now ${asked.role === "owner" ? "an owner" : "staff"}.`,
  );
}

export async function teamAction(request: Request, by: AdminUser) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  // The route's group lets only the owner post here; checked again, as every change is.
  if (by.role !== "owner") return refused(403, "Only the owner can change the team.");
  try {
    switch (post.intent) {
      case "invite":
        return await invite(post.form, by);
      case "set-role":
        return await change(post.form, by, "role");
      case "remove":
        return await change(post.form, by, "remove");
      case "resend":
        return await change(post.form, by, "resend");
      default:
        return refused(400, "Unknown action.");
    }
  } catch (error) {
    console.error(`[admin] team ${post.intent} failed:`, error);
    return refused(503, "The change could not be saved. Please try again.");
  }
}
