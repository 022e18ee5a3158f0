import { eq } from "drizzle-orm";
import type { CityPageFields } from "~/features/content/schemas";
import type { Db } from "~/server/db/client.server";
import { cityPageSettings } from "~/server/db/schema.server";
import { ConflictError, type Editor, write } from "../editor.server";

/**
 * What the owner decided about each city page: a page without a row is
 * shown, on its own, without words of his (revision 0).
 */

export const shownOnItsOwn: CityPageFields = { ownWords: "", hidden: false, mergedInto: "" };

export async function readCityPage(db: Db, slug: string): Promise<CityPageFields & { revision: number }> {
  const [row] = await db.select().from(cityPageSettings).where(eq(cityPageSettings.slug, slug));
  if (!row) return { ...shownOnItsOwn, revision: 0 };
  return { ownWords: row.ownWords, hidden: row.hidden, mergedInto: row.mergedInto, revision: row.revision };
}

/** Saves a city page's settings over the revision its form showed; "restore" from its history. */
export function saveCityPage(
  editor: Editor,
  slug: string,
  values: CityPageFields,
  revision: number,
  action: "update" | "restore" = "update",
) {
  return write(editor, "site", async (tx) => {
    const [row] = await tx
      .select()
      .from(cityPageSettings)
      .where(eq(cityPageSettings.slug, slug))
      .for("update");
    if ((row?.revision ?? 0) !== revision) throw new ConflictError();
    const before = row
      ? { ownWords: row.ownWords, hidden: row.hidden, mergedInto: row.mergedInto }
      : shownOnItsOwn;
    if (row) {
      await tx
        .update(cityPageSettings)
        .set({ ...values, revision: row.revision + 1, updatedAt: new Date() })
        .where(eq(cityPageSettings.slug, slug));
    } else {
      const [added] = await tx
        .insert(cityPageSettings)
        .values({ slug, ...values })
        .onConflictDoNothing()
        .returning();
      if (!added) throw new ConflictError();
    }
    return {
      result: undefined,
      audit: [
        {
          entity: "city_page",
          entityId: slug,
          action,
          before: { slug, ...before },
          after: { slug, ...values },
        },
      ],
    };
  });
}
