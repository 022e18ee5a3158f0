import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { BusinessProfile } from "~/lib/schemas/business-profile";
import type {
  BlogPostFields,
  GalleryProjectFields,
  JobOpeningFields,
  PostStatus,
  TestimonialFields,
} from "~/lib/schemas/content";
import type { Db } from "../db/client.server";
import {
  auditLog,
  blogCategories,
  blogPosts,
  blogRedirects,
  businessProfile,
  galleryProjects,
  jobOpenings,
  media,
  testimonials,
} from "../db/schema.server";
import type { MediaFile, MediaStore } from "../media/store.server";
import { bumpContentVersion } from "./version.server";

/**
 * Every change the owner makes to the site's content. Each runs in one
 * transaction that checks the record's revision (a save made from an older
 * copy of the form is refused, never silently written over a newer one),
 * writes an audit entry with the values before and after, and bumps the
 * content version, so every server renders its pages again.
 */

export interface Editor {
  db: Db;
  kind: "pglite" | "postgres";
  /** Who is making the change (the audit log's "who"). */
  userEmail: string;
  /** Called after the commit with the new version: this server renders the new content at once. */
  changed(version: number): void;
}

/** Someone saved the record after this form was opened. */
export class ConflictError extends Error {}
/** The record is gone (deleted in another tab). */
export class NotFoundError extends Error {}
/** A value that must be unique is already used; `field` names the form field. */
export class TakenError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

type Entity =
  | "business_profile"
  | "testimonial"
  | "job_opening"
  | "blog_post"
  | "blog_category"
  | "gallery_project"
  | "media";

interface AuditEntry {
  entity: Entity;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

async function write<T>(
  editor: Editor,
  scope: "site" | "blog",
  work: (tx: Db) => Promise<{ result: T; audit: AuditEntry[] }>,
): Promise<T> {
  const { result, version } = await editor.db.transaction(async (tx) => {
    const { result, audit } = await work(tx);
    if (audit.length > 0) {
      await tx.insert(auditLog).values(
        audit.map((entry) => ({
          userEmail: editor.userEmail,
          entity: entry.entity,
          entityId: entry.entityId,
          action: entry.action,
          before: entry.before ?? null,
          after: entry.after ?? null,
        })),
      );
    }
    return { result, version: await bumpContentVersion(tx, editor.kind, scope) };
  });
  editor.changed(version);
  return result;
}

/** The fields of a row the owner edits (no bookkeeping columns), for the audit log. */
function fields<T extends Record<string, unknown>>(row: T) {
  const { revision: _revision, createdAt: _created, updatedAt: _updated, ...rest } = row;
  return rest;
}

// ---------------------------------------------------------------------------
// Business profile
// ---------------------------------------------------------------------------

export async function readProfileForEdit(db: Db) {
  const [row] = await db.select().from(businessProfile).where(eq(businessProfile.id, 1));
  if (!row) throw new NotFoundError("The business profile is missing.");
  return row;
}

export function saveProfile(editor: Editor, profile: BusinessProfile, revision: number) {
  return write(editor, "site", async (tx) => {
    const [before] = await tx.select().from(businessProfile).where(eq(businessProfile.id, 1));
    if (!before) throw new NotFoundError("The business profile is missing.");
    const [after] = await tx
      .update(businessProfile)
      .set({ data: profile, revision: sql`${businessProfile.revision} + 1`, updatedAt: new Date() })
      .where(and(eq(businessProfile.id, 1), eq(businessProfile.revision, revision)))
      .returning();
    if (!after) throw new ConflictError();
    return {
      result: after,
      audit: [
        { entity: "business_profile", entityId: "1", action: "update", before: before.data, after: profile },
      ],
    };
  });
}

// ---------------------------------------------------------------------------
// Testimonials and job openings: lists the owner orders
// ---------------------------------------------------------------------------

type OrderedTable = typeof testimonials | typeof jobOpenings | typeof galleryProjects;

async function nextPosition(tx: Db, table: OrderedTable): Promise<number> {
  const [row] = await tx.select({ max: sql<number | null>`max(${table.position})` }).from(table);
  return (row?.max ?? -1) + 1;
}

/** Swaps a row with its neighbour above or below (the list's order is by position). */
async function move(tx: Db, table: OrderedTable, id: string, direction: "up" | "down") {
  const [row] = await tx.select().from(table).where(eq(table.id, id));
  if (!row) throw new NotFoundError();
  const [neighbour] = await tx
    .select()
    .from(table)
    .where(direction === "up" ? lt(table.position, row.position) : gt(table.position, row.position))
    .orderBy(direction === "up" ? desc(table.position) : asc(table.position))
    .limit(1);
  if (!neighbour) return { moved: false, before: row.position, after: row.position };
  await tx.update(table).set({ position: neighbour.position }).where(eq(table.id, row.id));
  await tx.update(table).set({ position: row.position }).where(eq(table.id, neighbour.id));
  return { moved: true, before: row.position, after: neighbour.position };
}

export function listTestimonialsForEdit(db: Db) {
  return db.select().from(testimonials).orderBy(asc(testimonials.position));
}

export async function readTestimonial(db: Db, id: string) {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id));
  return row;
}

