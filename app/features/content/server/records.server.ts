import type { z } from "zod";
import { pagePath } from "~/lib/page-path";
import {
  checkForm,
  isUuid,
  readAdminForm,
  refused,
  revisionOf,
  savedRedirect,
} from "~/server/admin-posts.server";
import type { Db } from "~/server/db/client.server";
import type { AdminUser } from "~/server/request-context.server";
import { getDatabaseKind, getDb } from "~/server/runtime.server";
import { getContent, getContentWatch } from "./content-runtime.server";
import { ConflictError, type Editor, type Entity, NotFoundError, TakenError } from "./editor.server";
import { restoreVersion } from "./history.server";

/**
 * What the Content editors share on the server: the editor for the signed-in
 * admin, the answer to a refused change, and the list and edit actions of
 * records kept in the owner's order (testimonials, openings, projects).
 */

export function editorFor(user: AdminUser): Editor {
  const watch = getContentWatch();
  return { db: getDb(), kind: getDatabaseKind(), userEmail: user.email, changed: (v) => watch.changed(v) };
}

const conflictMessage =
  "Someone saved this since you opened it (another tab, or another person). Nothing was saved: your text is still below. Reload the page to see the newer version, then make your change again.";

/**
 * The answer to a refused change: a conflict, a record gone, a taken address;
 * anything else is logged. `values` are what was typed, shown again (none
 * for a change typed nowhere, such as a version brought back: the form keeps
 * what the page showed).
 */
export function failure(error: unknown, typed: Record<string, unknown>, what: string) {
  const values = Object.keys(typed).length > 0 ? { values: typed } : {};
  if (error instanceof ConflictError) return refused(409, conflictMessage, { ...values, conflict: true });
  if (error instanceof NotFoundError) return refused(404, `This ${what} no longer exists: it was deleted.`);
  if (error instanceof TakenError) {
    return refused(409, error.message, {
      ...values,
      issues: [{ field: error.field, message: error.message }],
    });
  }
  console.error(`[admin] saving the ${what} failed:`, error);
  return refused(503, "The change could not be saved. Please try again in a moment.", values);
}

/** The city pages a testimonial or a project can show on, in the order of the site's list. */
export async function cityChoices(): Promise<{ slug: string; name: string }[]> {
  return (await getContent()).cities.all.map(({ slug, name }) => ({ slug, name }));
}

/**
 * The record an edit page opens (`id` "new": none yet); a record gone (deleted
 * in another tab) sends the page back to its list with a message.
 */
export async function recordToEdit<Row>(
  id: string,
  read: (db: Db, id: string) => Promise<Row | undefined>,
  { list, what }: { list: string; what: string },
): Promise<{ isNew: boolean; row: Row | undefined }> {
  const isNew = id === "new";
  const row = isNew || !isUuid(id) ? undefined : await read(getDb(), id);
  if (!isNew && !row)
    throw await savedRedirect(list, `That ${what} no longer exists: it was deleted.`, "error");
  return { isNew, row };
}

/** What a list of records in the owner's order can do to one row. */
interface OrderedList {
  /** The list's address, where each change returns. */
  list: string;
  /** The record's name in messages ("testimonial", "project"). */
  what: string;
  move(editor: Editor, id: string, direction: "up" | "down" | "top"): Promise<unknown>;
  /** Lists whose rows can be hidden from the site. */
  setHidden?(editor: Editor, id: string, hidden: boolean): Promise<unknown>;
  /** A list's own buttons beyond these (intent -> the change, answering its message). */
  more?: Record<string, (editor: Editor, id: string) => Promise<string>>;
}

/** A list's row buttons: move to the top, up or down, and (where the list has it) hide or show. */
export async function orderedListAction(request: Request, user: AdminUser, rows: OrderedList) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  const id = String(post.form.get("id") ?? "");
  if (!isUuid(id)) return refused(404, `This ${rows.what} no longer exists: it was deleted.`);
  const editor = editorFor(user);
  try {
    switch (post.intent) {
      case "move-top":
        await rows.move(editor, id, "top");
        return savedRedirect(rows.list, "Moved to the top.");
      case "move-up":
      case "move-down":
        await rows.move(editor, id, post.intent === "move-up" ? "up" : "down");
        return savedRedirect(rows.list, "Order saved.");
      case "hide":
      case "show":
        if (!rows.setHidden) break;
        await rows.setHidden(editor, id, post.intent === "hide");
        return savedRedirect(
          rows.list,
          post.intent === "hide" ? "Hidden: the site no longer shows it." : "Shown on the site again.",
        );
      default: {
        const more = rows.more?.[post.intent];
        if (more) return savedRedirect(rows.list, await more(editor, id));
      }
    }
  } catch (error) {
    return failure(error, {}, rows.what);
  }
  return refused(400, "Unknown action.");
}

