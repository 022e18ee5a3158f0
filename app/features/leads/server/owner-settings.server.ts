import { eq, sql } from "drizzle-orm";
import { leadSourceChoices, OWN_LEAD_SOURCES_MAX } from "~/features/leads/lead-sources";
import { DEFAULT_OWNER_SETTINGS, type OwnerSettings } from "~/features/leads/schemas/owner-settings";
import { type TextTemplates, textTemplatesFrom } from "~/features/leads/text-messages";
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

/** The owner's wording of the text messages and his own lead sources. */
export async function readMessageSettings(
  db: Db,
): Promise<{ textTemplates: TextTemplates; leadSources: string[] }> {
  const [row] = await db
    .select({ textTemplates: ownerSettings.textTemplates, leadSources: ownerSettings.leadSources })
    .from(ownerSettings)
    .where(eq(ownerSettings.id, 1));
  return { textTemplates: textTemplatesFrom(row?.textTemplates), leadSources: row?.leadSources ?? [] };
}

/** Saves the owner's wording of the text messages (checked by textTemplatesSchema). */
export async function saveTextTemplates(db: Db, textTemplates: TextTemplates): Promise<void> {
  await db
    .insert(ownerSettings)
    .values({ id: 1, textTemplates })
    .onConflictDoUpdate({ target: ownerSettings.id, set: { textTemplates, updatedAt: sql`now()` } });
}

/** Adds a "where they heard of us" choice of the owner's own (nothing when the list has it already). */
export async function addLeadSource(db: Db, name: string): Promise<void> {
  const { leadSources } = await readMessageSettings(db);
  const known = new Set(leadSourceChoices(leadSources).map((source) => source.toLowerCase()));
  if (known.has(name.toLowerCase()) || leadSources.length >= OWN_LEAD_SOURCES_MAX) return;
  const next = [...leadSources, name];
  await db
    .insert(ownerSettings)
    .values({ id: 1, leadSources: next })
    .onConflictDoUpdate({ target: ownerSettings.id, set: { leadSources: next, updatedAt: sql`now()` } });
}

/** Saves checked settings (parse them with ownerSettingsSchema first). */
export async function saveOwnerSettings(db: Db, settings: OwnerSettings): Promise<void> {
  await db
    .insert(ownerSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: ownerSettings.id, set: { ...settings, updatedAt: sql`now()` } });
}

/** Whether staff may delete a lead for good (the owner always may; off until he turns it on). */
export async function readStaffMayDeleteLeads(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ allowed: ownerSettings.staffMayDeleteLeads })
    .from(ownerSettings)
    .where(eq(ownerSettings.id, 1));
  return row?.allowed ?? false;
}

export async function saveStaffMayDeleteLeads(db: Db, allowed: boolean): Promise<void> {
  await db
    .insert(ownerSettings)
    .values({ id: 1, staffMayDeleteLeads: allowed })
    .onConflictDoUpdate({
      target: ownerSettings.id,
      set: { staffMayDeleteLeads: allowed, updatedAt: sql`now()` },
    });
}

/** Whether this person may delete leads: the owner, or staff once the owner allows it. */
export async function mayDeleteLeads(db: Db, role: "owner" | "staff"): Promise<boolean> {
  return role === "owner" || (await readStaffMayDeleteLeads(db));
}