export function createTestimonial(editor: Editor, values: TestimonialFields) {
  return write(editor, "site", async (tx) => {
    const [row] = await tx
      .insert(testimonials)
      .values({ ...values, position: await nextPosition(tx, testimonials) })
      .returning();
    if (!row) throw new Error("The testimonial was not stored.");
    return {
      result: row,
      audit: [{ entity: "testimonial", entityId: row.id, action: "create", after: values }],
    };
  });
}

export function updateTestimonial(editor: Editor, id: string, values: TestimonialFields, revision: number) {
  return write(editor, "site", async (tx) => {
    const before = await readTestimonial(tx, id);
    if (!before) throw new NotFoundError();
    const [row] = await tx
      .update(testimonials)
      .set({ ...values, revision: sql`${testimonials.revision} + 1`, updatedAt: new Date() })
      .where(and(eq(testimonials.id, id), eq(testimonials.revision, revision)))
      .returning();
    if (!row) throw new ConflictError();
    return {
      result: row,
      audit: [
        { entity: "testimonial", entityId: id, action: "update", before: fields(before), after: values },
      ],
    };
  });
}

export function setTestimonialHidden(editor: Editor, id: string, hidden: boolean) {
  return write(editor, "site", async (tx) => {
    const [row] = await tx
      .update(testimonials)
      .set({ hidden, revision: sql`${testimonials.revision} + 1`, updatedAt: new Date() })
      .where(eq(testimonials.id, id))
      .returning();
    if (!row) throw new NotFoundError();
    return {
      result: row,
      audit: [
        {
          entity: "testimonial",
          entityId: id,
          action: hidden ? "hide" : "show",
          before: { hidden: !hidden },
          after: { hidden },
        },
      ],
    };
  });
}

export function moveTestimonial(editor: Editor, id: string, direction: "up" | "down") {
  return write(editor, "site", async (tx) => {
    const { moved, before, after } = await move(tx, testimonials, id, direction);
    return {
      result: moved,
      audit: moved
        ? [
            {
              entity: "testimonial",
              entityId: id,
              action: `move ${direction}`,
              before: { position: before },
              after: { position: after },
            },
          ]
        : [],
    };
  });
}

export function deleteTestimonial(editor: Editor, id: string) {
  return write(editor, "site", async (tx) => {
    const [row] = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning();
    if (!row) throw new NotFoundError();
    return {
      result: row,
      audit: [{ entity: "testimonial", entityId: id, action: "delete", before: fields(row) }],
    };
  });
}

export function listOpeningsForEdit(db: Db) {
  return db.select().from(jobOpenings).orderBy(asc(jobOpenings.position));
}

export async function readOpening(db: Db, id: string) {
  const [row] = await db.select().from(jobOpenings).where(eq(jobOpenings.id, id));
  return row;
}

export function createOpening(editor: Editor, values: JobOpeningFields) {
  return write(editor, "site", async (tx) => {
    const [row] = await tx
      .insert(jobOpenings)
      .values({ ...values, position: await nextPosition(tx, jobOpenings) })
      .returning();
    if (!row) throw new Error("The opening was not stored.");
    return {
      result: row,
      audit: [{ entity: "job_opening", entityId: row.id, action: "create", after: values }],
    };
  });
}

