/**
 * The daily automatic backup, kept on the server: DATA_DIR/backups holds the
 * last KEEP_BACKUPS archives (the same .tar.gz `npm run backup` writes).
 *
 * No cron: every server checks now and then (a timer started by the
 * composition root). The run is due when the last one started a day ago or
 * more, read from the database, so a restart neither skips nor repeats a day.
 * One server of several runs it: the one whose compare-and-set on
 * scheduled_runs.started_at still sees the previous start (as the lead
 * digest does). A failed run is tried again an hour later.
 */
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { readArchive, saveArchive } from "~/server/backup/archive.server";
import { type BackupSource, prepareBackup } from "~/server/backup/backup.server";
import { backupFileName, isBackupFileName } from "~/server/backup/file-name.server";
import type { Db } from "~/server/db/client.server";
import { scheduledRuns } from "~/server/db/schema.server";
import { claimScheduledRun, startChecks } from "~/server/scheduled-runs.server";

/** How many automatic backups are kept; the oldest beyond go. */
export const KEEP_BACKUPS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A failed run is tried again after this long. */
const RETRY_MS = 60 * 60 * 1000;
/** How often a server checks whether the backup is due, and how long after it starts. */
const CHECK_MS = 10 * 60 * 1000;
const FIRST_CHECK_MS = 5 * 60 * 1000;
const JOB = "daily-backup";

/** The folder of the data directory the automatic backups are kept in. */
export function backupsFolder(dataDir: string): string {
  return path.join(dataDir, "backups");
}

/** Once a day: due when no backup ran yet, or the last one started a day ago or more. */
export function isBackupDue(lastStartedAt: Date | null | undefined, now: Date): boolean {
  return !lastStartedAt || now.getTime() - lastStartedAt.getTime() >= DAY_MS;
}

export interface KeptBackup {
  name: string;
  bytes: number;
  madeAt: Date;
}

/** The backups kept in the folder, newest first (only names the backup makes). */
export async function listKeptBackups(folder: string): Promise<KeptBackup[]> {
  const names = (await readdir(folder).catch(() => [] as string[])).filter(isBackupFileName);
  const kept = await Promise.all(
    names.map(async (name) => {
      const info = await stat(path.join(folder, name)).catch(() => undefined);
      return info?.isFile() ? { name, bytes: info.size, madeAt: info.mtime } : undefined;
    }),
  );
  // The names hold the date and time, so they sort in the order the backups were made.
  return kept
    .filter((backup): backup is KeptBackup => backup !== undefined)
    .sort((a, b) => b.name.localeCompare(a.name));
}

/** Removes the oldest backups beyond the newest `keep`; returns the names removed. */
export async function rotateBackups(folder: string, keep = KEEP_BACKUPS): Promise<string[]> {
  const old = (await listKeptBackups(folder)).slice(keep).map((backup) => backup.name);
  for (const name of old) await rm(path.join(folder, name), { force: true });
  return old;
}

export interface LastRun {
  startedAt: Date | null;
  finishedAt: Date | null;
  fileName: string | null;
  bytes: number | null;
  lastError: string | null;
}

/** What the last automatic backup did (any server's), or null before the first. */
export async function readLastRun(db: Db): Promise<LastRun | null> {
  const [row] = await db.select().from(scheduledRuns).where(eq(scheduledRuns.name, JOB));
  return row ?? null;
}

type Outcome =
  | { outcome: "not-due" | "taken" }
  | { outcome: "made"; file: string; bytes: number; removed: string[] };

/** Makes the day's backup if it is due and no server has claimed it; keeps the newest KEEP_BACKUPS. */
export async function runDailyBackup(source: BackupSource, now = new Date()): Promise<Outcome> {
  const { db } = source;
  const claim = await claimScheduledRun(db, JOB, now, (last) => isBackupDue(last, now));
  if (claim.outcome !== "claimed") return { outcome: claim.outcome };

  const folder = backupsFolder(source.dataDir);
  const file = path.join(folder, backupFileName(now));
  try {
    // Readable by the server's user only, like each archive in it (they hold leads and secrets).
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const prepared = await prepareBackup(source);
    try {
      await saveArchive(file, (out) => prepared.write(out));
    } finally {
      await prepared.discard();
    }
    // Read back whole: a backup that cannot be restored is worse than none, because it is trusted.
    await readArchive(file).catch(async (error) => {
      await rm(file, { force: true });
      throw error;
    });
    const { size } = await stat(file);
    await db
      .update(scheduledRuns)
      .set({ finishedAt: new Date(), fileName: path.basename(file), bytes: size, lastError: null })
      .where(eq(scheduledRuns.name, JOB));
    const removed = await rotateBackups(folder);
    return { outcome: "made", file, bytes: size, removed };
  } catch (error) {
    // Released for a retry in an hour (on any server).
    await db
      .update(scheduledRuns)
      .set({ startedAt: new Date(now.getTime() - DAY_MS + RETRY_MS), lastError: (error as Error).message })
      .where(eq(scheduledRuns.name, JOB));
    throw error;
  }
}

/** Checks now and then whether the daily backup is due; returns the stop (which waits for a run under way). */
export function startDailyBackups(source: () => BackupSource): () => Promise<void> {
  return startChecks(
    async () => {
      const result = await runDailyBackup(source());
      if (result.outcome === "made") {
        console.log(
          `[backup] daily backup written to ${result.file}${result.removed.length ? `; removed ${result.removed.join(", ")}` : ""}`,
        );
      }
    },
    { firstMs: FIRST_CHECK_MS, everyMs: CHECK_MS, label: "backup: the daily backup" },
  );
}
