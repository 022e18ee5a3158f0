import { and, desc, eq } from "drizzle-orm";
import { href } from "react-router";
import type { z } from "zod";
import type { HistoryItem } from "~/lib/record-history";
import { zonedInputValue } from "~/lib/zoned-time";
import { refused, revisionOf, savedRedirect } from "~/server/admin-posts.server";
import type { Db } from "~/server/db/client.server";
import { auditLog } from "~/server/db/schema.server";
import { getDb } from "~/server/runtime.server";
import { profileHistoryPath } from "../profile-sections";
import { changesOf, describeActivity } from "./activity-words.server";
import { getContent } from "./content-runtime.server";
import type { Editor, Entity } from "./editor.server";
import { businessClock } from "./edits/profile.server";
import { changedSections } from "./profile-words.server";

/**
 * A record's history, read from the audit log (every save writes the values
 * before and after): who changed it, when and what, and the versions it can
 * go back to. Going back is a save like any other, so it has its own entry
 * and can itself be undone.
 */

/** How many of a record's changes its history lists. */
export const HISTORY_LENGTH = 30;

/** A post's save, publish, schedule and unpublish write the whole post as well. */
const postActions = ["save", "publish", "schedule", "unpublish"];

/** The actions whose "after" is the whole record as saved: a version to go back to. */
const versionActions = new Set(["create", "update", "restore", ...postActions]);

/** One change as the history lists it (the edit page's RecordHistory draws it). */
export type HistoryEntry = HistoryItem;

/** The record whose history an edit page shows. */
export interface HistoryOf {
  entity: Entity;
  id: string;
  /** The record as saved today: the fields its page edits. */
  now: Record<string, unknown>;
  /**
   * The part of the record its page edits, taken from a version (one section
   * of the business profile): changes that leave it as it was are not listed,
   * and the others list only what they changed of it. The whole by default.
   */
  part?: (version: Record<string, unknown>) => Record<string, unknown>;
}

