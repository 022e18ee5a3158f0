import { data } from "react-router";
import type { z } from "zod";
import { otherCityPages, primaryCities } from "~/content/cities";
import { adminMessages } from "~/lib/admin";
import type { ContentFormResult } from "~/lib/admin-content";
import { formToObject } from "~/lib/form-object";
import type { FieldIssue } from "~/lib/schemas/fields";
import { pageMeta } from "~/lib/seo";
import {
  type AdminUser,
  clearFlashHeader,
  type Flash,
  readAdminSession,
  readFlash,
  redirectWithFlash,
} from "./admin-auth.server";
import { ConflictError, type Editor, NotFoundError, TakenError } from "./content/editor.server";
import { CONTENT_FORM_BYTES, FormBodyError, readFormBody } from "./form-body.server";
import { getContent, getContentWatch, getDatabaseKind, getDb } from "./runtime.server";

/**
 * What the admin's Content pages share on the server: the admin check on
 * every loader and action, reading and checking a post, and turning a
 * refused change into a message beside the form (with what was typed).
 */

/** For a loader: the signed-in admin, or a redirect to the sign-in. */
export async function adminForPage(request: Request, clientAddress: string): Promise<AdminUser> {
  const session = await readAdminSession(request, clientAddress);
  if (session.state === "admin") return session.user;
  const headers = session.state === "denied" ? session.headers : undefined;
  throw await redirectWithFlash(
    "/admin",
    {
      message: session.state === "denied" ? adminMessages.accessDenied : "Please sign in to continue.",
      kind: "error",
    },
    headers,
  );
}

/**
 * What every Content page's loader starts with: the admin (or a redirect to
 * the sign-in), the message carried over the last redirect (and the header
 * that clears it), and the page's meta tags (never indexed).
 */
export async function contentPageFrame(
  request: Request,
  clientAddress: string,
  page: { title: string; path: string },
) {
  const user = await adminForPage(request, clientAddress);
  const headers = new Headers();
  const flash = await readFlash(request);
  if (flash) headers.append("Set-Cookie", await clearFlashHeader());
  const meta = pageMeta((await getContent()).site, {
    title: `${page.title} | Admin`,
    description: "The site's content, as the owner edits it.",
    path: page.path,
    keywords: ["admin"],
    noindex: true,
  });
  return { user, flash, headers, meta };
}

export function editorFor(user: AdminUser): Editor {
  const watch = getContentWatch();
  return { db: getDb(), kind: getDatabaseKind(), userEmail: user.email, changed: (v) => watch.changed(v) };
}

export function refused(status: number, message: string, extra: Partial<ContentFormResult> = {}) {
  return data<ContentFormResult>({ ok: false, message, issues: [], ...extra }, { status });
}

/**
 * For an action: the admin, the post read with the content forms' size cap,
 * and its `intent`; or an answer that refuses it (signed out, not an admin,
 * unreadable).
 */
export async function readContentPost(request: Request, clientAddress: string) {
  const session = await readAdminSession(request, clientAddress);
  if (session.state !== "admin") return { answer: refused(403, adminMessages.accessDenied) } as const;
  let form: FormData;
  try {
    form = await readFormBody(request, CONTENT_FORM_BYTES);
  } catch (error) {
    if (error instanceof FormBodyError) {
      return { answer: refused(error.status, "This change could not be read. Please try again.") } as const;
    }
    throw error;
  }
  return { user: session.user, form, intent: String(form.get("intent") ?? "") } as const;
}

function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
}

/** The answer to a form a schema refused: each problem beside its field, and what was typed, to show again. */
export function fieldsRefused(error: z.ZodError, values: Record<string, unknown>) {
  const issues = issuesOf(error);
  return refused(
    400,
    issues.length === 1 ? "Check the field marked below." : `Check the ${issues.length} fields marked below.`,
    { issues, values },
  );
}

/** The form's fields checked by a schema: the values, or the answer listing each problem beside its field. */
export function checkForm<S extends z.ZodType>(schema: S, form: FormData) {
  const values = formToObject(form, ["intent", "revision"]);
  const parsed = schema.safeParse(values);
  if (parsed.success) return { values: parsed.data as z.output<S>, raw: values } as const;
  return { answer: fieldsRefused(parsed.error, values) } as const;
}

