/**
 * npm run user:create -- --email E --password P [--admin]
 *
 * Creates a user (or sets a new password for an existing one) in the database
 * that DATA_DIR / DATABASE_URL select, migrating it first, so the admin can be
 * made before the first start. --admin grants the admin role.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { type DatabaseHandle, openDatabase } from "~/server/db/client.server";
import { FolderInUseError } from "~/server/db/folder-lock.server";
import { type AppConfig, ConfigError, parseConfig } from "~/server/env.server";
import { saveUser } from "./lib/save-user.ts";

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
    console.log(
      await saveUser(database, config, { email: email.data, password, admin: values.admin ?? false }),
    );
  } finally {
    await database.close();
  }
}

await main();
