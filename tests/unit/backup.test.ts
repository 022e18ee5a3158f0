/**
 * Backups (app/server/backup.server.ts): a round trip of every table and the
 * data folder's files, on each database kind and across kinds; what a
 * restore refuses; that every table of the database is covered; that the
 * snapshot is one moment while others write.
 */
import { randomBytes } from "node:crypto";
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { customType, getTableConfig, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { pack as tarPack } from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSchema } from "~/lib/schemas/contact";
import { nominationSchema } from "~/lib/schemas/nomination";
import { DEFAULT_BOOKING_URL } from "~/lib/site-config";
import {
  type BackupManifest,
  type BackupOptions,
  backupTables,
  prepareBackup,
  type RestoreTarget,
  readArchive,
  restoreBackup,
  saveArchive,
  uncoveredTables,
} from "~/server/backup.server";
import { applySeed } from "~/server/content/seed.server";
import { type DatabaseHandle, type Db, openDatabase, pgliteFolder } from "~/server/db/client.server";
import * as schema from "~/server/db/schema.server";
import { insertContactSubmission, insertNomination } from "~/server/leads.server";
import { onEachDatabase } from "./helpers/databases";
import { createScratchDatabase, testDatabaseUrl } from "./helpers/postgres";

const journal = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../drizzle/meta/_journal.json"), "utf8"),
) as { entries: { tag: string }[] };
const latestMigration = journal.entries.at(-1)!.tag;

const scratchDirs: string[] = [];
const scratchDatabases: { drop(): Promise<void> }[] = [];
function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `unit-backup-${prefix}-`));
  scratchDirs.push(dir);
  return dir;
}
async function scratchPostgres(): Promise<string> {
  const scratch = await createScratchDatabase("unit_backup");
  scratchDatabases.push(scratch);
  return scratch.url;
}
afterAll(async () => {
  for (const scratch of scratchDatabases) await scratch.drop();
  for (const dir of scratchDirs) await rm(dir, { recursive: true, force: true });
});

const source = { sourcePath: "/contact", referrer: "https://www.google.com/", utm: { utm_source: "flyer" } };

