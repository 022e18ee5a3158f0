/**
 * npm run user:create -- --email E --password P [--admin]
 *
 * Creates a user (or sets a new password for an existing one) in the database
 * that DATA_DIR / DATABASE_URL select, migrating it first, so the admin can be
 * made before the first start. --admin grants the admin role.
 */
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { createAuth } from "~/features/auth/server/auth.server";
import { applySeed } from "~/features/content/server/seed.server";
import { readBusinessProfile } from "~/features/content/server/snapshot.server";
import { type DatabaseHandle, openDatabase } from "~/server/db/client.server";
import { FolderInUseError } from "~/server/db/folder-lock.server";
import { userRoles } from "~/server/db/schema.server";
import { type AppConfig, ConfigError, parseConfig, resolveAuthSecret } from "~/server/env.server";

const usage = "Usage: npm run user:create -- --email you@example.com --password 'a long password' [--admin]";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  let values: { email?: string; password?: string; admin?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        admin: { type: "boolean", default: false },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  if (values.help) {
    console.log(usage);
    return;
  }
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) fail(`--email must be an e-mail address.\n${usage}`);
  const password = values.password ?? "";
  if (password.length < 10 || password.length > 128) {
    fail(`--password must be 10 to 128 characters long.\n${usage}`);
  }

  let config: AppConfig;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof FolderInUseError) fail(`${error.message}\nNothing was changed.`);
    fail(`Could not open the database: ${(error as Error).message}\nNothing was changed.`);
  }

  try {
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
    const hash = await ctx.password.hash(password);
    const existing = await ctx.internalAdapter.findUserByEmail(email.data, { includeAccounts: true });
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
          email: email.data,
          name: email.data.split("@")[0] ?? email.data,
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
    if (values.admin) {
      await database.db.insert(userRoles).values({ userId, role: "admin" }).onConflictDoNothing();
    }
    const roles = await database.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    console.log(
      `${action} ${email.data} in ${database.kind} (${database.location}). Roles: ${
        roles.map((r) => r.role).join(", ") || "none"
      }.`,
    );
  } finally {
    await database.close();
  }
}

await main();
