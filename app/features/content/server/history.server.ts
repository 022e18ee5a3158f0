import { and, desc, eq } from "drizzle-orm";
import { href } from "react-router";
import type { z } from "zod";
import type { HistoryItem } from "~/lib/record-history";
import { zonedInputValue } from "~/lib/zoned-time";
import { refused, revisionOf, savedRedirect } from "~/server/admin-posts.server";
import type { Db } from "~/server/db/client.server";
import { auditLog } from "~/server/db/schema.server";
import { getDb } from "~/server/runtime.server";
import { changesOf, describeActivity } from "./activity-words.server";
import { getContent } from "./content-runtime.server";
import type { Editor, Entity } from "./editor.server";

/**
 * A record's history, read from the audit log (every save writes the values
 * before and after): who changed it, when and what, and the versions it can
 * go back to. Going back is a save like any other, so it has its own entry
 * and can itself be undone.
 */

/** How many of a record's changes its history lists. */
export const HISTORY_LENGTH = 30;

/** The actions whose "after" is the whole record as saved: a version to go back to. */
const versionActions = new Set(["create", "update", "restore"]);

/** One change as the history lists it (the edit page's RecordHistory draws it). */
export type HistoryEntry = HistoryItem;

/** The latest changes to one record, newest first. `now` is the record as saved today (its editable fields). */
export async function recordHistory(
  db: Db,
  record: { entity: Entity; id: string; now: Record<string, unknown> },
  timeZone: string,
): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, record.entity), eq(auditLog.entityId, record.id)))
    .orderBy(desc(auditLog.id))
    .limit(HISTORY_LENGTH);
  const isSame = (version: unknown) =>
    changesOf(wordsOf(version, record.now), wordsOf(record.now, record.now)).length === 0;
  const items: HistoryEntry[] = rows.map((row) => {
    const isVersion = versionActions.has(row.action) && isObject(row.after);
    const same = isVersion && isSame(row.after);
    return {
      id: row.id,
      at: row.at.toISOString(),
      atText: zonedInputValue(timeZone, row.at).replace("T", " "),
      who: row.userEmail,
      ...describeActivity(row),
      restorable: isVersion && !same,
      current: same,
    };
  });
  // A record the site started with has no entry of its own: its first version is what the oldest change replaced.
  const oldest = rows.at(-1);
  if (oldest && rows.length < HISTORY_LENGTH && savedOver.has(oldest.action) && isObject(oldest.before)) {
    const same = isSame(oldest.before);
    items.push({
      id: oldest.id,
      at: oldest.at.toISOString(),
      atText: zonedInputValue(timeZone, oldest.at).replace("T", " "),
      who: "",
      text: "The version the site started with",
      details: [],
      restorable: !same,
      current: same,
      side: "before",
    });
  }
  return items;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The changes whose "before" is the whole record as it was (a save over it). */
const savedOver = new Set(["update", "restore"]);

/** The edit pages that show a record's history, by the audit log's name for the record. */
const historyPages: Partial<Record<string, (id: string) => string>> = {
  faq_entry: (id) => href("/admin/content/faq/:id", { id }),
  testimonial: (id) => href("/admin/content/testimonials/:id", { id }),
  job_opening: (id) => href("/admin/content/openings/:id", { id }),
  page_text: (key) => href("/admin/content/texts/:key", { key }),
  service: (id) => href("/admin/content/services/:id", { id }),
  city_page: (slug) => href("/admin/content/cities/:slug", { slug }),
};

/** What an edit page shows of its record's history (nothing for a record not saved yet). */
export async function historyOnPage(
  record: { entity: Entity; id: string; now: Record<string, unknown> } | undefined,
) {
  const { business } = (await getContent()).site;
  return {
    timeZoneName: business.timeZoneName,
    history: record ? await recordHistory(getDb(), record, business.timeZone) : [],
  };
}

/** Where the Activity page sends the owner to see one change in its record's history (none for other records). */
export function historyLink(entry: { entity: string; entityId: string; id: number; action: string }) {
  const page = historyPages[entry.entity];
  return page && entry.action !== "delete" ? `${page(entry.entityId)}#change-${entry.id}` : undefined;
}

/**
 * What a version holds of the fields the owner edits, besides whether the
 * record is hidden (bringing back its words leaves that as it is now).
 */
function wordsOf(version: unknown, fields: Record<string, unknown>) {
  const values = isObject(version) ? version : {};
  return Object.fromEntries(
    Object.keys(fields)
      .filter((key) => key !== "hidden")
      .map((key) => [key, values[key]]),
  );
}

/** What bringing back a version needs of the record's kind. */
export interface Restorable<S extends z.ZodType> {
  entity: Entity;
  /** The record's name in messages ("question"). */
  what: string;
  schema: S;
  /** The record's fields now (undefined: it was deleted). */
  read(db: Db, id: string): Promise<Record<string, unknown> | undefined>;
  update(
    editor: Editor,
    id: string,
    values: z.output<S>,
    revision: number,
    action: "restore",
  ): Promise<unknown>;
}

/**
 * The history's "Restore this version" button: the version is checked again
 * with today's rules (a version saved under older ones may not pass) and saved
 * over the revision the page showed, as a change of its own. Back to the edit
 * page, which shows the words brought back.
 */
export async function restoreVersion<S extends z.ZodType>(
  form: FormData,
  {
    editor,
    id,
    page,
    failure,
  }: { editor: Editor; id: string; page: string; failure: (error: unknown) => unknown },
  record: Restorable<S>,
) {
  const entryId = Number(form.get("entry"));
  // "before": the version a change replaced (the first version of a record the site started with).
  const side = form.get("side") === "before" ? "before" : "after";
  const [entry] = Number.isSafeInteger(entryId)
    ? await editor.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.id, entryId), eq(auditLog.entity, record.entity), eq(auditLog.entityId, id)))
    : [];
  const saved = entry?.[side];
  const kept = side === "after" ? versionActions : savedOver;
  if (!entry || !kept.has(entry.action) || !isObject(saved)) {
    return refused(404, "That version is not in this record's history.");
  }
  const now = await record.read(editor.db, id);
  if (!now) return refused(404, `This ${record.what} no longer exists: it was deleted.`);
  const version = { ...saved, ...("hidden" in now ? { hidden: now.hidden } : {}) };
  const parsed = record.schema.safeParse(version);
  if (!parsed.success) {
    return refused(
      400,
      `That version cannot be brought back: ${parsed.error.issues[0]?.message ?? "it no longer passes the checks."} Copy what you need from the history instead.`,
    );
  }
  try {
    await record.update(editor, id, parsed.data as z.output<S>, revisionOf(form), "restore");
  } catch (error) {
    return failure(error);
  }
  if (side === "before") return savedRedirect(page, "Restored the version the site started with.");
  const { timeZone } = (await getContent()).profile.business;
  const when = zonedInputValue(timeZone, entry.at).replace("T", " at ");
  return savedRedirect(page, `Restored the version saved on ${when}.`);
}
