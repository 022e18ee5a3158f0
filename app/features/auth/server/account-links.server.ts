import { randomBytes } from "node:crypto";
import { getAuth } from "./auth-instance.server";
import { retireSetPasswordLinks, tokenIdentifier } from "./retired-links.server";

/**
 * The one-time links that set a password: a forgotten password's (made by
 * better-auth's requestPasswordReset, 30 minutes) and an invitation's (made
 * here the same way, 7 days). Both are better-auth reset tokens, so one page
 * (/admin/set-password/<token>, account-mail.server.ts) and better-auth's resetPassword serve both:
 * it refuses a used or expired token, and makes the password account an
 * invited person does not have yet. A person has one working link at most:
 * a newer link, or a password set, retires the older ones.
 */

/** A new link for `userId` that works once within `seconds` (an invitation, or an invitation sent again). */
export async function issueSetPasswordToken(userId: string, seconds: number): Promise<string> {
  const token = randomBytes(18).toString("base64url");
  const context = await (await getAuth()).$context;
  await context.internalAdapter.createVerificationValue({
    identifier: tokenIdentifier(token),
    value: userId,
    expiresAt: new Date(Date.now() + seconds * 1000),
  });
  await retireSetPasswordLinks(userId, token);
  return token;
}

/** Who a link is for, while it still works (not used, not expired); undefined otherwise. */
export async function setPasswordLinkOwner(
  token: string,
): Promise<{ userId: string; email: string; name: string; hasPassword: boolean } | undefined> {
  if (!/^[\w-]{10,100}$/.test(token)) return undefined;
  const context = await (await getAuth()).$context;
  const found = await context.internalAdapter.findVerificationValue(tokenIdentifier(token));
  if (!found || found.expiresAt < new Date()) return undefined;
  const user = await context.internalAdapter.findUserById(found.value);
  if (!user) return undefined;
  const accounts = await context.internalAdapter.findAccounts(user.id);
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    hasPassword: accounts.some((account) => account.providerId === "credential" && account.password),
  };
}
