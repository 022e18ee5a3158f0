import { eq } from "drizzle-orm";
import type { ServiceFields } from "~/features/content/service-schema";
import { slugify } from "~/lib/slugify";
import type { Db } from "~/server/db/client.server";
import { services } from "~/server/db/schema.server";
import { type Editor, TakenError } from "../editor.server";
import { orderedRecords } from "./ordered.server";

/** A service as stored: its fields, with the address made from the name when none was given. */
export type ServiceValues = ServiceFields & { slug: string };

const records = orderedRecords<typeof services, ServiceValues>(services, {
  entity: "service",
  noun: "service",
  newGoes: "last",
});

async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: services.id }).from(services).where(eq(services.slug, slug));
  return Boolean(row);
}

/**
 * The services in the owner's order. A new one goes last, at the address the
 * owner gave or one made from its name; an address already used is refused.
 * A saved service keeps its address (links to it keep working).
 */
export const serviceRecords = {
  ...records,

  async create(editor: Editor, values: ServiceFields) {
    const slug = values.slug || slugify(values.title);
    if (!slug) throw new TakenError("slug", "Give the service an address of letters or digits.");
    if (await slugTaken(editor.db, slug)) {
      throw new TakenError(
        "slug",
        `Another service already uses the address /service/${slug}. Choose another.`,
      );
    }
    return records.create(editor, { ...values, slug });
  },

  async update(
    editor: Editor,
    id: string,
    values: ServiceFields,
    revision: number,
    action: "update" | "restore" = "update",
  ) {
    const now = await records.read(editor.db, id);
    return records.update(editor, id, { ...values, slug: now?.slug ?? values.slug }, revision, action);
  },
};
