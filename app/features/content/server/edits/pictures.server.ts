import { asc, eq, lt, or } from "drizzle-orm";
import {
  type MediaStore,
  mediaIdOf,
  mediaKey,
  parseFocus,
  refocusPicture,
} from "~/features/media/index.server";
import type { Db } from "~/server/db/client.server";
import {
  blogPosts,
  cityPages,
  galleryDrafts,
  galleryProjects,
  media,
  services,
} from "~/server/db/schema.server";

/**
 * Uploaded pictures as the content uses them (stored by the media feature's
 * intake): kept while a project, a post, a service or a city page names one, removed when nothing does.
 */

/** Whether a picture is used by a project, a post, a service, a city page or a gallery draft (and so must be kept). */
async function pictureInUse(db: Db, key: string): Promise<boolean> {
  const id = mediaIdOf(key);
  if (id) {
    const [draft] = await db.select().from(galleryDrafts).where(eq(galleryDrafts.mediaId, id));
    if (draft) return true;
  }
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
  if (post) return true;
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.image, key))
    .limit(1);
  if (service) return true;
  const [city] = await db
    .select({ slug: cityPages.slug })
    .from(cityPages)
    .where(eq(cityPages.image, key))
    .limit(1);
  return city !== undefined;
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
    old.map((row) => mediaKey(row.id)),
  );
}

/** Whether an uploaded picture exists (a form names it by its key). */
export async function pictureExists(db: Db, key: string): Promise<boolean> {
  const id = mediaIdOf(key);
  if (!id) return false;
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.id, id));
  return row !== undefined;
}

/**
 * An uploaded picture's focal point as saved, to choose anew on its whole
 * view; none for a picture made at build (no original to cut again), nor for
 * one uploaded before every photo had a whole view (until the background
 * update has made it).
 */
export async function pictureFocus(db: Db, key: string) {
  const id = mediaIdOf(key);
  if (!id) return null;
  const [row] = await db
    .select({ x: media.focusX, y: media.focusY, variants: media.variants })
    .from(media)
    .where(eq(media.id, id));
  return row?.variants.includes("large") ? { x: row.x, y: row.y } : null;
}

/**
 * The point a form sent for an uploaded picture its record keeps: the
 * picture is cut again around it (the record's save then shows the new cut,
 * and calls `removeOldCut`). Undefined when nothing is to cut.
 */
export async function refocusKept(db: Db, store: MediaStore, key: string, sent: unknown) {
  const focus = parseFocus(sent);
  const id = mediaIdOf(key);
  return focus && id ? refocusPicture(db, store, id, focus) : undefined;
}

/**
 * Gallery photos uploaded and not yet saved into a project: kept as drafts
 * (listed under "Not finished yet") until finished or discarded.
 */
export const galleryDraftRecords = {
  add(db: Db, key: string, fileName: string, createdBy: string) {
    const mediaId = mediaIdOf(key);
    if (!mediaId) return Promise.resolve();
    return db
      .insert(galleryDrafts)
      .values({ mediaId, fileName: fileName.slice(0, 200), createdBy })
      .onConflictDoNothing()
      .then(() => undefined);
  },
  list(db: Db) {
    return db.select().from(galleryDrafts).orderBy(asc(galleryDrafts.createdAt));
  },
  /** Finished (saved into a project): no longer a draft, the picture stays with the project. */
  async finish(db: Db, key: string) {
    const mediaId = mediaIdOf(key);
    if (mediaId) await db.delete(galleryDrafts).where(eq(galleryDrafts.mediaId, mediaId));
  },
  /** Discarded: the draft and, unless something else uses it, its picture go. */
  async discard(db: Db, store: MediaStore, mediaId: string): Promise<boolean> {
    const gone = await db.delete(galleryDrafts).where(eq(galleryDrafts.mediaId, mediaId)).returning();
    await removeUnusedPictures(db, store, [mediaKey(mediaId)]);
    return gone.length > 0;
  },
};
