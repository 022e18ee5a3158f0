/**
 * Photos of an older cut are cut again in the background: picked up, cut one
 * at a time by one server among several, resumed after a restart, their old
 * files kept until the pages have named the new ones a while; a photo that
 * cannot be cut is left as it was and named with the reason.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, expect, it } from "vitest";
import { photoUpdatesNote } from "~/features/content/server/photo-updates-note.server";
import { variantOutputs } from "~/features/media/server/encode.server";
import {
  PhotoUpdates,
  type PhotoUpdateTiming,
  photoUpdatesProgress,
} from "~/features/media/server/photo-updates.server";
import { processImage } from "~/features/media/server/process.server";
import {
  cutSignature,
  nearestWidthFile,
  refocusPicture,
  uploadVariants,
} from "~/features/media/server/refocus.server";
import {
  databaseMediaStore,
  fileMediaStore,
  type MediaStore,
  mediaFileName,
} from "~/features/media/server/store.server";
import type { VariantName } from "~/lib/image-variants";
import type { Db } from "~/server/db/client.server";
import { galleryProjects, media, mediaUpdates } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";

const folder = mkdtempSync(path.join(tmpdir(), "photo-updates-test-"));

/** A small landscape photo. */
async function photoFile(): Promise<string> {
  const file = path.join(folder, `photo-${randomUUID()}.png`);
  writeFileSync(
    file,
    await sharp({ create: { width: 600, height: 400, channels: 3, background: "#4a6a8a" } })
      .png()
      .toBuffer(),
  );
  return file;
}

type Original = "kept" | "missing" | "broken";

/** An uploaded photo as an earlier version stored it: no cut recorded (or today's, when `current`). */
async function storedPhoto(
  db: Db,
  store: MediaStore,
  options: { variants?: VariantName[]; current?: boolean; original?: Original } = {},
) {
  const variants = options.variants ?? ["thumb", "large"];
  const image = await processImage(await photoFile(), variants);
  const id = randomUUID();
  const files = image.files.flatMap((file) => {
    if (file.variant === "original" && options.original === "missing") return [];
    const data =
      file.variant === "original" && options.original === "broken" ? Buffer.from("no photo") : file.data;
    return [{ name: mediaFileName(id, image.hash, file), contentType: file.contentType, data }];
  });
  await db.insert(media).values({
    id,
    hash: image.hash,
    width: image.width,
    height: image.height,
    color: image.color,
    placeholder: image.placeholder,
    variants,
    cut: options.current ? cutSignature(variants) : null,
    bytes: 1,
    createdBy: "owner@example.com",
  });
  await store.save(db, id, files);
  return { id, hash: image.hash, variants };
}

const row = async (db: Db, id: string) => (await db.select().from(media).where(eq(media.id, id)))[0];

/** Whether every file of a cut is in the store. */
async function hasCut(store: MediaStore, id: string, hash: string, variants: readonly VariantName[]) {
  const files = await Promise.all(
    variantOutputs(variants).map((output) => store.open(mediaFileName(id, hash, output))),
  );
  return files.every(Boolean);
}