export function updateOpening(editor: Editor, id: string, values: JobOpeningFields, revision: number) {
  return write(editor, "site", async (tx) => {
    const before = await readOpening(tx, id);
    if (!before) throw new NotFoundError();
    const [row] = await tx
      .update(jobOpenings)
      .set({ ...values, revision: sql`${jobOpenings.revision} + 1`, updatedAt: new Date() })
      .where(and(eq(jobOpenings.id, id), eq(jobOpenings.revision, revision)))
      .returning();
    if (!row) throw new ConflictError();
    return {
      result: row,
      audit: [
        { entity: "job_opening", entityId: id, action: "update", before: fields(before), after: values },
      ],
    };
  });
}

export function moveOpening(editor: Editor, id: string, direction: "up" | "down") {
  return write(editor, "site", async (tx) => {
    const { moved, before, after } = await move(tx, jobOpenings, id, direction);
    return {
      result: moved,
      audit: moved
        ? [
            {
              entity: "job_opening",
              entityId: id,
              action: `move ${direction}`,
              before: { position: before },
              after: { position: after },
            },
          ]
        : [],
    };
  });
}

export function deleteOpening(editor: Editor, id: string) {
  return write(editor, "site", async (tx) => {
    const [row] = await tx.delete(jobOpenings).where(eq(jobOpenings.id, id)).returning();
    if (!row) throw new NotFoundError();
    return {
      result: row,
      audit: [{ entity: "job_opening", entityId: id, action: "delete", before: fields(row) }],
    };
  });
}

// ---------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------

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

function postAudit(row: PostRow) {
  const { body, ...rest } = fields(row);
  // The body can be long: the log keeps its length and start, enough to tell edits apart.
  return { ...rest, body: body.length > 400 ? `${body.slice(0, 400)}… (${body.length} characters)` : body };
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

// ---------------------------------------------------------------------------
// Uploaded pictures and the gallery
// ---------------------------------------------------------------------------

export interface NewPicture {
  hash: string;
  width: number;
  height: number;
  color: string;
  placeholder: string;
  variants: string[];
  /** Each file's name after the media id: "thumb-400.<hash>.avif". */
  files: { name: string; contentType: string; data: Uint8Array }[];
}

/** Stores an uploaded picture (its row and files); its key for pages is "media/<id>". */
export async function storePicture(editor: Editor, store: MediaStore, picture: NewPicture): Promise<string> {
  const id = randomUUID();
  const files: MediaFile[] = picture.files.map((file) => ({ ...file, name: `${id}-${file.name}` }));
  await editor.db.transaction(async (tx) => {
    await tx.insert(media).values({
      id,
      hash: picture.hash,
      width: picture.width,
      height: picture.height,
      color: picture.color,
      placeholder: picture.placeholder,
      variants: picture.variants,
      bytes: files.reduce((sum, file) => sum + file.data.byteLength, 0),
      createdBy: editor.userEmail,
    });
    await store.save(tx, id, files);
  });
  return `media/${id}`;
}

const mediaIdOf = (key: string) => (key.startsWith("media/") ? key.slice("media/".length) : undefined);

/** Whether a picture is used by a project or a post (and so must be kept). */
async function pictureInUse(db: Db, key: string): Promise<boolean> {
  const [project] = await db
    .select({ id: galleryProjects.id })
    .from(galleryProjects)
    .where(or(eq(galleryProjects.image, key), eq(galleryProjects.beforeImage, key)))
    .limit(1);
  if (project) return true;
  const [post] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.heroImage, key))
    .limit(1);
  return post !== undefined;
}

/** Removes uploaded pictures nothing uses any more (after a delete, or an upload never saved). */
export async function removeUnusedPictures(db: Db, store: MediaStore, keys: readonly string[]) {
  for (const key of keys) {
    const id = mediaIdOf(key);
    if (!id || (await pictureInUse(db, key))) continue;
    await db.delete(media).where(eq(media.id, id));
    await store.remove(id);
  }
}

/** Uploads never used for a day (the owner left the page before saving them) are removed. */
export async function sweepUnusedPictures(db: Db, store: MediaStore, olderThan: Date) {
  const old = await db.select({ id: media.id }).from(media).where(lt(media.createdAt, olderThan));
  await removeUnusedPictures(
    db,
    store,
    old.map((row) => `media/${row.id}`),
  );
}

