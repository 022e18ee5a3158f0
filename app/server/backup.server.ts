/**
 * Backups of the site: every table of the Drizzle schema plus the data
 * folder's own files (the generated auth secret, uploaded media), as one
 * gzip'd tar archive that restores into either database kind.
 *
 *   manifest.json             what the archive holds (see BackupManifest)
 *   tables/<table>.ndjson     one row per line, as PostgreSQL's to_json writes it
 *   files/<path>              files of the data folder (DATA_FOLDER_ENTRIES)
 *
 * Rows are exported inside one REPEATABLE READ transaction, so the archive is
 * one consistent moment of the database while the site keeps writing. Each
 * table is read in batches and staged in a private temporary folder (a tar
 * entry needs its size before its content), then streamed into the archive.
 *
 * A restore goes into an empty target only and checks everything it can
 * before it touches it: the archive's completeness, its migration, the
 * target's emptiness. Rows go in inside one transaction, in foreign-key order.
 * An archive from an older version of the site is accepted (the migrations
 * bring its tables forward) as long as each of its columns still exists;
 * columns added since take their defaults. One from a newer version is refused.
 */
import { createReadStream, createWriteStream } from "node:fs";
import {
  chmod,
  copyFile,
  link,
  lstat,
  mkdir,
  mkdtemp,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { is, type SQL, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { extract as tarExtract, pack as tarPack } from "tar-stream";
import { z } from "zod";
import {
  type DatabaseHandle,
  type Db,
  migrationsFolder,
  openDatabase,
  pgliteFolder,
} from "./db/client.server";
import { FolderInUseError } from "./db/folder-lock.server";
import * as appSchema from "./db/schema.server";
import { redactUrl } from "./redact-url.server";
import { getConfig, getDatabaseKind, getDb } from "./runtime.server";

const FORMAT = "advanced-painting-site-backup";
const FORMAT_VERSION = 1;
/** Rows read (and written back) per statement: a large lead table never sits in memory whole. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * What of the data folder belongs in a backup (files, or folders taken whole).
 * auth-secret: better-auth encrypts two-factor secrets with it (when
 * AUTH_SECRET is not set); without it a restored admin cannot sign in.
 */
export const DATA_FOLDER_ENTRIES = ["auth-secret", "media"];

/** A refusal or a damaged archive, told in words for the owner (no stack trace needed). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

// ---------------------------------------------------------------------------
// The tables, from the schema module
// ---------------------------------------------------------------------------

export interface BackupTable {
  /** Its name in the archive: the table's name, schema-qualified outside "public". */
  key: string;
  schema: string;
  name: string;
  table: PgTable;
  /** SQL column names the schema declares. */
  columns: string[];
}

/**
 * Every table a schema module exports, parents before the tables that refer
 * to them: the order rows must be inserted in. Derived, never listed by hand,
 * so a table added to the schema is backed up without anyone remembering to.
 */
export function backupTables(schemaModule: Record<string, unknown> = appSchema): BackupTable[] {
  const found = new Map<PgTable, BackupTable>();
  for (const value of Object.values(schemaModule)) {
    if (!is(value, PgTable) || found.has(value)) continue;
    const config = getTableConfig(value);
    const schema = config.schema ?? "public";
    found.set(value, {
      key: schema === "public" ? config.name : `${schema}.${config.name}`,
      schema,
      name: config.name,
      table: value,
      columns: config.columns.map((column) => column.name),
    });
  }
  const parents = new Map(
    [...found.keys()].map((table) => [
      table,
      // A table referring to itself needs no ordering between tables (its own rows would).
      new Set(
        getTableConfig(table)
          .foreignKeys.map((fk) => fk.reference().foreignTable)
          .filter((parent) => parent !== table && found.has(parent)),
      ),
    ]),
  );
  const ordered: BackupTable[] = [];
  const placed = new Set<PgTable>();
  while (ordered.length < found.size) {
    const next = [...found.keys()].find(
      (table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((p) => placed.has(p)),
    );
    if (!next) {
      const left = [...found.values()].filter((t) => !placed.has(t.table)).map((t) => t.key);
      throw new Error(
        `The tables ${left.join(", ")} refer to each other in a cycle: no insert order exists.`,
      );
    }
    placed.add(next);
    ordered.push(found.get(next)!);
  }
  return ordered;
}

/** Tables of the database's "public" schema that the backup would leave out (none, unless the schema module lacks one). */
export async function uncoveredTables(db: Queryable, tables = backupTables()): Promise<string[]> {
  const rows = await query<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const covered = new Set(tables.map((t) => t.key));
  return rows.map((row) => row.name).filter((name) => !covered.has(name));
}

// ---------------------------------------------------------------------------
// SQL helpers shared by both drivers
// ---------------------------------------------------------------------------

/** A database or a transaction of either driver; both answer `execute` with `{ rows }`. */
type Queryable = { execute(query: SQL): PromiseLike<unknown> };

async function query<T>(db: Queryable, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as { rows: T[] };
  return result.rows;
}

function tableRef(table: BackupTable): SQL {
  return sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`;
}

interface CatalogColumn {
  name: string;
  type: string;
  generated: boolean;
}

async function catalogColumns(db: Queryable, table: BackupTable): Promise<CatalogColumn[]> {
  const rows = await query<{ name: string; type: string; generated: string }>(
    db,
    sql`select column_name as name, data_type as type, is_generated as generated
        from information_schema.columns
        where table_schema = ${table.schema} and table_name = ${table.name}
        order by ordinal_position`,
  );
  return rows.map((row) => ({ name: row.name, type: row.type, generated: row.generated === "ALWAYS" }));
}

/** Tables (of `tables`) that hold at least one row; a table not created yet counts as empty. */
async function tablesWithRows(db: Queryable, tables: BackupTable[]): Promise<string[]> {
  const existing = new Set(
    (
      await query<{ key: string }>(
        db,
        sql`select case when table_schema = 'public' then table_name
                        else table_schema || '.' || table_name end as key
            from information_schema.tables where table_type = 'BASE TABLE'`,
      )
    ).map((row) => row.key),
  );
  const full: string[] = [];
  for (const table of tables) {
    if (!existing.has(table.key)) continue;
    const [row] = await query<{ found: boolean }>(
      db,
      sql`select exists (select 1 from ${tableRef(table)}) as found`,
    );
    if (row?.found) full.push(table.key);
  }
  return full;
}

// ---------------------------------------------------------------------------
// Migrations
// ---------------------------------------------------------------------------

interface JournalEntry {
  tag: string;
  when: number;
}

function readJournal(): Promise<JournalEntry[]> {
  return readFile(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8").then(
    (text) => (JSON.parse(text) as { entries: JournalEntry[] }).entries,
  );
}

/** The tag of the newest migration applied to the database (drizzle records each by its journal time). */
async function appliedMigration(db: Queryable): Promise<string> {
  const [row] = await query<{ at: string | null }>(
    db,
    sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  );
  const journal = await readJournal();
  const entry = journal.find((e) => String(e.when) === row?.at);
  if (!entry) {
    throw new BackupError(
      "The database has a migration this version of the site does not know: it was updated by a newer version. " +
        "Make the backup with that version.",
    );
  }
  return entry.tag;
}

// ---------------------------------------------------------------------------
// The manifest
// ---------------------------------------------------------------------------

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  database: z.enum(["pglite", "postgres"]),
  /** The newest migration applied to the database the rows came from. */
  migration: z.string(),
  /** In insert order. */
  tables: z.array(
    z.object({
      name: z.string().regex(/^[\w.]+$/),
      rows: z.number().int().min(0),
      columns: z.array(z.string()),
    }),
  ),
  /** Paths inside the data folder, with "/" separators. */
  files: z.array(z.string()),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

// ---------------------------------------------------------------------------
// Backup
// ---------------------------------------------------------------------------

export interface BackupSource {
  db: Db;
  kind: "pglite" | "postgres";
  /** The data folder whose own files (DATA_FOLDER_ENTRIES) go in too. */
  dataDir: string;
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

interface DataFile {
  name: string;
  absolute: string;
}

/** Regular files under the data folder's entries; links and devices are not the site's and are skipped. */
async function dataFiles(dataDir: string): Promise<DataFile[]> {
  const files: DataFile[] = [];
  const walk = async (relative: string) => {
    const absolute = path.join(dataDir, relative);
    const info = await lstat(absolute).catch(() => undefined);
    if (info?.isFile()) files.push({ name: relative.split(path.sep).join("/"), absolute });
    else if (info?.isDirectory()) {
      for (const child of (await readdir(absolute)).sort()) await walk(path.join(relative, child));
    }
  };
  for (const entry of DATA_FOLDER_ENTRIES) await walk(entry);
  return files;
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
  const tables = backupTables(options.schema);
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
          const { columns, rows } = await exportTable(
            tx,
            table,
            path.join(staging, "tables", `${table.key}.ndjson`),
          );
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

async function writeArchive(out: Writable, manifest: BackupManifest, staging: string, files: DataFile[]) {
  const pack = tarPack();
  const piping = pipeline(pack, createGzip(), out);
  piping.catch(() => {}); // Awaited below; a failure meanwhile is not "unhandled".
  const mtime = new Date(manifest.createdAt);
  const add = (name: string, data: Buffer, mode = 0o600) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: data.length, mode, mtime }, data, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  try {
    await add("manifest.json", Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    for (const table of manifest.tables) {
      const staged = path.join(staging, "tables", `${table.name}.ndjson`);
      const { size } = await stat(staged);
      const entry = pack.entry({ name: `tables/${table.name}.ndjson`, size, mode: 0o600, mtime });
      await pipeline(createReadStream(staged), entry);
    }
    // Read whole, one at a time: a file rewritten meanwhile cannot disagree with its header's size.
    for (const file of files) {
      const info = await stat(file.absolute);
      await add(`files/${file.name}`, await readFile(file.absolute), info.mode & 0o777);
    }
    pack.finalize();
    await piping;
  } catch (error) {
    pack.destroy(error as Error);
    await piping.catch(() => {});
    throw error;
  }
}

/** A backup of the database this server runs on (the control socket's `POST /backup`). */
export function prepareServerBackup(): Promise<PreparedBackup> {
  return prepareBackup({ db: getDb(), kind: getDatabaseKind(), dataDir: getConfig().dataDir });
}

/**
 * Writes an archive to `file`, readable by its owner only (it holds leads and
 * secrets), through a temporary name: a failed run leaves no half archive, and
 * an existing file is never replaced.
 */
export async function saveArchive(file: string, produce: (out: Writable) => Promise<void>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  if (await exists(file)) throw new BackupError(`${file} already exists: choose another name.`);
  const partial = `${file}.partial`;
  // Left by a run that was killed: made afresh, so it is never wider than 0600 while written.
  await rm(partial, { force: true });
  try {
    const out = createWriteStream(partial, { mode: 0o600, flags: "wx" });
    await produce(out);
    // The umask can only narrow the mode above; this makes it exactly 0600.
    await chmod(partial, 0o600);
    // A hard link, unlike a rename, never replaces a file that appeared meanwhile.
    const taken = () => new BackupError(`${file} already exists: choose another name.`);
    try {
      await link(partial, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST" || (await exists(file))) throw taken();
      // A file system without hard links (some network shares).
      await rename(partial, file);
    }
  } finally {
    await unlink(partial).catch(() => {});
  }
}

function exists(file: string): Promise<boolean> {
  return lstat(file).then(
    () => true,
    () => false,
  );
}

// ---------------------------------------------------------------------------
// Reading an archive
// ---------------------------------------------------------------------------

/** A data-folder path from an archive, if it stays inside one of DATA_FOLDER_ENTRIES. */
function safeDataPath(name: string): string | undefined {
  const normal = path.posix.normalize(name);
  const parts = normal.split("/");
  if (normal.startsWith("/") || parts.includes("..") || !DATA_FOLDER_ENTRIES.includes(parts[0]!))
    return undefined;
  return normal;
}

/**
 * Reads an archive from end to end and checks it is whole: its manifest, and
 * every table and file the manifest lists, each table with as many rows as it
 * says. With `stagingDir`, the tables and files are written there; `check`
 * sees the manifest before anything else is read.
 */
export async function readArchive(
  file: string,
  options: { stagingDir?: string; check?: (manifest: BackupManifest) => Promise<void> } = {},
): Promise<BackupManifest> {
  const { stagingDir } = options;
  const notBackup = `${file} is not a backup made by npm run backup`;
  const extract = tarExtract();
  const feeding = pipeline(createReadStream(file), createGunzip(), extract);
  // Its failure also ends the loop below, which reports it; awaited there too.
  feeding.catch(() => {});
  let manifest: BackupManifest | undefined;
  const seenTables = new Map<string, number>();
  const seenFiles = new Set<string>();
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type === "directory") {
        entry.resume();
        continue;
      }
      if (type !== "file") throw new BackupError(`${notBackup} (it holds a ${type}: ${name}).`);
      if (!manifest) {
        if (name !== "manifest.json")
          throw new BackupError(`${notBackup} (it does not start with manifest.json).`);
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        let json: unknown;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        } catch {
          throw new BackupError(`${file}: its manifest is damaged.`);
        }
        const parsed = manifestSchema.safeParse(json);
        if (!parsed.success) {
          const format = (json as { format?: unknown } | null)?.format;
          throw new BackupError(format === FORMAT ? `${file}: its manifest is damaged.` : `${notBackup}.`);
        }
        if (parsed.data.formatVersion > FORMAT_VERSION) {
          throw new BackupError(
            `${file} was made by a newer version of the site (archive format ${parsed.data.formatVersion}; ` +
              `this version reads format ${FORMAT_VERSION}). Update the site's code before restoring it.`,
          );
        }
        manifest = parsed.data;
        await options.check?.(manifest);
        continue;
      }
      const table = /^tables\/([\w.]+)\.ndjson$/.exec(name)?.[1];
      const dataPath = name.startsWith("files/") ? safeDataPath(name.slice("files/".length)) : undefined;
      let target: string;
      if (table && manifest.tables.some((t) => t.name === table)) {
        target = path.join("tables", `${table}.ndjson`);
      } else if (dataPath && manifest.files.includes(dataPath)) {
        target = path.join("files", ...dataPath.split("/"));
      } else {
        throw new BackupError(`${notBackup} (unexpected entry ${name}).`);
      }
      let lines = 0;
      const handle = stagingDir
        ? await mkdir(path.dirname(path.join(stagingDir, target)), { recursive: true }).then(() =>
            open(path.join(stagingDir, target), "wx", table ? 0o600 : entry.header.mode & 0o777),
          )
        : undefined;
      try {
        for await (const chunk of entry) {
          const bytes = chunk as Buffer;
          if (table) for (const byte of bytes) if (byte === 0x0a) lines++;
          await handle?.write(bytes);
        }
      } finally {
        await handle?.close();
      }
      if (table) seenTables.set(table, lines);
      else seenFiles.add(dataPath!);
    }
    await feeding;
  } catch (error) {
    extract.destroy();
    await feeding.catch(() => {});
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `${file} cannot be read whole (${(error as Error).message}): it is damaged or cut short.`,
    );
  }
  if (!manifest) throw new BackupError(`${notBackup} (it is empty).`);
  for (const table of manifest.tables) {
    const lines = seenTables.get(table.name);
    if (lines !== table.rows) {
      throw new BackupError(
        `${file} is incomplete: table ${table.name} should have ${table.rows} rows and has ${lines ?? "none"}.`,
      );
    }
  }
  const missing = manifest.files.filter((name) => !seenFiles.has(name));
  if (missing.length > 0) throw new BackupError(`${file} is incomplete: ${missing.join(", ")} missing.`);
  return manifest;
}

