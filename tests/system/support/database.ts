/**
 * Reads what a test server stored, straight from its database, after the
 * server has stopped (the embedded database admits one process at a time).
 */
import { type DatabaseHandle, openDatabase } from "~/server/db/client.server";
import { contactSubmissions, nominations } from "~/server/db/schema.server";

export { createScratchDatabase, testDatabaseUrl } from "../../unit/helpers/postgres";

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

export function storedNominations(dataDir: string, databaseUrl?: string) {
  return withDatabase(dataDir, databaseUrl, ({ db }) => db.select().from(nominations));
}
