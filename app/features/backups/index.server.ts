/** What the backups feature offers the composition root: the daily automatic backup. */
import { getAuthSecret, getConfig, getDatabaseKind, getDb, onStop } from "~/server/runtime.server";
import { startDailyBackups } from "./server/daily-backup.server";

/** Starts the daily backup's checks on this server (one server of several makes each day's). */
export function startBackups(): void {
  const stop = startDailyBackups(() => ({
    db: getDb(),
    kind: getDatabaseKind(),
    dataDir: getConfig().dataDir,
    authSecret: getAuthSecret(),
  }));
  onStop(stop);
}