/** The latest changes to one record (to its part, when it has one), newest first. */
export async function recordHistory(db: Db, record: HistoryOf, timeZone: string): Promise<HistoryEntry[]> {
  const { part } = record;
  // A part's changes are among the record's others (the profile's sections): more are read to find them.
  const limit = part ? HISTORY_LENGTH * 10 : HISTORY_LENGTH;
  const read = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, record.entity), eq(auditLog.entityId, record.id)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  const partOf = (version: unknown) => (part && isObject(version) ? part(version) : version);
  const rows = read
    .map((row) => ({ ...row, before: partOf(row.before), after: partOf(row.after) }))
    .filter((row) => !part || changesOf(row.before, row.after).length > 0)
    .slice(0, HISTORY_LENGTH);
  const isSame = (version: unknown) =>
    changesOf(wordsOf(filled(version, record.now), record.now), wordsOf(record.now, record.now)).length === 0;
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
  const complete = read.length < limit && rows.length < HISTORY_LENGTH;
  if (oldest && complete && savedOver.has(oldest.action) && isObject(oldest.before)) {
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

/**
 * A version with today's values for the fields it does not have: a field
 * added to the record after the version was saved (a city page's texts,
 * which came into the database after the owner's words) keeps its value.
 */
function filled(version: unknown, now: Record<string, unknown>): Record<string, unknown> {
  return { ...now, ...(isObject(version) ? version : {}) };
}

/** The changes whose "before" is the whole record as it was (a save over it). */
const savedOver = new Set(["update", "restore", ...postActions]);

/** The edit pages that show a record's history, by the audit log's name for the record. */
const historyPages: Partial<Record<string, (id: string, entry: AuditValues) => string | undefined>> = {
  faq_entry: (id) => href("/admin/content/faq/:id", { id }),
  testimonial: (id) => href("/admin/content/testimonials/:id", { id }),
  job_opening: (id) => href("/admin/content/openings/:id", { id }),
  page_text: (key) => href("/admin/content/texts/:key", { key }),
  service: (id) => href("/admin/content/services/:id", { id }),
  city_page: (slug) => href("/admin/content/cities/:slug", { slug }),
  blog_post: (id) => href("/admin/content/blog/:id", { id }),
  gallery_project: (id) => href("/admin/content/gallery/:id", { id }),
  // The profile's history is its sections' own: the history of the section the change was to.
  business_profile: (_id, entry) => {
    const [section] = changedSections(entry.before, entry.after);
    return section ? profileHistoryPath(section) : undefined;
  },
  communities: () => href("/admin/content/cities"),
};

/** What an audit entry kept of its record, before and after the change. */
interface AuditValues {
  before?: unknown;
  after?: unknown;
}

/** What an edit page shows of its record's history (nothing for a record not saved yet). */
export async function historyOnPage(record: HistoryOf | undefined) {
  const { business } = (await getContent()).site;
  return {
    timeZoneName: business.timeZoneName,
    history: record ? await recordHistory(getDb(), record, business.timeZone) : [],
  };
}

/** Where the Activity page sends the owner to see one change in its record's history (none for other records). */
export function historyLink(
  entry: { entity: string; entityId: string; id: number; action: string } & AuditValues,
) {
  const page = entry.action === "delete" ? undefined : historyPages[entry.entity]?.(entry.entityId, entry);
  return page ? `${page}#change-${entry.id}` : undefined;
}

/**
 * What a version holds of the fields the owner edits, besides whether the
 * record is hidden (bringing back its words leaves that as it is now). A
 * field the version did not keep (saved before the field was) counts as it
 * is now: bringing the version back leaves it so.
 */
function wordsOf(version: unknown, fields: Record<string, unknown>) {
  const values = isObject(version) ? version : {};
  return Object.fromEntries(
    Object.keys(fields)
      .filter((key) => key !== "hidden")
      .map((key) => [key, key in values ? values[key] : fields[key]]),
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
  /**
   * What of the version cannot come back as it was (a photo whose files are
   * gone): the version with those fields as they are now, and a sentence
   * for each, told with the answer. Before the version is checked.
   */
  adjust?(
    version: Record<string, unknown>,
    now: Record<string, unknown>,
    db: Db,
    id: string,
  ): Promise<{ version: Record<string, unknown>; notes: string[] }>;
  update(
    editor: Editor,
    id: string,
    values: z.output<S>,
    revision: number,
    action: "restore",
  ): Promise<unknown>;
}

/** Where a restore was asked for: who asks, which record, and the answer to a save that failed. */
interface RestoreAsked {
  editor: Editor;
  id: string;
  failure: (error: unknown) => unknown;
}

/**
 * Brings a version back: it is checked again with today's rules (a version
 * saved under older ones may not pass) and saved over the revision the page
 * showed, as a change of its own. Answers what to tell the owner, or the
 * answer refusing it (nothing changed).
 */
export async function bringBackVersion<S extends z.ZodType>(
  form: FormData,
  { editor, id, failure }: RestoreAsked,
  record: Restorable<S>,
): Promise<{ message: string } | { refusal: unknown }> {
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
  const actions = side === "after" ? versionActions : savedOver;
  if (!entry || !actions.has(entry.action) || !isObject(saved)) {
    return { refusal: refused(404, "That version is not in this record's history.") };
  }
  const now = await record.read(editor.db, id);
  if (!now) return { refusal: refused(404, `This ${record.what} no longer exists: it was deleted.`) };
  const kept = { ...now, ...saved, ...("hidden" in now ? { hidden: now.hidden } : {}) };
  const { version, notes } = record.adjust
    ? await record.adjust(kept, now, editor.db, id)
    : { version: kept, notes: [] };
  const parsed = record.schema.safeParse(version);
  if (!parsed.success) {
    return {
      refusal: refused(
        400,
        `That version cannot be brought back: ${parsed.error.issues[0]?.message ?? "it no longer passes the checks."} Copy what you need from the history instead.`,
      ),
    };
  }
  try {
    await record.update(editor, id, parsed.data as z.output<S>, revisionOf(form), "restore");
  } catch (error) {
    return { refusal: failure(error) };
  }
  const told = notes.map((note) => ` ${note}`).join("");
  if (side === "before") return { message: `Restored the version the site started with.${told}` };
  const { timeZone } = await businessClock(editor.db);
  const when = zonedInputValue(timeZone, entry.at).replace("T", " at ");
  return { message: `Restored the version saved on ${when}.${told}` };
}

/** The history's "Restore this version" button: the version brought back, then the edit page, which shows it. */
export async function restoreVersion<S extends z.ZodType>(
  form: FormData,
  { page, ...asked }: RestoreAsked & { page: string },
  record: Restorable<S>,
) {
  const done = await bringBackVersion(form, asked, record);
  return "refusal" in done ? done.refusal : savedRedirect(page, done.message);
}