/** Whether an id from the address can be a record's (anything else is a record that does not exist). */
export function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/** A record's revision as the form was opened with, or 0 (which never matches) when missing. */
export function revisionOf(form: FormData): number {
  const value = Number(form.get("revision"));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

const conflictMessage =
  "Someone saved this since you opened it (another tab, or another person). Nothing was saved: your text is still below. Reload the page to see the newer version, then make your change again.";

/** The answer to a refused change: a conflict, a record gone, a taken address; anything else is logged. */
export function failure(error: unknown, values: Record<string, unknown>, what: string) {
  if (error instanceof ConflictError) return refused(409, conflictMessage, { values, conflict: true });
  if (error instanceof NotFoundError) return refused(404, `This ${what} no longer exists: it was deleted.`);
  if (error instanceof TakenError) {
    return refused(409, error.message, { values, issues: [{ field: error.field, message: error.message }] });
  }
  console.error(`[admin] saving the ${what} failed:`, error);
  return refused(503, "The change could not be saved. Please try again in a moment.", { values });
}

/** After a change: back to a page of the admin with a message (post/redirect/get, with or without JavaScript). */
export function savedRedirect(to: string, message: string, kind: Flash["kind"] = "success") {
  return redirectWithFlash(to, { message, kind });
}

/** The city pages a testimonial or a project can show on, in the order of the site's list. */
export const cityChoices = [...primaryCities, ...otherCityPages].map((city) => ({
  slug: city.slug,
  name: city.name,
}));

/** What a list of records in the owner's order can do to one row. */
interface OrderedList {
  /** The list's address, where each change returns. */
  list: string;
  /** The record's name in messages ("testimonial", "project"). */
  what: string;
  move(editor: Editor, id: string, direction: "up" | "down"): Promise<unknown>;
  /** Lists whose rows can be hidden from the site. */
  setHidden?(editor: Editor, id: string, hidden: boolean): Promise<unknown>;
}

/** A list's row buttons: move up or down, and (where the list has it) hide or show. */
export async function orderedListAction(request: Request, clientAddress: string, rows: OrderedList) {
  const post = await readContentPost(request, clientAddress);
  if ("answer" in post) return post.answer;
  const id = String(post.form.get("id") ?? "");
  if (!isUuid(id)) return refused(404, `This ${rows.what} no longer exists: it was deleted.`);
  const editor = editorFor(post.user);
  try {
    switch (post.intent) {
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
    }
  } catch (error) {
    return failure(error, {}, rows.what);
  }
  return refused(400, "Unknown action.");
}

/** What the edit page of one record (a testimonial, a job opening) saves and deletes. */
interface EditableRecord<S extends z.ZodType> {
  /** The list's address, where a saved change returns. */
  list: string;
  /** The record's name in messages, in lower case ("testimonial"). */
  what: string;
  schema: S;
  create(editor: Editor, values: z.output<S>): Promise<unknown>;
  update(editor: Editor, id: string, values: z.output<S>, revision: number): Promise<unknown>;
  remove(editor: Editor, id: string): Promise<unknown>;
  /** A check the schema cannot make: the answer refusing the form, or nothing. */
  refuse?(values: z.output<S>, raw: Record<string, unknown>): ReturnType<typeof refused> | undefined;
}

/**
 * An edit page's post: delete, or check the fields and add (`id` "new") or
 * save over the revision the form was opened with. Every refusal keeps what
 * was typed; a saved change returns to the list with its message.
 */
export async function recordEditAction<S extends z.ZodType>(
  request: Request,
  clientAddress: string,
  id: string,
  record: EditableRecord<S>,
) {
  const post = await readContentPost(request, clientAddress);
  if ("answer" in post) return post.answer;
  const editor = editorFor(post.user);
  const gone = `This ${record.what} no longer exists: it was deleted.`;
  const Name = record.what.charAt(0).toUpperCase() + record.what.slice(1);
  if (post.intent === "delete") {
    if (!isUuid(id)) return refused(404, gone);
    try {
      await record.remove(editor, id);
    } catch (error) {
      return failure(error, {}, record.what);
    }
    return savedRedirect(record.list, `${Name} deleted.`);
  }
  const checked = checkForm(record.schema, post.form);
  if ("answer" in checked) return checked.answer;
  const refusal = record.refuse?.(checked.values, checked.raw);
  if (refusal) return refusal;
  try {
    if (id === "new") await record.create(editor, checked.values);
    else if (isUuid(id)) await record.update(editor, id, checked.values, revisionOf(post.form));
    else return refused(404, gone);
  } catch (error) {
    return failure(error, checked.raw, record.what);
  }
  return savedRedirect(record.list, id === "new" ? `${Name} added.` : `${Name} saved.`);
}
