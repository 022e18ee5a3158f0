/**
 * Makes an account (or sets a new password for an existing one) in an open
 * database, the way `npm run user:create` does: scripts/user-create.ts is its
 * command line, and the browser tests' server wrapper makes its accounts with
 * it, all in one go (tests/e2e/support/create-accounts.ts).
 */
import { eq } from "drizzle-orm";
import { createAuth } from "~/features/auth/server/auth.server";
import { applySeed } from "~/features/content/server/seed.server";
import { readBusinessProfile } from "~/features/content/server/snapshot.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { userRoles } from "~/server/db/schema.server";
import { type AppConfig, resolveAuthSecret } from "~/server/env.server";

export interface NewUser {
  /** Already checked and lower-cased. */
  email: string;
  password: string;
  /** Grants the admin role. */
  admin: boolean;
}

/** Saves the account; returns the line that tells what was done. */
export async function saveUser(
  database: DatabaseHandle,
  config: AppConfig,
  account: NewUser,
): Promise<string> {
  const { secret } = resolveAuthSecret(config);
  // The account may be made before the site first starts: the content it names itself with is put in place now.
  await applySeed(database.db, { bookingUrl: config.seedBookingUrl, kind: database.kind });
  const { business } = await readBusinessProfile(database.db);
  const auth = createAuth({
    db: database.db,
    secret,
    siteUrl: config.siteUrl,
    secureCookies: false,
    appName: business.name,
  });
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(account.password);
  const existing = await ctx.internalAdapter.findUserByEmail(account.email, { includeAccounts: true });
  let userId: string;
  let action: string;
  if (existing) {
    userId = existing.user.id;
    const credential = existing.accounts.find((a) => a.providerId === "credential");
    if (credential) await ctx.internalAdapter.updatePassword(userId, hash);
    else {
      await ctx.internalAdapter.linkAccount({
        userId,
        providerId: "credential",
        accountId: userId,
        password: hash,
      });
    }
    action = "Updated the password of";
  } else {
    const user = await ctx.internalAdapter.createUser(
      {
        email: account.email,
        name: account.email.split("@")[0] ?? account.email,
        emailVerified: true,
      },
      { method: "admin" },
    );
    userId = user.id;
    await ctx.internalAdapter.linkAccount({
      userId,
      providerId: "credential",
      accountId: userId,
      password: hash,
    });
    action = "Created";
  }
  if (account.admin) {
    await database.db.insert(userRoles).values({ userId, role: "admin" }).onConflictDoNothing();
  }
  const roles = await database.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return `${action} ${account.email} in ${database.kind} (${database.location}). Roles: ${
    roles.map((r) => r.role).join(", ") || "none"
  }.`;
}