/** At least one row in every table of the schema, written the ways the site writes them. */
async function seedEveryTable(db: Db) {
  await applySeed(db, { bookingUrl: DEFAULT_BOOKING_URL });
  await insertContactSubmission(
    db,
    contactSchema.parse({
      name: "Pat Homeowner",
      email: "pat@example.com",
      phone: "651-555-0100",
      service: "Interior Painting",
      message: 'Two rooms.\nLine two, "quoted", ünïcödé, emoji 🎨, backslash \\ and a tab\t.',
    }),
    source,
    // A photo sent with it: its bytes in the database, every byte value.
    {
      photos: [
        {
          width: 2,
          height: 2,
          view: Buffer.from(Uint8Array.from({ length: 256 }, (_, i) => 255 - i)),
          thumb: Buffer.from([0, 1, 2]),
        },
      ],
    },
  );
  await insertNomination(
    db,
    nominationSchema.parse({
      your_name: "Sam",
      your_email: "sam@example.com",
      your_phone: "651-555-0101",
      nominee_name: "Lee",
      nominee_address: "1 Main St, Shoreview",
      nominee_phone: "",
      relationship: "Neighbor",
      reason: "Always helps everyone.",
    }),
    source,
  );
  const userId = "user-backup-1";
  await db
    .insert(schema.users)
    .values({ id: userId, name: "Owner", email: "owner@example.com", emailVerified: true });
  await db.insert(schema.accounts).values({
    id: "account-1",
    accountId: userId,
    providerId: "credential",
    userId,
    password: "hash",
  });
  await db.insert(schema.sessions).values({
    id: "session-1",
    token: "token-1",
    userId,
    expiresAt: new Date("2030-01-01T00:00:00Z"),
  });
  await db.insert(schema.verifications).values({
    id: "verification-1",
    identifier: "owner@example.com",
    value: "code",
    expiresAt: new Date("2030-01-01T00:00:00Z"),
  });
  await db
    .insert(schema.twoFactors)
    .values({ id: "two-factor-1", secret: "encrypted", backupCodes: "codes", userId });
  await db.insert(schema.userRoles).values({ userId, role: "admin" });
  await db
    .insert(schema.rateLimits)
    .values({ key: "form:10.0.0.1", count: 2, resetAt: new Date("2030-01-01") });
  const [post] = await db.select({ id: schema.blogPosts.id }).from(schema.blogPosts).limit(1);
  await db.insert(schema.blogRedirects).values({ fromSlug: "an-old-address", postId: post!.id });
  for (const entity of ["testimonial", "post", "profile"]) {
    await db.insert(schema.auditLog).values({
      userEmail: "owner@example.com",
      entity,
      entityId: "1",
      action: "update",
      before: { big: 2 ** 53 - 1, nested: { list: [1, "two", null] } },
      after: null,
    });
  }
  // An uploaded picture: a row and a file's bytes (every byte value, which text would mangle).
  const [picture] = await db
    .insert(schema.media)
    .values({
      hash: "0123456789",
      width: 4,
      height: 3,
      color: "#336699",
      placeholder: "data:image/webp;base64,AAAA",
      variants: ["thumb", "large"],
      bytes: 256,
      createdBy: "owner@example.com",
    })
    .returning();
  await db.insert(schema.mediaFiles).values({
    name: `${picture!.id}-thumb-400.0123456789.webp`,
    mediaId: picture!.id,
    contentType: "image/webp",
    data: Uint8Array.from({ length: 256 }, (_, i) => i),
  });
  // Microseconds, which a JavaScript Date would lose on the way.
  await db.execute(
    sql`insert into audit_log (at, user_email, entity, entity_id, action)
        values ('2025-01-02 03:04:05.123456+00', 'micro@example.com', 'x', '1', 'create')`,
  );
  // The owner's alerts and numbers: a phone subscribed to alerts, the settings, the push keys, visits.
  await db.insert(schema.pushSubscriptions).values({
    userId,
    endpoint: "https://push.example/send/abc",
    p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
    auth: "tBHItJI5svbpez7KI4CCXg",
    deviceLabel: "Chrome on Android",
  });
  await db.insert(schema.ownerSettings).values({ digestAfterHours: 12, digestHour: 8 });
  await db.insert(schema.serverKeys).values({ name: "vapid", value: '{"publicKey":"P","privateKey":"K"}' });
  await db.insert(schema.analyticsEvents).values({
    kind: "view",
    path: "/services",
    entryPath: "/",
    isEntry: false,
    source: "nextdoor",
    campaign: "spring",
  });
  await db.insert(schema.analyticsDaily).values({
    day: "2025-01-02",
    kind: "view",
    path: "/",
    entryPath: "/",
    source: "Direct",
    medium: "",
    campaign: "",
    events: 40,
    entries: 31,
  });
}

/** Every table's rows as Drizzle reads them, sorted: a comparison that does not go through the archive's own format. */
/** Bytes compared as hex: the two drivers hand back a Buffer (which has its own toJSON) or a plain Uint8Array. */
function bytesAsHex(this: Record<string, unknown>, key: string, value: unknown) {
  const raw = this[key];
  return raw instanceof Uint8Array ? Buffer.from(raw).toString("hex") : value;
}

