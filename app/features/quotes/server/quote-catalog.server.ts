/**
 * The owner's usual lines ("Interior walls, per room: $450"), offered as he
 * types a quote's line. A line he writes that is not on the list yet is
 * added to it when the quote is saved; the last price he used is kept.
 */
import { asc, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { quoteCatalogItems } from "~/server/db/schema.server";
import type { QuoteDraft } from "../schemas/quote-draft";

export interface CatalogItem {
  description: string;
  unit: string;
  unitPriceCents: number;
}

/** The list a long way down is no help on a phone. */
const CATALOG_MAX = 200;

export async function readCatalog(db: Db): Promise<CatalogItem[]> {
  return db
    .select({
      description: quoteCatalogItems.description,
      unit: quoteCatalogItems.unit,
      unitPriceCents: quoteCatalogItems.unitPriceCents,
    })
    .from(quoteCatalogItems)
    .orderBy(asc(quoteCatalogItems.position), asc(quoteCatalogItems.description))
    .limit(CATALOG_MAX);
}

/** Adds the draft's lines to the list (by description; a known one takes the new unit and price). */
export async function addToCatalog(db: Db, draft: QuoteDraft): Promise<void> {
  const lines = new Map<string, CatalogItem & { key: string }>();
  for (const option of draft.options) {
    for (const line of option.lines) {
      const key = line.description.toLowerCase();
      lines.set(key, {
        key,
        description: line.description,
        unit: line.unit,
        unitPriceCents: line.unitPrice,
      });
    }
  }
  if (lines.size === 0) return;
  await db
    .insert(quoteCatalogItems)
    .values([...lines.values()])
    .onConflictDoUpdate({
      target: quoteCatalogItems.key,
      set: { unit: sql`excluded.unit`, unitPriceCents: sql`excluded.unit_price_cents` },
    });
}
