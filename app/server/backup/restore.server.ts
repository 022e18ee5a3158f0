/**
 * Restoring an archive. A restore goes into an empty target only and checks
 * everything it can before it touches it: the archive's completeness, its
 * migration, the target's emptiness. Rows go in inside one transaction, in
 * foreign-key order. An archive from an older version of the site is accepted
 * (the migrations bring its tables forward) as long as each of its columns
 * still exists; columns added since take their defaults. One from a newer
 * version is refused.
 */
import { createReadStream } from "node:fs";
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, type Db, openDatabase, pgliteFolder } from "../db/client.server";
import { FolderInUseError } from "../db/folder-lock.server";
import { redactUrl } from "../redact-url.server";
import { readArchive } from "./archive.server";
import { exists } from "./data-folder.server";
import { BackupError, type BackupManifest, readJournal } from "./manifest.server";
import {
  BATCH_ROWS,
  type BackupTable,
  backupTables,
  catalogColumns,
  query,
  tableRef,
  tablesWithRows,
} from "./tables.server";
import { LEFT_OUT_TABLES, lockTwoFactorSecrets, TWO_FACTOR_TABLE } from "./two-factor-secrets.server";

const BATCH_BYTES = 4 * 1024 * 1024;

export interface RestoreTarget {
  dataDir: string;
  /** PostgreSQL; without it, the embedded database in dataDir. */
  databaseUrl?: string;
}

export interface RestoreOptions {
  schema?: Record<string, unknown>;
  /** What opens a locked archive (encryption.server.ts). */
  passphrase?: string;
  /** The restored site's auth secret, asked for when the archive carries two-factor secrets to lock with it. */
  authSecret?: () => string;
}

export interface RestoreResult {
  manifest: BackupManifest;
  kind: DatabaseHandle["kind"];
  location: string;
  /** Data-folder files written (those already there with the same content are left as they are). */
  filesWritten: string[];
}

/** Refuses an archive this version cannot restore whole, before the target is touched. */
async function checkCompatible(file: string, manifest: BackupManifest, tables: BackupTable[]) {
  const journal = await readJournal();
  const latest = journal[journal.length - 1]?.tag;
  if (!journal.some((entry) => entry.tag === manifest.migration)) {
    throw new BackupError(
      `${file} comes from a newer version of the site: its database is at migration ${manifest.migration}, ` +
        `and this version knows migrations up to ${latest}. Update the site's code before restoring it.`,
    );
  }
  for (const saved of manifest.tables) {
    const table = tables.find((t) => t.key === saved.name);
    if (!table) {
      throw new BackupError(
        `${file} holds table ${saved.name}, which this version of the site does not have.`,
      );
    }
    const gone = saved.columns.filter((column) => !table.columns.includes(column));
    if (gone.length > 0) {
      throw new BackupError(
        `${file} holds column(s) ${gone.join(", ")} of table ${saved.name}, which this version of the site does not have.`,
      );
    }
  }
}

function sameContent(a: string, b: string): Promise<boolean> {
  return Promise.all([readFile(a), readFile(b)]).then(([x, y]) => x.equals(y));
}

/** The empty-target rule, checked before anything is opened (opening migrates). */
async function checkTargetEmpty(target: RestoreTarget, tables: BackupTable[]) {
  if (target.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const client = new pg.Client({ connectionString: target.databaseUrl, connectionTimeoutMillis: 5_000 });
    try {
      await client.connect();
    } catch (error) {
      throw new BackupError(
        `Could not connect to ${redactUrl(target.databaseUrl)}: ${(error as Error).message}. Nothing was changed.`,
      );
    }
    try {
      const full = await tablesWithRows(drizzle(client), tables);
      if (full.length > 0) throw notEmpty(`The database ${redactUrl(target.databaseUrl)}`, full);
    } finally {
      await client.end();
    }
    return;
  }
  const folder = pgliteFolder(target.dataDir);
  const inside = await readdir(folder).catch(() => []);
  if (inside.length > 0) {
    throw new BackupError(
      `${folder} already holds a database. A restore goes into an empty data folder only: ` +
        "point DATA_DIR at a new folder (or move this one aside). Nothing was changed.",
    );
  }
}

function notEmpty(what: string, full: string[]): BackupError {
  return new BackupError(
    `${what} is not empty (rows in ${full.join(", ")}). A restore goes into an empty database only: ` +
      "create a new database and point DATABASE_URL at it. Nothing was changed.",
  );
}

async function insertTable(
  tx: Db,
  table: BackupTable,
  saved: BackupManifest["tables"][number],
  file: string,
): Promise<void> {
  const catalog = await catalogColumns(tx, table);
  const byName = new Map(catalog.map((c) => [c.name, c]));
  const gone = saved.columns.filter((name) => !byName.has(name));
  if (gone.length > 0) {
    throw new BackupError(
      `The database has no column(s) ${gone.join(", ")} in table ${table.key} to restore.`,
    );
  }
  // Generated columns are computed again; identity columns take the saved values.
  const columns = saved.columns.map((name) => byName.get(name)!).filter((c) => !c.generated);
  const row = sql.raw("backup_row");
  const values = sql.join(
    columns.map((c) =>
      c.type === "bytea"
        ? sql`decode(j.v->>${c.name}::text, 'base64')`
        : sql`${row}.${sql.identifier(c.name)}`,
    ),
    sql`, `,
  );
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const insert = (lines: string[]) =>
    tx.execute(
      sql`insert into ${tableRef(table)} (${names}) overriding system value
          select ${values} from json_array_elements(${`[${lines.join(",")}]`}::json) as j(v)
          cross join lateral json_populate_record(null::${tableRef(table)}, j.v) as ${row}`,
    );
  let batch: string[] = [];
  let bytes = 0;
  const reader = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of reader) {
    if (line === "") continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
      await insert(batch);
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) await insert(batch);
}

