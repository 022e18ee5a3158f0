/**
 * npm run restore -- FILE
 *
 * Restores a backup made by `npm run backup` into the database that DATA_DIR /
 * DATABASE_URL select, and its files (auth-secret, media) into DATA_DIR. The
 * target must be empty: a new data folder, or a PostgreSQL database without
 * rows. Anything else is refused before it is touched. A backup from an older
 * version of the site is brought forward by the migrations; one from a newer
 * version is refused. A locked backup (decision 0029) needs its passphrase:
 * BACKUP_PASSPHRASE, or typed when asked. Nobody is signed in afterwards.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { describeManifest } from "~/server/backup/describe.server";
import { isEncryptedFile, LOCKED_MESSAGE } from "~/server/backup/encryption.server";
import { BackupError } from "~/server/backup/manifest.server";
import { restoreBackup } from "~/server/backup/restore.server";
import { FolderInUseError } from "~/server/db/folder-lock.server";
import { type AppConfig, ConfigError, parseConfig, resolveAuthSecret } from "~/server/env.server";
import { readPassphrase } from "./lib/passphrase.ts";
import { stopwatch } from "./lib/progress.ts";

const usage = "Usage: npm run restore -- backups/backup-2025-05-01-0200.tar.gz.enc";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  let positionals: string[];
  let values: { help?: boolean };
  try {
    ({ values, positionals } = parseArgs({
      options: { help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  if (values.help) {
    console.log(usage);
    return;
  }
  if (positionals.length !== 1) fail(`Name one backup file.\n${usage}`);
  const file = path.resolve(positionals[0]!);
  if (!existsSync(file)) fail(`${file} does not exist.`);
  let config: AppConfig;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let passphrase: string | undefined;
  if (await isEncryptedFile(file)) {
    passphrase = await readPassphrase(false);
    if (passphrase === undefined) fail(`${LOCKED_MESSAGE}\nNothing was changed.`);
  }
  const took = stopwatch();
  let result: Awaited<ReturnType<typeof restoreBackup>>;
  try {
    result = await restoreBackup(file, config, {
      passphrase,
      authSecret: () => resolveAuthSecret(config).secret,
    });
  } catch (error) {
    if (error instanceof BackupError) fail(error.message);
    if (error instanceof FolderInUseError) fail(`${error.message}\nNothing was changed.`);
    fail(`The restore failed and was undone: ${(error as Error).message}`);
  }
  const { manifest } = result;
  const from = manifest.database === "pglite" ? "an embedded database" : "PostgreSQL";
  console.log(`Restored ${file} (made ${manifest.createdAt} from ${from}) in ${took()}`);
  console.log(
    `  into ${result.kind === "pglite" ? "the embedded database in" : "PostgreSQL at"} ${result.location}:`,
  );
  for (const line of describeManifest(manifest)) console.log(line);
  if (result.filesWritten.length > 0) {
    console.log(`  Written into ${config.dataDir}: ${result.filesWritten.length} file(s).`);
  }
  if (manifest.twoFactorSecrets !== "unlocked" && !manifest.files.includes("auth-secret")) {
    console.log(
      "  The backup has no auth-secret file: the site it came from had AUTH_SECRET set.\n" +
        "  Start this one with the same AUTH_SECRET, or the admin's two-factor sign-in fails.",
    );
  }
  console.log("  Nobody is signed in: each person signs in again with their password (and two-factor code).");
  console.log("Start the server with these settings to serve the restored site.");
}

await main();
