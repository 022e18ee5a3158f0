import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { BlogPostFields, PostStatus } from "~/features/content/schemas";
import type { Db } from "~/server/db/client.server";
import { blogCategories, blogPosts, blogRedirects } from "~/server/db/schema.server";
import { ConflictError, type Editor, fields, NotFoundError, TakenError, write } from "../editor.server";

/** The blog: its categories, and posts with their addresses (an old address of a live post redirects). */

export function listCategories(db: Db) {
  return db.select().from(blogCategories).orderBy(asc(blogCategories.position), asc(blogCategories.name));
}

export function addCategory(editor: Editor, name: string, addressOf: (name: string) => string) {
  return write(editor, "blog", async (tx) => {
    const existing = await listCategories(tx);
    const clash = existing.find(
      (c) => c.name.toLowerCase() === name.toLowerCase() || addressOf(c.name) === addressOf(name),
    );
    if (clash) throw new TakenError("name", `There is already a category “${clash.name}”.`);
    const position = Math.max(-1, ...existing.map((c) => c.position)) + 1;
    await tx.insert(blogCategories).values({ name, position });
    return {
      result: name,
      audit: [{ entity: "blog_category", entityId: name, action: "create", after: { name } }],
    };
  });
}

export function listPostsForEdit(db: Db) {
  return db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      category: blogPosts.category,
      status: blogPosts.status,
      publishAt: blogPosts.publishAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .orderBy(sql`${blogPosts.publishAt} desc nulls first`, desc(blogPosts.updatedAt));
}

export async function readPost(db: Db, id: string) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

type PostRow = NonNullable<Awaited<ReturnType<typeof readPost>>>;

/** Whether visitors can read the post now (published, or scheduled and come due). */
export function isPublic(post: Pick<PostRow, "status" | "publishAt">, now = new Date()): boolean {
  return post.status !== "draft" && post.publishAt !== null && post.publishAt <= now;
}

export interface PostChange {
  values: BlogPostFields & { slug: string };
  status: PostStatus;
  publishAt: Date | null;
}

async function claimSlug(tx: Db, slug: string, postId: string | null) {
  const [taken] = await tx
    .select({ id: blogPosts.id, title: blogPosts.title })
    .from(blogPosts)
    .where(postId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, postId)) : eq(blogPosts.slug, slug));
  if (taken) {
    throw new TakenError(
      "slug",
      `The address /blog/${slug} is already used by “${taken.title}”. Change the title or the address.`,
    );
  }
  // A live post takes the address over from an older post's redirect.
  await tx.delete(blogRedirects).where(eq(blogRedirects.fromSlug, slug));
}

/** A post as the log keeps it: every field the owner edits, the article whole (the history brings it back). */
function postAudit(row: PostRow) {
  return fields(row);
}

export function createPost(editor: Editor, change: PostChange) {
  return write(editor, "blog", async (tx) => {
    await claimSlug(tx, change.values.slug, null);
    const [row] = await tx
      .insert(blogPosts)
      .values({ ...change.values, status: change.status, publishAt: change.publishAt })
      .returning();
    if (!row) throw new Error("The post was not stored.");
    return {
      result: row,
      audit: [{ entity: "blog_post", entityId: row.id, action: "create", after: postAudit(row) }],
    };
  });
}

export function updatePost(editor: Editor, id: string, change: PostChange, revision: number, action: string) {
  return write(editor, "blog", async (tx) => {
    const before = await readPost(tx, id);
    if (!before) throw new NotFoundError();
    if (before.revision !== revision) throw new ConflictError();
    if (change.values.slug !== before.slug) {
      await claimSlug(tx, change.values.slug, id);
      // Visitors and search engines may know the old address: it keeps working, with a 301.
      if (isPublic(before)) {
        await tx
          .insert(blogRedirects)
          .values({ fromSlug: before.slug, postId: id })
          .onConflictDoUpdate({ target: blogRedirects.fromSlug, set: { postId: id } });
      }
    }
    const [row] = await tx
      .update(blogPosts)
      .set({
        ...change.values,
        status: change.status,
        publishAt: change.publishAt,
        revision: sql`${blogPosts.revision} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(blogPosts.id, id), eq(blogPosts.revision, revision)))
      .returning();
    if (!row) throw new ConflictError();
    return {
      result: row,
      audit: [
        { entity: "blog_post", entityId: id, action, before: postAudit(before), after: postAudit(row) },
      ],
    };
  });
}

export function deletePost(editor: Editor, id: string) {
  return write(editor, "blog", async (tx) => {
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!row) throw new NotFoundError();
    return {
      result: row,
      audit: [{ entity: "blog_post", entityId: id, action: "delete", before: postAudit(row) }],
    };
  });
}
