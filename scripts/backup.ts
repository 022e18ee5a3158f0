/**
 * npm run backup -- [--out FILE]
 *
 * Writes a backup of the site (the database but its sessions and reset
 * links, and the uploaded media; not the auth secret) to FILE, readable by its
 * owner only and locked with a passphrase (BACKUP_PASSPHRASE, or typed when
 * asked; decision 0029). By default, and inside FILE when it names a folder,
 * the file is called backup-YYYY-MM-DD-HHMM.tar.gz.enc (local time); the
 * default folder is backups/ in the project folder. The site may keep running:
 *   - PostgreSQL (DATABASE_URL): read directly, in one consistent snapshot.
 *   - Embedded database (DATA_DIR): the running server makes it, asked through
 *     DATA_DIR/control.sock; with the server stopped, the folder is opened here.
 * The archive is read back whole before the command says it is done.
 */
import { statSync } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { fileSize } from "~/lib/file-size";
import { readArchive, saveArchive } from "~/server/backup/archive.server";
import { prepareBackup } from "~/server/backup/backup.server";
import { describeManifest } from "~/server/backup/describe.server";
import { encryptingStream, passphraseProblem } from "~/server/backup/encryption.server";
import { backupFileName } from "~/server/backup/file-name.server";
import { BackupError } from "~/server/backup/manifest.server";
import { type DatabaseHandle, openDatabase } from "~/server/db/client.server";
import { FolderInUseError } from "~/server/db/folder-lock.server";
import { type AppConfig, ConfigError, parseConfig, resolveAuthSecret } from "~/server/env.server";
import { projectRoot } from "~/server/project-root.server";
import { requestBackup } from "../http/control-socket.ts";
import { readPassphrase } from "./lib/passphrase.ts";
import { stopwatch } from "./lib/progress.ts";

const usage = "Usage: npm run backup -- [--out FILE.tar.gz | --out FOLDER/]";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** --out as given, or a dated name inside it when it names a folder (backups/ in the project without it). */
function outputPath(out: string | undefined): string {
  const name = `${backupFileName()}.enc`;
  if (!out) return path.join(projectRoot(), "backups", name);
  const folder =
    out.endsWith("/") || out.endsWith(path.sep) || statSync(out, { throwIfNoEntry: false })?.isDirectory();
  return path.resolve(folder ? path.join(out, name) : out);
}

/** Writes the archive, locked with the passphrase; returns where it came from, for the report. */
async function backUp(config: AppConfig, out: string, passphrase: string): Promise<string> {
  if (!config.databaseUrl) {
    const stream = await requestBackup(config.dataDir);
    if (stream) {
      await saveArchive(out, async (file) => pipeline(stream, await encryptingStream(passphrase), file));
      return `made by the running server (embedded database in ${config.dataDir})`;
    }
  }
  let database: DatabaseHandle;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof FolderInUseError) {
      fail(
        `${error.message}\nThat process does not answer on ${config.dataDir}/control.sock. Nothing was written.`,
      );
    }
    fail(`Could not open the database: ${(error as Error).message}\nNothing was written.`);
  }
  try {
    const prepared = await prepareBackup({
      db: database.db,
      kind: database.kind,
      dataDir: config.dataDir,
      authSecret: resolveAuthSecret(config).secret,
    });
    try {
      await saveArchive(out, async (file) => {
        const encrypt = await encryptingStream(passphrase);
        await Promise.all([prepared.write(encrypt), pipeline(encrypt, file)]);
      });
    } finally {
      await prepared.discard();
    }
    return database.kind === "postgres"
      ? `read from PostgreSQL at ${database.location}`
      : `read from the embedded database in ${config.dataDir} (no server was running)`;
  } finally {
    await database.close();
  }
}

async function main() {
  let values: { out?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { out: { type: "string", short: "o" }, help: { type: "boolean", short: "h" } },
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  if (values.help) {
    console.log(usage);
    return;
  }
  let config: AppConfig;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const out = outputPath(values.out);
  let passphrase: string | undefined;
  try {
    passphrase = await readPassphrase(true);
  } catch (error) {
    fail(`${(error as Error).message} Nothing was written.`);
  }
  if (passphrase === undefined) {
    fail(
      "A backup is locked with a passphrase: set BACKUP_PASSPHRASE, or run this at a terminal to type it. Nothing was written.",
    );
  }
  const problem = passphraseProblem(passphrase);
  if (problem) fail(`${problem} Nothing was written.`);
  const took = stopwatch();
  let source: string;
  try {
    source = await backUp(config, out, passphrase);
  } catch (error) {
    if (error instanceof BackupError) fail(`${error.message}\nNothing was written.`);
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === "EACCES" || code === "EROFS") {
      fail(`Cannot write ${out}: ${message}\nChoose a folder you can write with --out. Nothing was written.`);
    }
    fail(`The backup failed: ${message}\nNothing was written.`);
  }
  // Read back whole: a backup that cannot be restored is worse than none, because it is trusted.
  let manifest: Awaited<ReturnType<typeof readArchive>>;
  try {
    manifest = await readArchive(out, { passphrase });
  } catch (error) {
    await rm(out, { force: true });
    fail(`${(error as Error).message}\nThe archive was removed; run the backup again.`);
  }
  console.log(
    `Backup written to ${out} (${fileSize((await stat(out)).size)}, readable by its owner only, locked with the passphrase) in ${took()},`,
  );
  console.log(`  ${source}.`);
  for (const line of describeManifest(manifest)) console.log(line);
  console.log(
    "  No sessions, reset links or auth secret are in it. Keep the passphrase apart from the file:\n" +
      "  without it the backup cannot be restored.",
  );
}

await main();
