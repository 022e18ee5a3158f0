import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { PASSWORD_MAX, PASSWORD_MIN, RESET_LINK_MINUTES, roleFromRows } from "~/features/auth/team-rules";
import type { TeamRole } from "~/lib/team-role";
import type { Db } from "~/server/db/client.server";
import { authSchema, userRoles } from "~/server/db/schema.server";

export interface AuthOptions {
  db: Db;
  secret: string;
  siteUrl: string;
  /** Mark cookies Secure (the site is served over HTTPS). */
  secureCookies: boolean;
  /** The business's name, shown by authenticator apps next to the code. */
  appName: string;
  /** Sends the link to set a new password (a forgotten one); without it, no reset can be asked for. */
  sendResetLink?: (to: { id: string; email: string; name: string }, token: string) => Promise<void>;
}

/** Sessions last a week and are refreshed when used after a day. */
const SESSION_SECONDS = 60 * 60 * 24 * 7;

export function createAuth({ db, secret, siteUrl, secureCookies, appName, sendResetLink }: AuthOptions) {
  return betterAuth({
    appName,
    baseURL: siteUrl,
    secret,
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      // Accounts are made by the owner (the Team page's invitations, or `npm run user:create`), never by visitors.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // "Forgot password?" (password-reset.server.ts): a link that works once, for half an hour;
      // a new password ends every session the account had (a stolen one included).
      sendResetPassword: sendResetLink ? ({ user, token }) => sendResetLink(user, token) : undefined,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: 60 * 60 * 24 },
    advanced: {
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    // Sign-in throttling is done by the app's own limiter, shared by every server.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [twoFactor({ issuer: appName })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The person's role in the admin (owner or staff), or null for an account with neither. */
export async function teamRole(db: Db, userId: string): Promise<TeamRole | null> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return roleFromRows(rows.map((row) => row.role));
}
