/**
 * Backups (app/server/backup/: backup, archive, restore): a round trip of every table and the
 * data folder's files, on each database kind and across kinds; what a
 * restore refuses; that every table of the database is covered; that the
 * snapshot is one moment while others write.
 */
import { randomBytes } from "node:crypto";
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { symmetricDecrypt } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { customType, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contactSchema } from "~/features/leads/schemas/contact";
import { insertContactSubmission } from "~/features/leads/server/leads.server";
import { readArchive, saveArchive } from "~/server/backup/archive.server";
import { type BackupOptions, prepareBackup } from "~/server/backup/backup.server";
import type { BackupManifest } from "~/server/backup/manifest.server";
import { type RestoreTarget, restoreBackup } from "~/server/backup/restore.server";
import { backupTables, uncoveredTables } from "~/server/backup/tables.server";
import { LEFT_OUT_TABLES } from "~/server/backup/two-factor-secrets.server";
import { type DatabaseHandle, type Db, openDatabase } from "~/server/db/client.server";
import * as schema from "~/server/db/schema.server";
import {
  handMadeArchive,
  latestMigration,
  leadSource,
  SOURCE_AUTH_SECRET,
  scratchDir,
  seedEveryTable,
  TOTP_SECRET,
} from "../../../tests/support/backup-fixtures";
import { onEachDatabase } from "../../../tests/support/databases";
import { createScratchDatabase, testDatabaseUrl } from "../../../tests/support/postgres";

const scratchDatabases: { drop(): Promise<void> }[] = [];
async function scratchPostgres(): Promise<string> {
  const scratch = await createScratchDatabase("unit_backup");
  scratchDatabases.push(scratch);
  return scratch.url;
}
afterAll(async () => {
  for (const scratch of scratchDatabases) await scratch.drop();
});

/** Bytes compared as hex: the two drivers hand back a Buffer (which has its own toJSON) or a plain Uint8Array. */
function bytesAsHex(this: Record<string, unknown>, key: string, value: unknown) {
  const raw = this[key];
  return raw instanceof Uint8Array ? Buffer.from(raw).toString("hex") : value;
}

/** The restored site's auth secret: the source's does not travel. */
const TARGET_AUTH_SECRET = "t".repeat(43);

/**
 * Every table a backup takes, its rows as Drizzle reads them, sorted: a comparison that does not go
 * through the archive's own format. The two-factor secrets unlocked with the site's auth secret.
 */
async function tableContents(db: Db, authSecret: string): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const table of backupTables()) {
    if (LEFT_OUT_TABLES.has(table.key)) continue;
    const rows = (await db.select().from(table.table)) as Record<string, unknown>[];
    if (table.key === "two_factor") {
      for (const row of rows)
        row.secret = await symmetricDecrypt({ key: authSecret, data: String(row.secret) });
    }
    contents[table.key] = rows.map((row) => JSON.stringify(row, bytesAsHex)).sort();
  }
  return contents;
}

async function microseconds(db: Db): Promise<string | undefined> {
  const result = (await db.execute(
    sql`select (extract(epoch from at) * 1000000)::bigint::text as us from audit_log where user_email = 'micro@example.com'`,
  )) as unknown as { rows: { us: string }[] };
  return result.rows[0]?.us;
}

