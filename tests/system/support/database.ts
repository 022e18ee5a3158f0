/**
 * Reads what a test server stored, straight from its database, after the
 * server has stopped (the embedded database admits one process at a time).
 */
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openDatabase } from "~/server/db/client.server";
import { contactSubmissions, nominations } from "~/server/db/schema.server";

export { createScratchDatabase, testDatabaseUrl } from "../../support/postgres";

export async function withDatabase<T>(
  dataDir: string,
  databaseUrl: string | undefined,
  use: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({ dataDir, databaseUrl });
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

export function storedContacts(dataDir: string, databaseUrl?: string) {
  return withDatabase(dataDir, databaseUrl, ({ db }) => db.select().from(contactSubmissions));
}

/** Each stored request's photo count and the photo rows it really has. */
export function storedPhotoCounts(dataDir: string, databaseUrl?: string) {
  return withDatabase(dataDir, databaseUrl, async ({ db }) => {
    const rows = await db
      .select({
        name: contactSubmissions.name,
        photoCount: contactSubmissions.photoCount,
        photos: sql<number>`(select count(*)::int from lead_photos p where p.submission_id = contact_submissions.id)`,
      })
      .from(contactSubmissions);
    return rows;
  });
}

export function storedNominations(dataDir: string, databaseUrl?: string) {
  return withDatabase(dataDir, databaseUrl, ({ db }) => db.select().from(nominations));
}
