import { INVITE_LINK_DAYS, RESET_LINK_MINUTES } from "~/features/auth/team-rules";
import { siteFacts } from "~/features/content/index.server";
import { type TeamRole, teamRoleBlurbs, teamRoleLabels } from "~/lib/team-role";
import { getConfig, getMailer } from "~/server/runtime.server";

/** The e-mails that carry a link to set a password (account-links.server.ts makes the links). */

export function setPasswordUrl(token: string): string {
  return new URL(`/admin/set-password/${token}`, getConfig().siteUrl).href;
}

/** Whether e-mail goes out from this server (SMTP_URL is set); without it, links are shown to the owner instead. */
export function mailIsOn(): boolean {
  return getMailer().mode === "smtp";
}

/** The e-mail with a forgotten password's link. */
export async function sendResetMail(to: { email: string; name: string }, token: string): Promise<void> {
  const { business } = await siteFacts();
  await getMailer().send({
    to: [to.email],
    subject: `Set a new password for the ${business.name} admin`,
    text: [
      `Hello ${to.name || to.email},`,
      "",
      `Someone (we hope you) asked to set a new password for your account on the ${business.name} admin.`,
      "",
      `Open this link to choose a new password. It works once, for ${RESET_LINK_MINUTES} minutes:`,
      setPasswordUrl(token),
      "",
      "If you did not ask, you can ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  });
}

/** The e-mail with an invitation's link. */
export async function sendInviteMail(
  to: { email: string; name: string },
  role: TeamRole,
  invitedBy: string,
  token: string,
): Promise<void> {
  const { business } = await siteFacts();
  await getMailer().send({
    to: [to.email],
    subject: `You are invited to the ${business.name} admin`,
    text: [
      `Hello ${to.name},`,
      "",
      `${invitedBy} added you to the ${business.name} admin as ${teamRoleLabels[role]}: ${teamRoleBlurbs[role]}`,
      "",
      `Open this link to choose your password. It works once, within ${INVITE_LINK_DAYS} days:`,
      setPasswordUrl(token),
      "",
      `Then sign in at ${new URL("/admin", getConfig().siteUrl).href} with this e-mail address.`,
    ].join("\n"),
  });
}
