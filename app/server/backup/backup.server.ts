/**
 * Making a backup of the site: every table of the Drizzle schema but the live
 * sign-in keys (two-factor-secrets.server.ts), plus the uploaded media, as one
 * archive (archive.server.ts) that restores into either database kind
 * (restore.server.ts).
 *
 * Rows are exported inside one REPEATABLE READ transaction, so the archive is
 * one consistent moment of the database while the site keeps writing. Each
 * table is read in batches and staged in a private temporary folder (a tar
 * entry needs its size before its content), then streamed into the archive.
 */
import { mkdir, mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { getAuthSecret, getConfig, getDatabaseKind, getDb } from "../runtime.server";
import { writeArchive } from "./archive.server";
import { dataFiles } from "./data-folder.server";
import { appliedMigration, type BackupManifest, FORMAT, FORMAT_VERSION } from "./manifest.server";
import { BATCH_ROWS, type BackupTable, backupTables, catalogColumns, query, tableRef } from "./tables.server";
import { LEFT_OUT_TABLES, TWO_FACTOR_TABLE, unlockTwoFactorSecrets } from "./two-factor-secrets.server";

export interface BackupSource {
  db: Db;
  kind: "pglite" | "postgres";
  /** The data folder whose media go in too. */
  dataDir: string;
  /** The site's auth secret, to unlock the two-factor secrets (needed when there are any). */
  authSecret?: string;
}

export interface BackupOptions {
  /** The schema module the tables come from (tests pass one with an extra table). */
  schema?: Record<string, unknown>;
  /** Called once the transaction's snapshot is taken, before any table is read (tests write here). */
  onSnapshot?: () => Promise<void> | void;
}

export interface PreparedBackup {
  manifest: BackupManifest;
  /** Streams the archive into `out`, then removes the staged copy. */
  write(out: Writable): Promise<void>;
  /** Removes the staged copy when the archive is not wanted after all. */
  discard(): Promise<void>;
}

async function exportTable(
  tx: Db,
  table: BackupTable,
  file: string,
): Promise<{ columns: string[]; rows: number }> {
  const columns = await catalogColumns(tx, table);
  if (columns.length === 0) {
    throw new Error(
      `The table ${table.key} is in the schema but not in the database: is a migration missing?`,
    );
  }
  // bytea goes out as base64 (to_json would write PostgreSQL's \x hex form).
  const binary = columns.filter((c) => c.type === "bytea");
  const row = sql.raw("backup_row");
  const json =
    binary.length === 0
      ? sql`to_json(${row})::text`
      : sql`(to_jsonb(${row})${sql.join(
          binary.map(
            (c) =>
              sql` || jsonb_build_object(${c.name}::text, replace(encode(${row}.${sql.identifier(c.name)}, 'base64'), chr(10), ''))`,
          ),
        )})::text`;
  const handle = await open(file, "wx", 0o600);
  let rows = 0;
  try {
    // Keyset on the row's physical address: stable within the snapshot, and needs no primary key.
    let after = "(0,0)";
    for (;;) {
      const batch = await query<{ k: string; j: string }>(
        tx,
        sql`select ${row}.ctid::text as k, ${json} as j from ${tableRef(table)} as ${row}
            where ${row}.ctid > ${after}::tid order by ${row}.ctid limit ${BATCH_ROWS}`,
      );
      if (batch.length === 0) break;
      await handle.write(`${batch.map((r) => r.j).join("\n")}\n`);
      rows += batch.length;
      after = batch[batch.length - 1]!.k;
      if (batch.length < BATCH_ROWS) break;
    }
  } finally {
    await handle.close();
  }
  return { columns: columns.map((c) => c.name), rows };
}

/**
 * Exports the database into a private temporary folder and lists the data
 * folder's files; the archive is written by `write` afterwards, so a slow
 * reader never holds the transaction open.
 */
export async function prepareBackup(
  source: BackupSource,
  options: BackupOptions = {},
): Promise<PreparedBackup> {
  const tables = backupTables(options.schema).filter((table) => !LEFT_OUT_TABLES.has(table.key));
  const staging = await mkdtemp(path.join(tmpdir(), "site-backup-"));
  const discard = () => rm(staging, { recursive: true, force: true });
  try {
    await mkdir(path.join(staging, "tables"));
    const exported = await source.db.transaction(
      async (tx) => {
        // Timestamps out as UTC ISO strings, whatever the server's time zone.
        await tx.execute(sql`set local time zone 'UTC'`);
        // The first query takes the snapshot every table is read from.
        const migration = await appliedMigration(tx);
        await options.onSnapshot?.();
        const out: BackupManifest["tables"] = [];
        for (const table of tables) {
          const file = path.join(staging, "tables", `${table.key}.ndjson`);
          const { columns, rows } = await exportTable(tx, table, file);
          if (table.key === TWO_FACTOR_TABLE && rows > 0)
            await unlockTwoFactorSecrets(file, source.authSecret);
          out.push({ name: table.key, rows, columns });
        }
        return { migration, tables: out };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    const files = await dataFiles(source.dataDir);
    const manifest: BackupManifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: source.kind,
      migration: exported.migration,
      tables: exported.tables,
      files: files.map((f) => f.name),
      twoFactorSecrets: "unlocked",
    };
    return {
      manifest,
      discard,
      async write(out) {
        try {
          await writeArchive(out, manifest, staging, files);
        } finally {
          await discard();
        }
      },
    };
  } catch (error) {
    await discard();
    throw error;
  }
}

/** A backup of the database this server runs on (the control socket's `POST /backup`). */
export function prepareServerBackup(): Promise<PreparedBackup> {
  return prepareBackup({
    db: getDb(),
    kind: getDatabaseKind(),
    dataDir: getConfig().dataDir,
    authSecret: getAuthSecret(),
  });
}
