import { asc, eq, sql } from "drizzle-orm";
import type { CityFields, Community } from "~/features/content/city-schema";
import { slugify } from "~/lib/slugify";
import type { Db } from "~/server/db/client.server";
import { cityCommunities, cityPages } from "~/server/db/schema.server";
import { ConflictError, type Editor, NotFoundError, TakenError, write } from "../editor.server";

/**
 * The city pages as stored, in the list's order: added (at the address the
 * owner gave, or one made from the town's name), saved over the revision its
 * form showed (a page keeps its address, so links to it keep working), and
 * deleted; and the list of other communities. Every change is one
 * transaction with its audit entry (the whole record before and after: the
 * page's history) and a new content version.
 */

export type CityRow = typeof cityPages.$inferSelect;

/** The fields the owner edits, as a row holds them (what the history saves and compares). */
export function cityFieldsOf(row: CityRow): CityFields {
  return {
    name: row.name,
    slug: row.slug,
    title: row.title,
    description: row.description,
    lat: row.lat,
    lng: row.lng,
    intro: row.intro,
    neighborhoods: row.neighborhoods,
    housingStock: row.housingStock,
    climateNotes: row.climateNotes,
    popularProjects: row.popularProjects,
    additionalInfo: row.additionalInfo,
    nearbyAreas: row.nearbyAreas,
    image: row.image,
    imageAlt: row.imageAlt,
    listed: row.listed,
    ownWords: row.ownWords,
    hidden: row.hidden,
    mergedInto: row.mergedInto,
  };
}

export function listCityRows(db: Db): Promise<CityRow[]> {
  return db.select().from(cityPages).orderBy(asc(cityPages.position), asc(cityPages.slug));
}

export async function readCityRow(db: Db, slug: string): Promise<CityRow | undefined> {
  const [row] = await db.select().from(cityPages).where(eq(cityPages.slug, slug));
  return row;
}

/** Adds a city page, last in the list; an address already used (or none to make) is refused. */
export function createCity(editor: Editor, values: CityFields): Promise<CityRow> {
  const slug = values.slug || slugify(values.name);
  return write(editor, "site", async (tx) => {
    if (!slug || slug === "new") {
      throw new TakenError("slug", "Give the page an address of letters or digits.");
    }
    if (await readCityRow(tx, slug)) {
      throw new TakenError(
        "slug",
        `Another city page already uses the address /service-area/${slug}. Choose another.`,
      );
    }
    const [last] = await tx.select({ max: sql<number | null>`max(${cityPages.position})` }).from(cityPages);
    const saved = { ...values, slug };
    const [row] = await tx
      .insert(cityPages)
      .values({ ...saved, position: (last?.max ?? -1) + 1 })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new TakenError("slug", `Another city page already uses the address /service-area/${slug}.`);
    return { result: row, audit: [{ entity: "city_page", entityId: slug, action: "create", after: saved }] };
  });
}

/** Saves a page over the revision its form showed ("restore": a version its history brings back); its address stays. */
export function updateCity(
  editor: Editor,
  slug: string,
  values: CityFields,
  revision: number,
  action: "update" | "restore" = "update",
): Promise<CityRow> {
  return write(editor, "site", async (tx) => {
    const [before] = await tx.select().from(cityPages).where(eq(cityPages.slug, slug)).for("update");
    if (!before) throw new NotFoundError();
    if (before.revision !== revision) throw new ConflictError();
    const saved = { ...values, slug };
    const [row] = await tx
      .update(cityPages)
      .set({ ...saved, revision: before.revision + 1, updatedAt: new Date() })
      .where(eq(cityPages.slug, slug))
      .returning();
    if (!row) throw new NotFoundError();
    return {
      result: row,
      audit: [{ entity: "city_page", entityId: slug, action, before: cityFieldsOf(before), after: saved }],
    };
  });
}

/** Deletes a page (the caller has checked that no other page leads to it). */
export function removeCity(editor: Editor, slug: string): Promise<CityRow> {
  return write(editor, "site", async (tx) => {
    const [row] = await tx.delete(cityPages).where(eq(cityPages.slug, slug)).returning();
    if (!row) throw new NotFoundError();
    return {
      result: row,
      audit: [{ entity: "city_page", entityId: slug, action: "delete", before: cityFieldsOf(row) }],
    };
  });
}

/** The audit log's name for the communities list (one record). */
export const COMMUNITIES_ID = "list";

export async function readCommunities(db: Db): Promise<{ communities: Community[]; revision: number }> {
  const [row] = await db.select().from(cityCommunities).where(eq(cityCommunities.id, 1));
  return { communities: row?.list ?? [], revision: row?.revision ?? 0 };
}

/** Saves the communities list over the revision its form showed. */
export function saveCommunities(
  editor: Editor,
  communities: Community[],
  revision: number,
  action: "update" | "restore" = "update",
): Promise<void> {
  return write(editor, "site", async (tx) => {
    const [row] = await tx.select().from(cityCommunities).where(eq(cityCommunities.id, 1)).for("update");
    if ((row?.revision ?? 0) !== revision) throw new ConflictError();
    if (row) {
      await tx
        .update(cityCommunities)
        .set({ list: communities, revision: row.revision + 1, updatedAt: new Date() })
        .where(eq(cityCommunities.id, 1));
    } else {
      const [added] = await tx
        .insert(cityCommunities)
        .values({ id: 1, list: communities })
        .onConflictDoNothing()
        .returning();
      if (!added) throw new ConflictError();
    }
    return {
      result: undefined,
      audit: [
        {
          entity: "communities",
          entityId: COMMUNITIES_ID,
          action,
          before: { communities: row?.list ?? [] },
          after: { communities },
        },
      ],
    };
  });
}
