import { eq } from "drizzle-orm";
import { type PageTextValue, type TextKey, textBlocks } from "~/features/content/page-texts";
import type { Db } from "~/server/db/client.server";
import { pageTexts } from "~/server/db/schema.server";
import { ConflictError, type Editor, write } from "../editor.server";

/**
 * The pages' running text the owner rewrote (page-texts.ts lists the
 * blocks): a block he never saved has no row and shows the specification's
 * text, at revision 0.
 */

export async function readPageText(
  db: Db,
  key: TextKey,
): Promise<{ value: PageTextValue; revision: number }> {
  const [row] = await db.select().from(pageTexts).where(eq(pageTexts.key, key));
  return row
    ? { value: row.value, revision: row.revision }
    : { value: textBlocks[key].start as PageTextValue, revision: 0 };
}

export async function listPageTexts(db: Db) {
  return db.select().from(pageTexts);
}

/**
 * Saves a block over the revision its form showed (0: the specification's
 * text, never saved); "restore" when the history brings back an earlier one.
 * The audit entry names the block, so the Activity page can say which.
 */
export function savePageText(
  editor: Editor,
  key: TextKey,
  value: PageTextValue,
  revision: number,
  action: "update" | "restore" = "update",
) {
  return write(editor, "site", async (tx) => {
    const [row] = await tx.select().from(pageTexts).where(eq(pageTexts.key, key)).for("update");
    if ((row?.revision ?? 0) !== revision) throw new ConflictError();
    const before = row?.value ?? textBlocks[key].start;
    if (row) {
      await tx
        .update(pageTexts)
        .set({ value, revision: row.revision + 1, updatedAt: new Date() })
        .where(eq(pageTexts.key, key));
    } else {
      const [added] = await tx.insert(pageTexts).values({ key, value }).onConflictDoNothing().returning();
      // Another tab saved the block's first version a moment before.
      if (!added) throw new ConflictError();
    }
    return {
      result: undefined,
      audit: [
        { entity: "page_text", entityId: key, action, before: { key, value: before }, after: { key, value } },
      ],
    };
  });
}