const goneMessage = (what: string) => `This ${what} no longer exists: it was deleted.`;
const capitalised = (what: string) => what.charAt(0).toUpperCase() + what.slice(1);

/** Deleting a record from its edit page: back to its list with "<Record> deleted.", or the refusal. */
export async function deleteRecord(
  id: string,
  { list, what, remove }: { list: string; what: string; remove: (id: string) => Promise<unknown> },
) {
  if (!isUuid(id)) return refused(404, goneMessage(what));
  try {
    await remove(id);
  } catch (error) {
    return failure(error, {}, what);
  }
  return savedRedirect(list, `${capitalised(what)} deleted.`);
}

/** What the edit page of one record (a testimonial, a job opening) saves and deletes. */
interface EditableRecord<S extends z.ZodType> {
  /** The list's address, where a saved change returns. */
  list: string;
  /** The record's name in messages, in lower case ("testimonial"). */
  what: string;
  schema: S;
  create(editor: Editor, values: z.output<S>): Promise<unknown>;
  /** Saves over a revision; `action` "restore" when the history brings back an earlier version. */
  update(
    editor: Editor,
    id: string,
    values: z.output<S>,
    revision: number,
    action?: "update" | "restore",
  ): Promise<unknown>;
  remove(editor: Editor, id: string): Promise<unknown>;
  /** A record with a history on its page: the audit log's name for it, and its fields as saved now. */
  history?: { entity: Entity; read(db: Db, id: string): Promise<Record<string, unknown> | undefined> };
  /** A check the schema cannot make (it may set a value, such as a picture's description): the answer refusing the form, or nothing. */
  refuse?(
    values: z.output<S>,
    raw: Record<string, unknown>,
  ): ReturnType<typeof refused> | undefined | Promise<ReturnType<typeof refused> | undefined>;
}

/**
 * An edit page's post: delete, bring back a version from the history, or
 * check the fields and add (`id` "new") or save over the revision the form
 * was opened with. Every refusal keeps what
 * was typed; a saved change returns to the list with its message.
 */
export async function recordEditAction<S extends z.ZodType>(
  request: Request,
  user: AdminUser,
  id: string,
  record: EditableRecord<S>,
) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  return recordEditPost({ ...post, page: pagePath(request.url) }, user, id, record);
}

/** The same, for a post already read (one that carried a photo, stored first); `page` is the edit page's path. */
export async function recordEditPost<S extends z.ZodType>(
  post: { form: FormData; intent: string; page: string },
  user: AdminUser,
  id: string,
  record: EditableRecord<S>,
) {
  const editor = editorFor(user);
  if (post.intent === "delete") {
    return deleteRecord(id, { ...record, remove: (recordId) => record.remove(editor, recordId) });
  }
  if (post.intent === "restore" && record.history && isUuid(id)) {
    const { history } = record;
    return restoreVersion(
      post.form,
      {
        editor,
        id,
        page: post.page,
        failure: (error) => failure(error, {}, record.what),
      },
      { ...history, what: record.what, schema: record.schema, update: record.update },
    );
  }
  const checked = checkForm(record.schema, post.form);
  if ("answer" in checked) return checked.answer;
  const refusal = await record.refuse?.(checked.values, checked.raw);
  if (refusal) return refusal;
  try {
    if (id === "new") await record.create(editor, checked.values);
    else if (isUuid(id)) await record.update(editor, id, checked.values, revisionOf(post.form));
    else return refused(404, goneMessage(record.what));
  } catch (error) {
    return failure(error, checked.raw, record.what);
  }
  const name = capitalised(record.what);
  return savedRedirect(record.list, id === "new" ? `${name} added.` : `${name} saved.`);
}
