import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import { and, eq } from "drizzle-orm";
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
}

/** Sessions last a week and are refreshed when used after a day. */
const SESSION_SECONDS = 60 * 60 * 24 * 7;

export function createAuth({ db, secret, siteUrl, secureCookies, appName }: AuthOptions) {
  return betterAuth({
    appName,
    baseURL: siteUrl,
    secret,
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      // Accounts are made by the owner with `npm run user:create`, never by visitors.
      disableSignUp: true,
      minPasswordLength: 10,
      maxPasswordLength: 128,
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

export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  return rows.length === 1;
}
