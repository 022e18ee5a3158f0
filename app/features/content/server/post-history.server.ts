import { blogPostSchema, type PostStatus } from "~/features/content/schemas";
import { hasImage, mediaIdOf } from "~/features/media/index.server";
import type { Db } from "~/server/db/client.server";
import { type Editor, NotFoundError } from "./editor.server";
import { isPublic, readPost, updatePost } from "./edits/blog.server";
import { pictureExists } from "./edits/pictures.server";
import { businessClock } from "./edits/profile.server";
import { type HistoryOf, historyOnPage, type Restorable, restoreVersion } from "./history.server";
import { failure } from "./records.server";

/**
 * A post's history and bringing back an earlier version of its words and
 * settings. Whether it is on the site is not a word: a version comes back
 * with the post's state and publish time as they are now.
 */

type PostRow = NonNullable<Awaited<ReturnType<typeof readPost>>>;

/** How the list and the editor name a post's state. */
export function stateOf(post: { status: PostStatus; publishAt: Date | null }, now: Date) {
  if (isPublic(post, now)) return "published" as const;
  return post.status === "scheduled" ? ("scheduled" as const) : ("draft" as const);
}

export function whenText(timeZone: string, at: Date | null): string {
  if (!at) return "";
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  }).format(at);
}

/** The fields the editor edits and the history compares with (the state and time are not among them). */
function postWords(row: PostRow) {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    body: row.body,
    author: row.author,
    category: row.category,
    tags: row.tags,
    heroImage: row.heroImage,
    heroAlt: row.heroAlt,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
  };
}

/** A post's history: its changes, compared with its words and settings now. */
export function postHistoryOf(row: PostRow): HistoryOf {
  return { entity: "blog_post", id: row.id, now: postWords(row) };
}

/** The editor's history of a post (none for a new one). */
export function postHistory(row: PostRow | undefined) {
  return historyOnPage(row ? postHistoryOf(row) : undefined);
}

/** An article the log kept only the start of (saves before it kept the whole): "…start… (5230 characters)". */
const cutBody = /^([\s\S]{400})… \((\d+) characters\)$/;

/** Whether a picture named by a version is still there: one of the site's own, or an upload whose files are kept. */
async function pictureKept(db: Db, key: string): Promise<boolean> {
  if (!key) return true;
  return mediaIdOf(key) ? pictureExists(db, key) : hasImage(key);
}

/**
 * What of a version cannot come back: a photo whose files are gone, an
 * article the log kept only the start of. Those stay as they are now, and
 * the answer says so, and says the post's state is unchanged.
 */
async function adjustPost(
  version: Record<string, unknown>,
  now: Record<string, unknown>,
  db: Db,
  id: string,
) {
  const notes: string[] = [];
  const kept = { ...version };
  const body = String(version.body ?? "");
  const cut = cutBody.exec(body);
  if (cut && Number(cut[2]) > 400) {
    kept.body = now.body;
    const same = String(now.body).length === Number(cut[2]) && String(now.body).startsWith(cut[1] ?? "");
    if (!same) notes.push("That version's article was not kept in full, so the article stays as it is now.");
  }
  const picture = String(version.heroImage ?? "");
  if (picture !== now.heroImage && !(await pictureKept(db, picture))) {
    kept.heroImage = now.heroImage;
    kept.heroAlt = now.heroAlt;
    notes.push("The photo of that version is no longer kept, so the post keeps its current picture.");
  }
  const row = await readPost(db, id);
  if (row) notes.push(await stateNote(db, row));
  return { version: kept, notes };
}

/** The post's state, said after a version comes back: it is as it was. */
async function stateNote(db: Db, row: PostRow): Promise<string> {
  const { timeZone, timeZoneName } = await businessClock(db);
  switch (stateOf(row, new Date())) {
    case "published":
      return "The post stays published, as it was.";
    case "scheduled":
      return `The post is still scheduled for ${whenText(timeZone, row.publishAt)} (${timeZoneName}).`;
    default:
      return "The post is still a draft: not on the site.";
  }
}

/** Bringing back a post's words and settings, with its state and publish time as they are now. */
export const postRestorable: Restorable<typeof blogPostSchema> = {
  entity: "blog_post",
  what: "post",
  schema: blogPostSchema,
  read: async (db, postId) => {
    const row = await readPost(db, postId);
    return row ? postWords(row) : undefined;
  },
  adjust: adjustPost,
  async update(editor, postId, values, revision, action) {
    const row = await readPost(editor.db, postId);
    if (!row) throw new NotFoundError();
    // An address changed back keeps the redirects a published post's addresses have (updatePost).
    const change = {
      values: { ...values, slug: values.slug || row.slug },
      status: row.status,
      publishAt: row.publishAt,
    };
    return updatePost(editor, postId, change, revision, action);
  },
};

/** The history's "Restore this version" on a post. */
export function restorePost(form: FormData, editor: Editor, id: string, page: string) {
  return restoreVersion(
    form,
    { editor, id, page, failure: (error) => failure(error, {}, "post") },
    postRestorable,
  );
}
