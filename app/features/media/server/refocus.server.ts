/**
 * The owner's focal point for an uploaded picture: the point every cropped
 * variant keeps in view. Choosing one cuts the variants again from the kept
 * original; their file names carry a new hash, so browsers and caches that
 * kept the old cut (served as immutable) fetch the new one.
 */
import { createHash } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { VariantName } from "~/lib/image-variants";
import type { Db } from "~/server/db/client.server";
import { media } from "~/server/db/schema.server";
import { CENTRE, decodeBitmap, type Focus } from "./encode.server";
import { MAX_PIXELS } from "./inspect.server";
import { cutVariants } from "./process.server";
import { imageTask, withProcessingSlot } from "./processing-slots.server";
import { type MediaStore, mediaFileName } from "./store.server";

/** A focal point as the form sends it ("0.30,0.62"), within the picture; undefined for anything else. */
export function parseFocus(value: unknown): Focus | undefined {
  const match = /^(0(?:\.\d{1,3})?|1(?:\.0{1,3})?),(0(?:\.\d{1,3})?|1(?:\.0{1,3})?)$/.exec(
    String(value ?? "").trim(),
  );
  if (!match) return undefined;
  return { x: Number(match[1]), y: Number(match[2]) };
}

/** Two points the owner cannot tell apart (half a percent). */
const same = (a: Focus, b: Focus) => Math.abs(a.x - b.x) < 0.005 && Math.abs(a.y - b.y) < 0.005;

/** The hash in a picture's file names for a cut: the original's at the centre, one of its own elsewhere. */
function cutHash(originalHash: string, focus: Focus): string {
  if (same(focus, CENTRE)) return originalHash;
  return createHash("sha256").update(`${originalHash}:${focus.x},${focus.y}`).digest("hex").slice(0, 10);
}

/**
 * Cuts an uploaded picture's variants again around `focus` and keeps it as
 * its focal point. Pages see the new cut with the next content version (the
 * caller's save of the record that shows the picture), so the old cut's
 * files stay until the caller calls the returned `removeOldCut`. Undefined
 * when nothing changed (the same point, or no such picture).
 */
export async function refocusPicture(
  db: Db,
  store: MediaStore,
  mediaId: string,
  focus: Focus,
): Promise<{ removeOldCut(): Promise<void> } | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, mediaId));
  if (!row || same({ x: row.focusX, y: row.focusY }, focus)) return undefined;
  const originalHash = row.originalHash ?? row.hash;
  const originalName = mediaFileName(mediaId, originalHash, { variant: "original", width: 0, format: "jpg" });
  const original = await store.open(originalName);
  if (!original) throw new Error(`The original of picture ${mediaId} is missing.`);
  const bytes = await buffer(original.body());
  const { files } = await withProcessingSlot(async () => {
    const full = await imageTask(() =>
      decodeBitmap(sharp(bytes, { failOn: "error", limitInputPixels: MAX_PIXELS })),
    );
    return cutVariants(full, row.variants as VariantName[], focus);
  });
  const hash = cutHash(originalHash, focus);
  const named = files.map((file) => ({
    name: mediaFileName(mediaId, hash, file),
    contentType: file.contentType,
    data: file.data,
  }));
  const keep = [originalName, ...named.map((file) => file.name)];
  await db.transaction(async (tx) => {
    await store.save(tx, mediaId, named);
    await tx
      .update(media)
      .set({ hash, focusX: focus.x, focusY: focus.y, originalHash })
      .where(eq(media.id, mediaId));
  });
  return { removeOldCut: () => store.prune(db, mediaId, keep) };
}
