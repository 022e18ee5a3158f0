import { eq, sql } from "drizzle-orm";
import { DEFAULT_OWNER_SETTINGS, type OwnerSettings } from "~/features/leads/schemas/owner-settings";
import type { Db } from "~/server/db/client.server";
import { ownerSettings } from "~/server/db/schema.server";

/** The owner's settings (the defaults until the owner saves them once). */
export async function readOwnerSettings(db: Db): Promise<OwnerSettings & { digestLastSentAt: Date | null }> {
  const [row] = await db.select().from(ownerSettings).where(eq(ownerSettings.id, 1));
  if (!row) return { ...DEFAULT_OWNER_SETTINGS, digestLastSentAt: null };
  return {
    digestAfterHours: row.digestAfterHours,
    digestHour: row.digestHour,
    digestLastSentAt: row.digestLastSentAt,
  };
}

/** Saves checked settings (parse them with ownerSettingsSchema first). */
export async function saveOwnerSettings(db: Db, settings: OwnerSettings): Promise<void> {
  await db
    .insert(ownerSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: ownerSettings.id, set: { ...settings, updatedAt: sql`now()` } });
}