// ---------------------------------------------------------------------------
// Restore
// ---------------------------------------------------------------------------

export interface RestoreTarget {
  dataDir: string;
  /** PostgreSQL; without it, the embedded database in dataDir. */
  databaseUrl?: string;
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
  options: { schema?: Record<string, unknown> } = {},
): Promise<RestoreResult> {
  const tables = backupTables(options.schema);
  const staging = await mkdtemp(path.join(tmpdir(), "site-restore-"));
  try {
    const manifest = await readArchive(file, {
      stagingDir: staging,
      check: (saved) => checkCompatible(file, saved, tables),
    });
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
          const saved = manifest.tables.find((t) => t.name === table.key);
          if (saved)
            await insertTable(tx, table, saved, path.join(staging, "tables", `${saved.name}.ndjson`));
        }
        for (const table of tables) await resetSequences(tx, table);
        for (const saved of manifest.tables) {
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

// ---------------------------------------------------------------------------
// For the command-line scripts
// ---------------------------------------------------------------------------

/** An archive's contents in a few lines: rows per table, then the files. */
export function describeManifest(manifest: BackupManifest): string[] {
  const width = Math.max(...manifest.tables.map((t) => t.name.length));
  const total = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const media = manifest.files.filter((name) => name !== "auth-secret");
  return [
    `  ${total.toLocaleString("en-US")} rows in ${manifest.tables.length} tables (database at migration ${manifest.migration}):`,
    ...manifest.tables.map(
      (t) => `    ${t.name.padEnd(width)}  ${t.rows.toLocaleString("en-US").padStart(7)}`,
    ),
    `  Files of the data folder: ${
      [
        ...(manifest.files.includes("auth-secret") ? ["auth-secret"] : []),
        ...(media.length > 0
          ? [
              `${media.length} other file(s) (${media.slice(0, 3).join(", ")}${media.length > 3 ? ", ..." : ""})`,
            ]
          : []),
      ].join(", ") || "none"
    }`,
  ];
}