async function tableContents(db: Db): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const table of backupTables()) {
    const rows = await db.select().from(table.table);
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
  const prepared = await prepareBackup({ db: database.db, kind: database.kind, dataDir }, options);
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

/** A hand-made archive, to see what a restore makes of a strange one. */
async function writeArchive(file: string, entries: Record<string, string>) {
  const pack = tarPack();
  const done = pipeline(pack, createGzip(), createWriteStream(file));
  for (const [name, content] of Object.entries(entries)) pack.entry({ name }, content);
  pack.finalize();
  await done;
}

describe("the tables a backup holds", () => {
  it("are every table of the schema, each after the tables it refers to", () => {
    const tables = backupTables();
    const keys = tables.map((t) => t.key);
    expect(keys).toEqual(
      expect.arrayContaining(["contact_submissions", "audit_log", "blog_posts", "user", "session"]),
    );
    for (const [index, table] of tables.entries()) {
      for (const fk of getTableConfig(table.table).foreignKeys) {
        const parent = getTableConfig(fk.reference().foreignTable).name;
        expect(keys.indexOf(parent), `${table.key} refers to ${parent}`).toBeLessThan(index);
      }
    }
  });

  it("include a table added to the schema without anything else changing", () => {
    const extra = pgTable("later_table", { id: serial("id").primaryKey() });
    expect(backupTables({ ...schema, extra }).map((t) => t.key)).toContain("later_table");
  });
});

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
    before = await tableContents(handle().db);
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
    expect(manifest).toMatchObject({ database: handle().kind, migration: latestMigration, formatVersion: 1 });
    expect(manifest.files).toEqual(["auth-secret", "media/gallery/kitchen.jpg"]);
    for (const table of backupTables()) {
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
    const result = await restoreBackup(archive, target);
    expect(result.kind).toBe("pglite");
    expect(result.filesWritten).toEqual(["auth-secret", "media/gallery/kitchen.jpg"]);
    expect(readFileSync(path.join(target.dataDir, "auth-secret"), "utf8")).toBe("s".repeat(43));
    expect(statSync(path.join(target.dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(target.dataDir, "media", "gallery", "kitchen.jpg")).equals(media)).toBe(
      true,
    );
    await withTarget(target, async ({ db }) => {
      expect(await tableContents(db)).toEqual(before);
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
    await withTarget(target, async ({ db }) => expect(await tableContents(db)).toEqual(before));
  });

  it.runIf(testDatabaseUrl)("restores into PostgreSQL (across kinds too), and not twice", async () => {
    const target = { dataDir: scratchDir("target-pg"), databaseUrl: await scratchPostgres() };
    const result = await restoreBackup(archive, target);
    expect(result.kind).toBe("postgres");
    await withTarget(target, async ({ db }) => {
      expect(await tableContents(db)).toEqual(before);
      expect(await microseconds(db)).toBe(await microseconds(handle().db));
    });
    await expect(restoreBackup(archive, target)).rejects.toThrow(
      /is not empty \(rows in .*Nothing was changed/,
    );
    await withTarget(target, async ({ db }) => expect(await tableContents(db)).toEqual(before));
  });

  it.runIf(testDatabaseUrl)("refuses a PostgreSQL database where one table has a row", async () => {
    const target = { dataDir: scratchDir("target-one-row"), databaseUrl: await scratchPostgres() };
    await withTarget(target, ({ db }) =>
      db.insert(schema.rateLimits).values({ key: "k", count: 1, resetAt: new Date() }),
    );
    await expect(restoreBackup(archive, target)).rejects.toThrow(/rows in rate_limits/);
    await withTarget(target, async ({ db }) => {
      const contents = await tableContents(db);
      expect(contents.rate_limits).toHaveLength(1);
      expect(contents.contact_submissions).toEqual([]);
    });
    expect(await readdir(target.dataDir)).toEqual([]);
  });

  it("does not replace a file of the target's data folder", async () => {
    const target = { dataDir: scratchDir("target-secret") };
    writeFileSync(path.join(target.dataDir, "auth-secret"), "another secret");
    await expect(restoreBackup(archive, target)).rejects.toThrow(
      /auth-secret already exists with other content/,
    );
    expect(readFileSync(path.join(target.dataDir, "auth-secret"), "utf8")).toBe("another secret");
    expect(await readdir(target.dataDir)).toEqual(["auth-secret"]);
  });

  it("refuses an archive from a newer version of the site, naming its migration", async () => {
    const file = path.join(scratchDir("future"), "future.tar.gz");
    const future = { ...manifest, migration: "0099_from_the_future" };
    await writeArchive(file, { "manifest.json": JSON.stringify(future) });
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
    await writeArchive(short, {
      "manifest.json": JSON.stringify(manifest),
      ...Object.fromEntries(manifest.tables.map((t) => [`tables/${t.name}.ndjson`, ""])),
    });
    await expect(readArchive(short)).rejects.toThrow(/incomplete: table \w+ should have \d+ rows and has 0/);

    const other = path.join(dir, "other.tar.gz");
    await writeArchive(other, { "readme.txt": "hello" });
    await expect(readArchive(other)).rejects.toThrow(/is not a backup made by npm run backup/);
    const escaping = path.join(dir, "escaping.tar.gz");
    await writeArchive(escaping, {
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
          source,
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
      await restoreBackup(file, target, { schema: extended });
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
    await writeArchive(file, {
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
