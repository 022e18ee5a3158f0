import { and, eq, sql } from "drizzle-orm";
import { type BusinessProfile, storedProfileSchema } from "~/lib/schemas/business-profile";
import type { Db } from "~/server/db/client.server";
import { businessProfile } from "~/server/db/schema.server";
import { ConflictError, type Editor, NotFoundError, write } from "../editor.server";

/** The business profile: one row, its data checked by businessProfileSchema before it is saved. */

export async function readProfileForEdit(db: Db) {
  const [row] = await db.select().from(businessProfile).where(eq(businessProfile.id, 1));
  if (!row) throw new NotFoundError("The business profile is missing.");
  return row;
}

/** The business's clock as the stored profile says it (the times in the admin's messages). */
export async function businessClock(db: Db) {
  const stored = storedProfileSchema.safeParse((await readProfileForEdit(db)).data);
  const business = stored.success ? stored.data.business : { timeZone: "UTC", timeZoneName: "UTC" };
  return { timeZone: business.timeZone, timeZoneName: business.timeZoneName };
}

/** Saves the profile over the revision the form showed; "restore" when the history brings a section back. */
export function saveProfile(
  editor: Editor,
  profile: BusinessProfile,
  revision: number,
  action: "update" | "restore" = "update",
) {
  return write(editor, "site", async (tx) => {
    const [before] = await tx.select().from(businessProfile).where(eq(businessProfile.id, 1));
    if (!before) throw new NotFoundError("The business profile is missing.");
    const [after] = await tx
      .update(businessProfile)
      .set({ data: profile, revision: sql`${businessProfile.revision} + 1`, updatedAt: new Date() })
      .where(and(eq(businessProfile.id, 1), eq(businessProfile.revision, revision)))
      .returning();
    if (!after) throw new ConflictError();
    return {
      result: after,
      audit: [{ entity: "business_profile", entityId: "1", action, before: before.data, after: profile }],
    };
  });
}
