import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import type {
  faqEntries,
  galleryProjects,
  jobOpenings,
  services,
  testimonials,
} from "~/server/db/schema.server";
import { ConflictError, type Editor, type Entity, fields, NotFoundError, write } from "../editor.server";

/**
 * The records the owner keeps in an order of their own (testimonials, job
 * openings, gallery projects, questions, services): one implementation of reading, adding,
 * saving, hiding, moving and deleting them, for any of their tables.
 */

/** The columns that name a record of these tables (a testimonial's name, a question, the others' title). */
const namingFields = new Set(["title", "name", "question"]);

type OrderedTable =
  | typeof testimonials
  | typeof jobOpenings
  | typeof galleryProjects
  | typeof faqEntries
  | typeof services;

interface OrderedRecordsOf {
  /** The audit log's name for the record. */
  entity: Entity;
  /** The record's name in the error a failed insert throws ("testimonial"). */
  noun: string;
  /** Where a new record goes: after the others, or before them (the gallery shows the latest work first). */
  newGoes: "last" | "first";
  /**
   * Several lists kept in one table, each in its own order (the FAQ page's
   * questions and the contact page's): the column that says which list a row
   * is in. A row moves, and a new one is placed, within its own list.
   */
  listColumn?: "page";
}

export function orderedRecords<T extends OrderedTable, Values extends Omit<T["$inferInsert"], "position">>(
  table: T,
  { entity, noun, newGoes, listColumn }: OrderedRecordsOf,
) {
  type Row = T["$inferSelect"];
  // Drizzle cannot type a query over a table chosen by a type parameter; each statement below is
  // valid for every member of OrderedTable, so it is written once against their common shape.
  const common = table as typeof testimonials;
  const fieldsOf = (values: Values) => values as unknown as Omit<typeof common.$inferInsert, "position">;
  /** The rows of the same list as this one (every row, for a table of one list). */
  const sameList = (row: object) => {
    if (!listColumn) return undefined;
    const column = (table as typeof faqEntries)[listColumn];
    return eq(column, (row as Record<typeof listColumn, string>)[listColumn]);
  };

  /** What names a row in the Activity log (its title, name or question), kept with a hide or a move. */
  const nameOf = (row: object) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => namingFields.has(key))) as Record<
      string,
      unknown
    >;

  async function read(db: Db, id: string): Promise<Row | undefined> {
    const [row] = await db.select().from(common).where(eq(common.id, id));
    return row as Row | undefined;
  }

  async function newPosition(tx: Db, goes: "first" | "last", of: object): Promise<number> {
    if (goes === "first") {
      const [row] = await tx
        .select({ min: sql<number | null>`min(${common.position})` })
        .from(common)
        .where(sameList(of));
      return (row?.min ?? 1) - 1;
    }
    const [row] = await tx
      .select({ max: sql<number | null>`max(${common.position})` })
      .from(common)
      .where(sameList(of));
    return (row?.max ?? -1) + 1;
  }

  /** Swaps a row with its neighbour above or below (the list's order is by position), or puts it first. */
  async function swap(tx: Db, id: string, direction: "up" | "down" | "top") {
    const row = await read(tx, id);
    if (!row) throw new NotFoundError();
    if (direction === "top") {
      const [above] = await tx
        .select()
        .from(common)
        .where(and(lt(common.position, row.position), sameList(row)))
        .limit(1);
      if (!above) return { moved: false, before: row.position, after: row.position, row };
      const first = await newPosition(tx, "first", row);
      await tx.update(common).set({ position: first }).where(eq(common.id, row.id));
      return { moved: true, before: row.position, after: first, row };
    }
    const [neighbour] = await tx
      .select()
      .from(common)
      .where(
        and(
          direction === "up" ? lt(common.position, row.position) : gt(common.position, row.position),
          sameList(row),
        ),
      )
      .orderBy(direction === "up" ? desc(common.position) : asc(common.position))
      .limit(1);
    if (!neighbour) return { moved: false, before: row.position, after: row.position, row };
    await tx.update(common).set({ position: neighbour.position }).where(eq(common.id, row.id));
    await tx.update(common).set({ position: row.position }).where(eq(common.id, neighbour.id));
    return { moved: true, before: row.position, after: neighbour.position, row };
  }

  return {
    list(db: Db): Promise<Row[]> {
      return db.select().from(common).orderBy(asc(common.position)) as Promise<Row[]>;
    },

    read,

    /** Adds a record where its list puts new ones, or where the owner chose (`goes`). */
    create(editor: Editor, values: Values, goes: "first" | "last" = newGoes): Promise<Row> {
      return write(editor, "site", async (tx) => {
        const [row] = await tx
          .insert(common)
          .values({ ...fieldsOf(values), position: await newPosition(tx, goes, values) })
          .returning();
        if (!row) throw new Error(`The ${noun} was not stored.`);
        return {
          result: row as Row,
          audit: [{ entity, entityId: row.id, action: "create", after: values }],
        };
      });
    },

    /**
     * Saves the fields over the revision the form showed; "restore" when an
     * earlier version is brought back. `logged`: what the log keeps beside
     * the row's fields, before and after (a project's photo's focal point).
     */
    update(
      editor: Editor,
      id: string,
      values: Values,
      revision: number,
      action: "update" | "restore" = "update",
      logged: { before: Record<string, unknown>; after: Record<string, unknown> } = { before: {}, after: {} },
    ): Promise<Row> {
      return write(editor, "site", async (tx) => {
        const before = await read(tx, id);
        if (!before) throw new NotFoundError();
        const [row] = await tx
          .update(common)
          .set({
            ...fieldsOf(values),
            revision: sql`${common.revision} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(common.id, id), eq(common.revision, revision)))
          .returning();
        if (!row) throw new ConflictError();
        return {
          result: row as Row,
          audit: [
            {
              entity,
              entityId: id,
              action,
              before: { ...fields(before), ...logged.before },
              after: { ...values, ...logged.after },
            },
          ],
        };
      });
    },

    setHidden(editor: Editor, id: string, hidden: boolean): Promise<Row> {
      return write(editor, "site", async (tx) => {
        const [row] = await tx
          .update(common)
          .set({ hidden, revision: sql`${common.revision} + 1`, updatedAt: new Date() })
          .where(eq(common.id, id))
          .returning();
        if (!row) throw new NotFoundError();
        return {
          result: row as Row,
          audit: [
            {
              entity,
              entityId: id,
              action: hidden ? "hide" : "show",
              before: { ...nameOf(row), hidden: !hidden },
              after: { ...nameOf(row), hidden },
            },
          ],
        };
      });
    },

    move(editor: Editor, id: string, direction: "up" | "down" | "top"): Promise<boolean> {
      return write(editor, "site", async (tx) => {
        const { moved, before, after, row } = await swap(tx, id, direction);
        return {
          result: moved,
          audit: moved
            ? [
                {
                  entity,
                  entityId: id,
                  action: `move ${direction}`,
                  before: { ...nameOf(row), position: before },
                  after: { ...nameOf(row), position: after },
                },
              ]
            : [],
        };
      });
    },

    remove(editor: Editor, id: string): Promise<Row> {
      return write(editor, "site", async (tx) => {
        const [row] = await tx.delete(common).where(eq(common.id, id)).returning();
        if (!row) throw new NotFoundError();
        return {
          result: row as Row,
          audit: [{ entity, entityId: id, action: "delete", before: fields(row) }],
        };
      });
    },
  };
}