onEachDatabase("photos cut again in the background", (handle) => {
  let store: MediaStore;
  /** Files saved, by picture: each cut saves once. */
  let saves: Map<string, number>;
  let published: number;
  const timing: Partial<PhotoUpdateTiming> = { restMs: 0, publishEveryMs: 0, keepOldCutMs: 0 };

  const job = (more: Partial<PhotoUpdateTiming> = {}) =>
    new PhotoUpdates({
      db: handle().db,
      store,
      log: () => {},
      timing: { ...timing, ...more },
      async publish(tx) {
        await tx.execute(sql`select 1`);
        return () => {
          published++;
        };
      },
    });

  beforeEach(async () => {
    await handle().db.delete(galleryProjects);
    await handle().db.delete(media);
    const inner =
      handle().kind === "postgres"
        ? databaseMediaStore(handle().db)
        : fileMediaStore(mkdtempSync(path.join(tmpdir(), "photo-updates-store-")));
    saves = new Map();
    published = 0;
    store = {
      ...inner,
      async save(tx, mediaId, files) {
        saves.set(mediaId, (saves.get(mediaId) ?? 0) + 1);
        await inner.save(tx, mediaId, files);
      },
    };
  });

  it("picks up the photos of an older cut, cuts them to today's sizes under new names, and removes the old files after", async () => {
    const db = handle().db;
    const gallery = await storedPhoto(db, store);
    // A service's photo from before every upload had its whole view.
    const service = await storedPhoto(db, store, { variants: ["card"] });
    const current = await storedPhoto(db, store, { current: true });
    saves.clear();

    const updates = job();
    expect(await updates.queueOldPhotos()).toBe(2);
    expect(await photoUpdatesProgress(db)).toEqual({ total: 2, finished: 0, failed: [] });
    expect(await updates.workOnce()).toBe(true);
    expect(await photoUpdatesProgress(db)).toMatchObject({ total: 2, finished: 1 });
    await updates.drain();

    for (const photo of [gallery, service]) {
      const now = await row(db, photo.id);
      expect(now?.hash).not.toBe(photo.hash);
      expect(now?.cut).toBe(cutSignature(uploadVariants(photo.variants)));
      expect(await hasCut(store, photo.id, now!.hash, uploadVariants(photo.variants))).toBe(true);
      // The pages named the old files until the content version moved on: they are still there.
      expect(await hasCut(store, photo.id, photo.hash, photo.variants)).toBe(true);
    }
    expect((await row(db, service.id))?.variants).toEqual(["large", "card"]);
    expect((await row(db, current.id))?.hash).toBe(current.hash);
    expect(saves.get(current.id)).toBeUndefined();
    expect(published).toBeGreaterThanOrEqual(1);
    // Finished: nothing left to show the owner.
    expect(await photoUpdatesProgress(db)).toEqual({ total: 0, finished: 0, failed: [] });

    // Their time up, the old cut's files go; the original stays.
    await updates.drain();
    expect(await hasCut(store, gallery.id, gallery.hash, gallery.variants)).toBe(false);
    expect(
      await store.open(
        mediaFileName(gallery.id, gallery.hash, { variant: "original", width: 0, format: "jpg" }),
      ),
    ).toBeDefined();
    const again = await row(db, gallery.id);
    expect(await hasCut(store, gallery.id, again!.hash, gallery.variants)).toBe(true);
    // Nothing is queued again on the next start.
    expect(await job().queueOldPhotos()).toBe(0);
  });

  it("resumes after a restart: a photo whose server stopped mid-cut is taken up once its claim runs out", async () => {
    const db = handle().db;
    const photo = await storedPhoto(db, store);
    await job().queueOldPhotos();
    // A server claimed it and is still cutting it: nobody else starts one.
    await db
      .update(mediaUpdates)
      .set({ status: "working", attempts: 1, nextAt: new Date(Date.now() + 60_000) })
      .where(eq(mediaUpdates.mediaId, photo.id));
    const restarted = job();
    expect(await restarted.workOnce()).toBe(false);
    // That server stopped: its claim runs out, and the restarted one goes on.
    await db
      .update(mediaUpdates)
      .set({ nextAt: new Date(Date.now() - 1_000) })
      .where(eq(mediaUpdates.mediaId, photo.id));
    await restarted.drain();
    expect((await row(db, photo.id))?.cut).toBe(cutSignature(photo.variants));
    expect(await photoUpdatesProgress(db)).toEqual({ total: 0, finished: 0, failed: [] });
  });

  it("has one server cut one photo at a time, each photo once, whatever the number of servers", async () => {
    const db = handle().db;
    const photos = [await storedPhoto(db, store), await storedPhoto(db, store)];
    saves.clear();
    const [first, second] = [job(), job()];
    await first.queueOldPhotos();
    await second.queueOldPhotos();
    // Both ask at once: one claims a photo, the other waits for it.
    const worked = await Promise.all([first.workOnce(), second.workOnce()]);
    expect(worked.filter(Boolean)).toHaveLength(1);
    await Promise.all([first.drain(), second.drain()]);
    for (const photo of photos) {
      expect(saves.get(photo.id)).toBe(1);
      expect((await row(db, photo.id))?.cut).toBe(cutSignature(photo.variants));
    }
  });

  it("leaves a photo that cannot be cut as it was, and names it with the reason", async () => {
    const db = handle().db;
    const missing = await storedPhoto(db, store, { original: "missing" });
    const broken = await storedPhoto(db, store, { original: "broken" });
    await db.insert(galleryProjects).values({
      title: "Red front door",
      category: "Exterior Painting",
      image: `media/${missing.id}`,
      alt: "A red front door",
    });
    saves.clear();
    const updates = job();
    await updates.drain();
    for (const photo of [missing, broken]) {
      const now = await row(db, photo.id);
      expect(now).toMatchObject({ hash: photo.hash, cut: null });
      expect(await hasCut(store, photo.id, photo.hash, photo.variants)).toBe(true);
    }
    const progress = await photoUpdatesProgress(db);
    expect(progress.total).toBe(0);
    expect(progress.failed).toHaveLength(2);
    const note = await photoUpdatesNote(db);
    expect(note?.failed).toEqual(
      expect.arrayContaining([
        {
          name: "The photo of the project “Red front door”",
          reason: "its full-size original is missing, so it cannot be cut again",
        },
        { name: "A photo no page shows", reason: "its full-size original could not be read" },
      ]),
    );
    // Not tried again and again: left until the photo changes.
    await updates.drain();
    expect(saves.size).toBe(0);
  });

  it("has nothing to do for a photo the owner cut again meanwhile (a new point)", async () => {
    const db = handle().db;
    const photo = await storedPhoto(db, store);
    const updates = job();
    await updates.queueOldPhotos();
    await (await refocusPicture(db, store, photo.id, { x: 0.2, y: 0.3 }))?.removeOldCut();
    saves.clear();
    await updates.drain();
    expect(saves.size).toBe(0);
    expect(await row(db, photo.id)).toMatchObject({
      focusX: 0.2,
      focusY: 0.3,
      cut: cutSignature(photo.variants),
    });
    expect(await photoUpdatesProgress(db)).toEqual({ total: 0, finished: 0, failed: [] });
  });

  it("sends a page naming a width the photo is not cut to yet to its nearest, until it is", async () => {
    const db = handle().db;
    const photo = await storedPhoto(db, store);
    // Cut when the large view came in one width only (800, and a JPEG of 1200).
    const older = JSON.stringify({
      revision: 1,
      sizes: { large: { aspect: 1.5, widths: [800], fallbackWidth: 1200, whole: true } },
    });
    await db.update(media).set({ cut: older }).where(eq(media.id, photo.id));
    const name = (variant: string, width: number, format: string) =>
      mediaFileName(photo.id, photo.hash, { variant, width, format });
    expect(await nearestWidthFile(db, name("large", 1200, "webp"))).toBe(name("large", 800, "webp"));
    expect(await nearestWidthFile(db, name("large", 640, "avif"))).toBe(name("large", 800, "avif"));
    // A width it has, another cut's name, or anything else: nothing to send it to.
    expect(await nearestWidthFile(db, name("large", 800, "webp"))).toBeUndefined();
    expect(await nearestWidthFile(db, name("large", 1200, "jpg"))).toBeUndefined();
    expect(
      await nearestWidthFile(
        db,
        mediaFileName(photo.id, "0123456789", { variant: "large", width: 1200, format: "webp" }),
      ),
    ).toBeUndefined();
    expect(await nearestWidthFile(db, "not-a-name.webp")).toBeUndefined();
  });
});