async function withTarget<T>(
  target: RestoreTarget,
  use: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(target);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

async function backUp(database: DatabaseHandle, dataDir: string, file: string, options?: BackupOptions) {
  const prepared = await prepareBackup(
    { db: database.db, kind: database.kind, dataDir, authSecret: SOURCE_AUTH_SECRET },
    options,
  );
  await saveArchive(file, (out) => prepared.write(out));
  return prepared.manifest;
}

/** One table's rows as they stand in an archive. */
async function archivedRows(file: string, table: string): Promise<Record<string, unknown>[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "unit-backup-read-"));
  try {
    await readArchive(file, { stagingDir: dir });
    const text = await readFile(path.join(dir, "tables", `${table}.ndjson`), "utf8");
    return text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

onEachDatabase("backup and restore", (handle) => {
  const dataDir = scratchDir("source");
  const media = randomBytes(2048);
  let archive: string;
  let manifest: BackupManifest;
  let before: Record<string, string[]>;

  beforeAll(async () => {
    await seedEveryTable(handle().db);
    writeFileSync(path.join(dataDir, "auth-secret"), "s".repeat(43), { mode: 0o600 });
    mkdirSync(path.join(dataDir, "media", "gallery"), { recursive: true });
    writeFileSync(path.join(dataDir, "media", "gallery", "kitchen.jpg"), media);
    // Not the site's own file: a link is not followed out of the data folder.
    symlinkSync("/etc/hostname", path.join(dataDir, "media", "link.txt"));
    // The folder's other contents are not the backup's business.
    writeFileSync(path.join(dataDir, "notes.txt"), "not backed up");
    before = await tableContents(handle().db, SOURCE_AUTH_SECRET);
    archive = path.join(scratchDir("archive"), "backup.tar.gz");
    manifest = await backUp(handle(), dataDir, archive);
  });

  it("covers every table the database has", async () => {
    expect(await uncoveredTables(handle().db)).toEqual([]);
    // And the check sees one it does not cover.
    await handle().db.execute(sql`create table stray_table (id integer)`);
    try {
      expect(await uncoveredTables(handle().db)).toEqual(["stray_table"]);
    } finally {
      await handle().db.execute(sql`drop table stray_table`);
    }
  });

  it("writes an archive for its owner only, with every table's rows and the data folder's files", async () => {
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(await readArchive(archive)).toEqual(manifest);
    expect(manifest).toMatchObject({ database: handle().kind, migration: latestMigration, formatVersion: 2 });
    // Not the auth secret, nor the live sessions and reset links: a backup file opens no one's admin.
    expect(manifest.files).toEqual(["media/gallery/kitchen.jpg"]);
    expect(manifest.tables.map((t) => t.name)).not.toContain("session");
    expect(manifest.tables.map((t) => t.name)).not.toContain("verification");
    // The two-factor secret travels unlocked inside the archive (which leaves the server locked as a whole).
    expect((await archivedRows(archive, "two_factor"))[0]?.secret).toBe(TOTP_SECRET);
    for (const table of backupTables()) {
      if (LEFT_OUT_TABLES.has(table.key)) continue;
      const saved = manifest.tables.find((t) => t.name === table.key);
      expect(saved?.rows, `rows of ${table.key} (give it one in seedEveryTable)`).toBeGreaterThan(0);
      expect(saved?.rows).toBe(before[table.key]?.length);
    }
    const [lead] = await archivedRows(archive, "contact_submissions");
    expect(lead).toMatchObject({ name: "Pat Homeowner", utm: { utm_source: "flyer" } });
    expect(lead?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
  });

  it("restores into a fresh data folder: every row, the files, the sequences", async () => {
    const target = { dataDir: scratchDir("target") };
    const result = await restoreBackup(archive, target, { authSecret: () => TARGET_AUTH_SECRET });
    expect(result.kind).toBe("pglite");
    expect(result.filesWritten).toEqual(["media/gallery/kitchen.jpg"]);
    expect(readdirSync(target.dataDir)).not.toContain("auth-secret");
    expect(readFileSync(path.join(target.dataDir, "media", "gallery", "kitchen.jpg")).equals(media)).toBe(
      true,
    );
    await withTarget(target, async ({ db }) => {
      expect(await tableContents(db, TARGET_AUTH_SECRET)).toEqual(before);
      expect(await microseconds(db)).toBe(await microseconds(handle().db));
      // audit_log's bigserial goes on after the restored rows.
      const [row] = await db
        .insert(schema.auditLog)
        .values({ userEmail: "x@example.com", entity: "x", entityId: "x", action: "x" })
        .returning({ id: schema.auditLog.id });
      const ids = (before.audit_log ?? []).map((json) => (JSON.parse(json) as { id: number }).id);
      expect(row?.id).toBe(Math.max(...ids) + 1);
      await db.delete(schema.auditLog).where(sql`id = ${row!.id}`);
    });

    // The same target again is not empty: refused, and nothing changed.
    await expect(restoreBackup(archive, target)).rejects.toThrow(
      /already holds a database.*Nothing was changed/,
    );
    await withTarget(target, async ({ db }) =>
      expect(await tableContents(db, TARGET_AUTH_SECRET)).toEqual(before),
    );
  });

  it.runIf(testDatabaseUrl)("restores into PostgreSQL (across kinds too), and not twice", async () => {
    const target = { dataDir: scratchDir("target-pg"), databaseUrl: await scratchPostgres() };
    const result = await restoreBackup(archive, target, { authSecret: () => TARGET_AUTH_SECRET });
    expect(result.kind).toBe("postgres");
    await withTarget(target, async ({ db }) => {
      expect(await tableContents(db, TARGET_AUTH_SECRET)).toEqual(before);
      expect(await microseconds(db)).toBe(await microseconds(handle().db));
    });
    await expect(restoreBackup(archive, target)).rejects.toThrow(
      /is not empty \(rows in .*Nothing was changed/,
    );
    await withTarget(target, async ({ db }) =>
      expect(await tableContents(db, TARGET_AUTH_SECRET)).toEqual(before),
    );
  });

  it.runIf(testDatabaseUrl)("refuses a PostgreSQL database where one table has a row", async () => {
    const target = { dataDir: scratchDir("target-one-row"), databaseUrl: await scratchPostgres() };
    await withTarget(target, ({ db }) =>
      db.insert(schema.rateLimits).values({ key: "k", count: 1, resetAt: new Date() }),
    );
    await expect(restoreBackup(archive, target)).rejects.toThrow(/rows in rate_limits/);
    await withTarget(target, async ({ db }) => {
      const contents = await tableContents(db, TARGET_AUTH_SECRET);
      expect(contents.rate_limits).toHaveLength(1);
      expect(contents.contact_submissions).toEqual([]);
    });
    expect(await readdir(target.dataDir)).toEqual([]);
  });

  it("does not replace a file of the target's data folder", async () => {
    const target = { dataDir: scratchDir("target-secret") };
    mkdirSync(path.join(target.dataDir, "media", "gallery"), { recursive: true });
    writeFileSync(path.join(target.dataDir, "media", "gallery", "kitchen.jpg"), "another photo");
    await expect(restoreBackup(archive, target)).rejects.toThrow(
      /kitchen\.jpg already exists with other content/,
    );
    expect(readFileSync(path.join(target.dataDir, "media", "gallery", "kitchen.jpg"), "utf8")).toBe(
      "another photo",
    );
    expect(await readdir(target.dataDir)).toEqual(["media"]);
  });

  it("refuses an archive from a newer version of the site, naming its migration", async () => {
    const file = path.join(scratchDir("future"), "future.tar.gz");
    const future = { ...manifest, migration: "0099_from_the_future" };
    await handMadeArchive(file, { "manifest.json": JSON.stringify(future) });
    const target = { dataDir: scratchDir("target-future") };
    await expect(restoreBackup(file, target)).rejects.toThrow(
      new RegExp(
        `migration 0099_from_the_future, and this version knows migrations up to ${latestMigration}`,
      ),
    );
    expect(await readdir(target.dataDir)).toEqual([]);
  });

  it("refuses an archive cut short, or not a backup", async () => {
    const dir = scratchDir("damaged");
    const cut = path.join(dir, "cut.tar.gz");
    writeFileSync(cut, readFileSync(archive));
    truncateSync(cut, Math.floor(statSync(archive).size / 2));
    await expect(readArchive(cut)).rejects.toThrow(/damaged or cut short/);
    const target = { dataDir: scratchDir("target-cut") };
    await expect(restoreBackup(cut, target)).rejects.toThrow(/damaged or cut short/);
    expect(await readdir(target.dataDir)).toEqual([]);

    // A table with fewer rows than the manifest says.
    const short = path.join(dir, "short.tar.gz");
    await handMadeArchive(short, {
      "manifest.json": JSON.stringify(manifest),
      ...Object.fromEntries(manifest.tables.map((t) => [`tables/${t.name}.ndjson`, ""])),
    });
    await expect(readArchive(short)).rejects.toThrow(/incomplete: table \w+ should have \d+ rows and has 0/);

    const other = path.join(dir, "other.tar.gz");
    await handMadeArchive(other, { "readme.txt": "hello" });
    await expect(readArchive(other)).rejects.toThrow(/is not a backup made by npm run backup/);
    const escaping = path.join(dir, "escaping.tar.gz");
    await handMadeArchive(escaping, {
      "manifest.json": JSON.stringify({ ...manifest, files: ["../outside"] }),
      "files/../outside": "x",
    });
    await expect(readArchive(escaping)).rejects.toThrow(/unexpected entry files\/\.\.\/outside/);
  });

  it("is one moment of the database: a row committed after its snapshot is not in it", async () => {
    const { db, kind } = handle();
    const file = path.join(scratchDir("snapshot"), "snapshot.tar.gz");
    const leadsBefore = before.contact_submissions?.length ?? 0;
    let written: Promise<unknown> | undefined;
    const later = await backUp(handle(), dataDir, file, {
      onSnapshot: async () => {
        written = insertContactSubmission(
          db,
          contactSchema.parse({
            name: "Written during the backup",
            email: "late@example.com",
            phone: "651-555-0199",
            message: "After the snapshot.",
          }),
          leadSource,
        );
        // PostgreSQL commits it from another connection while the backup's transaction is open; the
        // embedded database runs one transaction at a time, so there it commits after the backup's.
        if (kind === "postgres") await written;
      },
    });
    await written;
    expect(later.tables.find((t) => t.name === "contact_submissions")?.rows).toBe(leadsBefore);
    expect((await archivedRows(file, "contact_submissions")).map((row) => row.name)).not.toContain(
      "Written during the backup",
    );
    const stored = await db.select({ name: schema.contactSubmissions.name }).from(schema.contactSubmissions);
    expect(stored.map((row) => row.name)).toContain("Written during the backup");
    await db.delete(schema.contactSubmissions).where(sql`email = 'late@example.com'`);
  });

  it("backs up a table added later, bytea as base64, and restores it (PostgreSQL)", async () => {
    const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });
    const probe = pgTable("backup_probe", {
      id: serial("id").primaryKey(),
      label: text("label").notNull(),
      data: bytea("data"),
      userId: text("user_id").references(() => schema.users.id),
      size: integer("size"),
    });
    const extended = { ...schema, probe };
    const create = sql`create table backup_probe (id serial primary key, label text not null, data bytea,
                       user_id text references "user"(id), size integer)`;
    const bytes = randomBytes(300);
    const { db } = handle();
    await db.execute(create);
    try {
      await db.insert(probe).values([
        { label: "binary", data: bytes, userId: "user-backup-1", size: bytes.length },
        { label: "empty", data: null },
      ]);
      const file = path.join(scratchDir("probe"), "probe.tar.gz");
      const saved = await backUp(handle(), dataDir, file, { schema: extended });
      const names = saved.tables.map((t) => t.name);
      expect(names.indexOf("backup_probe")).toBeGreaterThan(names.indexOf("user"));
      const rows = await archivedRows(file, "backup_probe");
      expect(rows.find((row) => row.label === "binary")?.data).toBe(bytes.toString("base64"));

      if (!testDatabaseUrl) return;
      // A target whose version of the site has the table too.
      const target = { dataDir: scratchDir("target-probe"), databaseUrl: await scratchPostgres() };
      await withTarget(target, ({ db: targetDb }) => targetDb.execute(create));
      await restoreBackup(file, target, { schema: extended, authSecret: () => TARGET_AUTH_SECRET });
      await withTarget(target, async ({ db: targetDb }) => {
        const restored = await targetDb.select().from(probe).orderBy(probe.id);
        expect(restored.map((row) => [row.label, row.data && Buffer.from(row.data).equals(bytes)])).toEqual([
          ["binary", true],
          ["empty", null],
        ]);
        const [next] = await targetDb.insert(probe).values({ label: "next" }).returning({ id: probe.id });
        expect(next?.id).toBe(3);
      });
    } finally {
      await db.execute(sql`drop table backup_probe`);
    }
  });
});