/** Whether an uploaded picture exists (a form names it by its key). */
export async function pictureExists(db: Db, key: string): Promise<boolean> {
  const id = mediaIdOf(key);
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) return false;
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.id, id));
  return row !== undefined;
}

export function listProjectsForEdit(db: Db) {
  return db.select().from(galleryProjects).orderBy(asc(galleryProjects.position));
}

export async function readProject(db: Db, id: string) {
  const [row] = await db.select().from(galleryProjects).where(eq(galleryProjects.id, id));
  return row;
}

/** A project's fields as saved: its pictures by key. */
export type ProjectValues = GalleryProjectFields & { image: string; beforeImage: string };

export function createProject(editor: Editor, values: ProjectValues) {
  return write(editor, "site", async (tx) => {
    const [row] = await tx
      .insert(galleryProjects)
      .values({ ...values, position: await firstPosition(tx) })
      .returning();
    if (!row) throw new Error("The project was not stored.");
    return {
      result: row,
      audit: [{ entity: "gallery_project", entityId: row.id, action: "create", after: values }],
    };
  });
}

/** New projects go first: the gallery shows the latest work at the top. */
async function firstPosition(tx: Db): Promise<number> {
  const [row] = await tx
    .select({ min: sql<number | null>`min(${galleryProjects.position})` })
    .from(galleryProjects);
  return (row?.min ?? 1) - 1;
}

export async function updateProject(
  editor: Editor,
  store: MediaStore,
  id: string,
  values: ProjectValues,
  revision: number,
) {
  const before = await readProject(editor.db, id);
  const row = await write(editor, "site", async (tx) => {
    const current = await readProject(tx, id);
    if (!current) throw new NotFoundError();
    const [saved] = await tx
      .update(galleryProjects)
      .set({ ...values, revision: sql`${galleryProjects.revision} + 1`, updatedAt: new Date() })
      .where(and(eq(galleryProjects.id, id), eq(galleryProjects.revision, revision)))
      .returning();
    if (!saved) throw new ConflictError();
    return {
      result: saved,
      audit: [
        { entity: "gallery_project", entityId: id, action: "update", before: fields(current), after: values },
      ],
    };
  });
  // A replaced picture's files go, unless something else uses it.
  if (before) await removeUnusedPictures(editor.db, store, [before.image, before.beforeImage]);
  return row;
}

export function moveProject(editor: Editor, id: string, direction: "up" | "down") {
  return write(editor, "site", async (tx) => {
    const { moved, before, after } = await move(tx, galleryProjects, id, direction);
    return {
      result: moved,
      audit: moved
        ? [
            {
              entity: "gallery_project",
              entityId: id,
              action: `move ${direction}`,
              before: { position: before },
              after: { position: after },
            },
          ]
        : [],
    };
  });
}

export function setProjectHidden(editor: Editor, id: string, hidden: boolean) {
  return write(editor, "site", async (tx) => {
    const [row] = await tx
      .update(galleryProjects)
      .set({ hidden, revision: sql`${galleryProjects.revision} + 1`, updatedAt: new Date() })
      .where(eq(galleryProjects.id, id))
      .returning();
    if (!row) throw new NotFoundError();
    return {
      result: row,
      audit: [
        {
          entity: "gallery_project",
          entityId: id,
          action: hidden ? "hide" : "show",
          before: { hidden: !hidden },
          after: { hidden },
        },
      ],
    };
  });
}

/** Deletes a project and, unless a post uses them too, its uploaded pictures' files. */
export async function deleteProject(editor: Editor, store: MediaStore, id: string) {
  const row = await write(editor, "site", async (tx) => {
    const [deleted] = await tx.delete(galleryProjects).where(eq(galleryProjects.id, id)).returning();
    if (!deleted) throw new NotFoundError();
    return {
      result: deleted,
      audit: [{ entity: "gallery_project", entityId: id, action: "delete", before: fields(deleted) }],
    };
  });
  await removeUnusedPictures(editor.db, store, [row.image, row.beforeImage]);
  return row;
}

// ---------------------------------------------------------------------------
// Audit log
// ---------------------------------------------------------------------------

export function readAuditLog(db: Db, limit: number, offset = 0) {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset);
}

export async function countAuditLog(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
  return row?.count ?? 0;
}
