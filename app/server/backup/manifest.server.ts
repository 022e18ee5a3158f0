/**
 * What an archive says it holds (manifest.json, checked by a schema when
 * read), the migration its rows belong to, and the error told to the owner.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { migrationsFolder } from "../db/client.server";
import { type Queryable, query } from "./tables.server";

export const FORMAT = "advanced-painting-site-backup";
/** 2: no sessions, verifications or auth secret; two-factor secrets unlocked inside a locked archive. */
export const FORMAT_VERSION = 2;

/** A refusal or a damaged archive, told in words for the owner (no stack trace needed). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

interface JournalEntry {
  tag: string;
  when: number;
}

export function readJournal(): Promise<JournalEntry[]> {
  return readFile(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8").then(
    (text) => (JSON.parse(text) as { entries: JournalEntry[] }).entries,
  );
}

/** The tag of the newest migration applied to the database (drizzle records each by its journal time). */
export async function appliedMigration(db: Queryable): Promise<string> {
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

export const manifestSchema = z.object({
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
  /** "unlocked": two_factor.secret holds the secrets as they are, to lock with the restored site's secret. */
  twoFactorSecrets: z.literal("unlocked").optional(),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
