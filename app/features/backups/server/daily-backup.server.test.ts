/**
 * The daily automatic backup (daily-backup.server.ts): once a day from what
 * the database says (so a restart neither skips nor repeats it), one server
 * of several, the newest seven kept, each a whole archive a restore reads.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readArchive } from "~/server/backup/archive.server";
import { backupFileName } from "~/server/backup/file-name.server";
import { scratchDir } from "../../../../tests/support/backup-fixtures";
import { onEachDatabase } from "../../../../tests/support/databases";
import {
  backupsFolder,
  isBackupDue,
  KEEP_BACKUPS,
  listKeptBackups,
  readLastRun,
  rotateBackups,
  runDailyBackup,
} from "./daily-backup.server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe("the once-a-day rule", () => {
  const last = new Date("2026-11-20T02:00:00Z");
  it("is due when no backup ran yet", () => {
    expect(isBackupDue(null, last)).toBe(true);
  });
  it("is not due again within a day, and due once a day has passed", () => {
    expect(isBackupDue(last, new Date(last.getTime() + 23 * HOUR))).toBe(false);
    expect(isBackupDue(last, new Date(last.getTime() + DAY - 1))).toBe(false);
    expect(isBackupDue(last, new Date(last.getTime() + DAY))).toBe(true);
    // A server that was off for days makes one at once when it comes back.
    expect(isBackupDue(last, new Date(last.getTime() + 5 * DAY))).toBe(true);
  });
});

describe("keeping the last seven", () => {
  it("removes the oldest beyond seven, and leaves other files alone", async () => {
    const folder = scratchDir("rotate");
    const start = new Date(2026, 10, 1, 2, 0);
    for (let day = 0; day < 10; day++) {
      writeFileSync(path.join(folder, backupFileName(new Date(start.getTime() + day * DAY))), "x");
    }
    writeFileSync(path.join(folder, "notes.txt"), "mine");
    const removed = await rotateBackups(folder);
    expect(removed).toEqual([
      "backup-2026-11-03-0200.tar.gz",
      "backup-2026-11-02-0200.tar.gz",
      "backup-2026-11-01-0200.tar.gz",
    ]);
    const kept = await listKeptBackups(folder);
    expect(kept.map((backup) => backup.name)).toHaveLength(KEEP_BACKUPS);
    expect(kept[0]?.name).toBe("backup-2026-11-10-0200.tar.gz");
    expect(await readdir(folder)).toContain("notes.txt");
  });

  it("lists nothing when the folder does not exist yet", async () => {
    expect(await listKeptBackups(path.join(scratchDir("none"), "backups"))).toEqual([]);
  });
});

onEachDatabase("the daily backup", (handle) => {
  it("runs once a day whatever the restarts and servers, keeping the newest seven whole archives", async () => {
    const { db, kind } = handle();
    const dataDir = scratchDir("daily");
    mkdirSync(path.join(dataDir, "media"));
    writeFileSync(path.join(dataDir, "media", "photo.webp"), "pixels");
    const source = { db, kind, dataDir };
    const first = new Date(2026, 10, 1, 2, 0);

    const made = await runDailyBackup(source, first);
    expect(made.outcome).toBe("made");
    // Within the day, on this server after a restart or on another one: nothing again.
    expect((await runDailyBackup(source, new Date(first.getTime() + 2 * HOUR))).outcome).toBe("not-due");
    expect((await runDailyBackup({ ...source, dataDir: scratchDir("other") }, first)).outcome).toBe(
      "not-due",
    );
    const last = await readLastRun(db);
    expect(last?.fileName).toBe(backupFileName(first));
    expect(last?.bytes).toBeGreaterThan(0);

    // Two servers checking at the same moment of a new day: one makes it. The other loses the
    // claim ("taken") or, when it reads the last run after the first has claimed it, finds it not due.
    const next = new Date(first.getTime() + DAY);
    const both = await Promise.all([runDailyBackup(source, next), runDailyBackup(source, next)]);
    const outcomes = both.map((run) => run.outcome);
    expect(outcomes.filter((outcome) => outcome === "made")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== "made")).toEqual([
      expect.stringMatching(/^(taken|not-due)$/),
    ]);

    for (let day = 2; day < 9; day++) {
      expect((await runDailyBackup(source, new Date(first.getTime() + day * DAY))).outcome).toBe("made");
    }
    const kept = await listKeptBackups(backupsFolder(dataDir));
    expect(kept.map((backup) => backup.name)).toEqual(
      Array.from({ length: KEEP_BACKUPS }, (_, i) =>
        backupFileName(new Date(first.getTime() + (8 - i) * DAY)),
      ),
    );
    const manifest = await readArchive(path.join(backupsFolder(dataDir), kept[0]!.name));
    expect(manifest.files).toContain("media/photo.webp");
    // The backups folder is not itself backed up.
    expect(manifest.files.some((name) => name.startsWith("backups"))).toBe(false);
  });
});
