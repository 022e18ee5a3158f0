/** A restore (app/server/backup/restore.server.ts) that fails part-way leaves the target as it found it. */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { BackupManifest } from "~/server/backup/manifest.server";
import { restoreBackup } from "~/server/backup/restore.server";
import { backupTables } from "~/server/backup/tables.server";
import { pgliteFolder } from "~/server/db/client.server";
import { handMadeArchive, latestMigration, scratchDir } from "../../../tests/support/backup-fixtures";

describe("a restore that fails", () => {
  it("leaves no database behind when the restore fails", async () => {
    // An archive whose rows do not fit the table (a text where a number belongs): the transaction fails.
    const dir = scratchDir("bad-rows");
    const file = path.join(dir, "bad.tar.gz");
    const table = backupTables().find((t) => t.key === "rate_limits")!;
    const manifest: BackupManifest = {
      format: "advanced-painting-site-backup",
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      database: "pglite",
      migration: latestMigration,
      tables: [{ name: table.key, rows: 1, columns: table.columns }],
      files: ["auth-secret"],
    };
    await handMadeArchive(file, {
      "manifest.json": JSON.stringify(manifest),
      "tables/rate_limits.ndjson": `${JSON.stringify({ key: "k", count: "many", reset_at: "2030-01-01T00:00:00Z" })}\n`,
      "files/auth-secret": "secret",
    });
    const target = { dataDir: scratchDir("target-bad") };
    await expect(restoreBackup(file, target)).rejects.toThrow();
    // Empty again, so the next try is accepted.
    expect(await readdir(target.dataDir)).toEqual([]);
    expect(await readdir(pgliteFolder(target.dataDir)).catch(() => "absent")).toBe("absent");
  });
});