/** serial, bigserial and identity columns continue after the highest restored value. */
async function resetSequences(tx: Db, table: BackupTable) {
  const rows = await query<{ column: string; sequence: string | null }>(
    tx,
    sql`select column_name as column,
               pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), column_name) as sequence
        from information_schema.columns where table_schema = ${table.schema} and table_name = ${table.name}`,
  );
  for (const { column, sequence } of rows) {
    if (!sequence) continue;
    await tx.execute(
      sql`select setval(${sequence}::regclass,
                        coalesce((select max(${sql.identifier(column)}) from ${tableRef(table)}), 0) + 1, false)`,
    );
  }
}

async function countRows(tx: Db, table: BackupTable): Promise<number> {
  const [row] = await query<{ n: string }>(tx, sql`select count(*)::text as n from ${tableRef(table)}`);
  return Number(row?.n ?? 0);
}

/**
 * Restores an archive into an empty target: the embedded database of a fresh
 * data folder, or a PostgreSQL database whose tables (if any) have no rows.
 * Anything else is refused before it is touched.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const tables = backupTables(options.schema);
  const staging = await mkdtemp(path.join(tmpdir(), "site-restore-"));
  try {
    const manifest = await readArchive(file, {
      stagingDir: staging,
      passphrase: options.passphrase,
      check: (saved) => checkCompatible(file, saved, tables),
    });
    // Sessions and reset links of an older archive are not restored: everyone signs in again.
    const restored = manifest.tables.filter((saved) => !LEFT_OUT_TABLES.has(saved.name));
    const dataDir = path.resolve(target.dataDir);
    const filesToWrite: string[] = [];
    for (const name of manifest.files) {
      const destination = path.join(dataDir, ...name.split("/"));
      if (!(await exists(destination))) filesToWrite.push(name);
      else if (!(await sameContent(destination, path.join(staging, "files", ...name.split("/"))))) {
        throw new BackupError(
          `${destination} already exists with other content: a restore does not replace it. Nothing was changed.`,
        );
      }
    }
    await checkTargetEmpty(target, tables);
    const twoFactor = restored.find((saved) => saved.name === TWO_FACTOR_TABLE);
    if (manifest.twoFactorSecrets === "unlocked" && twoFactor && twoFactor.rows > 0) {
      const { authSecret } = options;
      if (!authSecret)
        throw new BackupError("The restored site's auth secret is needed for its two-factor secrets.");
      await lockTwoFactorSecrets(path.join(staging, "tables", `${TWO_FACTOR_TABLE}.ndjson`), authSecret);
    }

    // Checked just above: an embedded database's folder was empty.
    const pgliteWasEmpty = !target.databaseUrl;
    let database: DatabaseHandle | undefined;
    const written: string[] = [];
    try {
      database = await openDatabase({ dataDir, databaseUrl: target.databaseUrl });
      await database.db.transaction(async (tx) => {
        // Again inside the transaction: another process may have written since the first look.
        const full = await tablesWithRows(tx, tables);
        if (full.length > 0) throw notEmpty(`The database ${database?.location}`, full);
        // In this version's foreign-key order (the archive's tables are all known: checkCompatible).
        for (const table of tables) {
          const saved = restored.find((t) => t.name === table.key);
          if (saved)
            await insertTable(tx, table, saved, path.join(staging, "tables", `${saved.name}.ndjson`));
        }
        for (const table of tables) await resetSequences(tx, table);
        for (const saved of restored) {
          const count = await countRows(tx, tables.find((t) => t.key === saved.name)!);
          if (count !== saved.rows) {
            throw new BackupError(
              `Table ${saved.name} has ${count} rows after the restore, not the ${saved.rows} of the backup.`,
            );
          }
        }
        // Last, still inside the transaction: a failure here undoes the rows too.
        for (const name of filesToWrite) {
          const destination = path.join(dataDir, ...name.split("/"));
          const staged = path.join(staging, "files", ...name.split("/"));
          await mkdir(path.dirname(destination), { recursive: true, mode: 0o700 });
          await copyFile(staged, destination);
          written.push(destination);
          await chmod(destination, (await stat(staged)).mode & 0o777);
        }
      });
      const result = {
        manifest,
        kind: database.kind,
        location: database.location,
        filesWritten: filesToWrite,
      };
      await database.close();
      return result;
    } catch (error) {
      await database?.close().catch(() => {});
      for (const destination of written) await rm(destination, { force: true });
      // The embedded database was created for this restore: gone again, the folder counts as empty for the
      // next try. (Unless another process took the folder meanwhile: then it is not ours to remove.)
      if (pgliteWasEmpty && !(error instanceof FolderInUseError))
        await rm(pgliteFolder(dataDir), { recursive: true, force: true });
      throw error;
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
