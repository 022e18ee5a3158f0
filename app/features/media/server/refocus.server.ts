/**
 * Cutting an uploaded picture's variants again from its kept original: around
 * the owner's new focal point (refocusPicture), or to today's sizes in the
 * background (photo-updates.server.ts). Either way the new files carry a new
 * hash, so browsers and caches that kept an earlier cut (served as
 * immutable) fetch the new one, and a file name never stands for two cuts.
 */
import { createHash } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { type VariantName, variantSpecs } from "~/lib/image-variants";
import type { Db } from "~/server/db/client.server";
import { media } from "~/server/db/schema.server";
import { CUT_REVISION, decodeBitmap, type Focus, variantOutputs } from "./encode.server";
import { MAX_PIXELS } from "./inspect.server";
import { cutVariants } from "./process.server";
import { imageTask, withProcessingSlot } from "./processing-slots.server";
import { type MediaStore, mediaFileName, servedFile } from "./store.server";

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

/**
 * The variants an uploaded photo gets: those its pages show, and always the
 * large view, which shows it whole (the photo the owner taps his point on).
 */
export function uploadVariants(asked: readonly string[]): VariantName[] {
  const names = Object.keys(variantSpecs) as VariantName[];
  return names.filter((name) => name === "large" || asked.includes(name));
}

interface CutSizes {
  aspect: number;
  widths: readonly number[];
  fallbackWidth: number;
  whole?: true;
}

/**
 * What a cut of these variants is made of, as the text kept with the photo
 * (`media.cut`): each one's aspect, widths and JPEG width, and the encoders'
 * revision. A photo whose cut differs from today's is cut again.
 */
export function cutSignature(variants: readonly VariantName[]): string {
  const sizes = Object.fromEntries(
    [...variants].sort().map((name): [string, CutSizes] => {
      const spec: CutSizes = variantSpecs[name];
      const { aspect, widths, fallbackWidth, whole } = spec;
      return [
        name,
        { aspect: Math.round(aspect * 1e4) / 1e4, widths, fallbackWidth, ...(whole ? { whole } : {}) },
      ];
    }),
  );
  return JSON.stringify({ revision: CUT_REVISION, sizes });
}

/** The sizes of one variant in a cut's text; undefined when it has none (or the text is not one). */
function sizesIn(cut: string, variant: string): CutSizes | undefined {
  try {
    const sizes = (JSON.parse(cut) as { sizes?: Record<string, CutSizes> }).sizes?.[variant];
    return Array.isArray(sizes?.widths) && typeof sizes.fallbackWidth === "number" ? sizes : undefined;
  } catch {
    return undefined;
  }
}

/**
 * For a served name at a width the photo's files do not have (the sizes
 * changed, and the background has not cut it again yet): the name of its
 * nearest width, so a page naming today's sizes still shows it.
 */
export async function nearestWidthFile(db: Db, name: string): Promise<string | undefined> {
  const file = servedFile(name);
  if (!file) return undefined;
  const [row] = await db
    .select({ hash: media.hash, cut: media.cut })
    .from(media)
    .where(eq(media.id, file.mediaId));
  const sizes = row?.cut && row.hash === file.hash ? sizesIn(row.cut, file.variant) : undefined;
  if (!sizes) return undefined;
  const widths = (file.format === "jpg" ? [sizes.fallbackWidth] : [...sizes.widths]).sort((a, b) => a - b);
  const nearest = widths.find((width) => width >= file.width) ?? widths.at(-1);
  if (nearest === undefined || nearest === file.width) return undefined;
  return mediaFileName(file.mediaId, file.hash, { ...file, width: nearest });
}

/** The hash in the file names of one cut: of the original, the point and the sizes, so no name is used twice. */
function cutHash(originalHash: string, focus: Focus, signature: string): string {
  return createHash("sha256")
    .update(`${originalHash}:${focus.x},${focus.y}:${signature}`)
    .digest("hex")
    .slice(0, 10);
}

type MediaRow = typeof media.$inferSelect;

/** Every file name a picture's row names: its original and its variants' files. */
function namesOf(row: MediaRow): string[] {
  const originalHash = row.originalHash ?? row.hash;
  return [
    mediaFileName(row.id, originalHash, { variant: "original", width: 0, format: "jpg" }),
    ...variantOutputs(row.variants as VariantName[]).map((output) => mediaFileName(row.id, row.hash, output)),
  ];
}

/**
 * One picture's files are cut, written and pruned one job at a time in this
 * process (the owner's save and the background's update of the same photo),
 * so a prune never removes files a cut has written but not yet named. Across
 * servers the database's transactions do it: their files are rows.
 */
const busy = new Map<string, Promise<unknown>>();
function onePictureAtATime<T>(mediaId: string, work: () => Promise<T>): Promise<T> {
  const before = busy.get(mediaId) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.catch(() => undefined);
  busy.set(mediaId, settled);
  void settled.then(() => {
    if (busy.get(mediaId) === settled) busy.delete(mediaId);
  });
  return run;
}

/** Removes the files of a picture's earlier cuts: those its row does not name now. */
export function removeEarlierCuts(db: Db, store: MediaStore, mediaId: string): Promise<void> {
  return onePictureAtATime(mediaId, async () => {
    const [row] = await db.select().from(media).where(eq(media.id, mediaId));
    if (!row) return;
    await db.transaction(async (tx) => {
      await store.prune(tx, mediaId, namesOf(row));
      await tx.update(media).set({ pruneAfter: null }).where(eq(media.id, mediaId));
    });
  });
}

export interface CutAgainOptions {
  /** The point to cut around; the picture's own when absent. */
  focus?: Focus;
  /**
   * Written only if the picture is still as it was read (nobody chose a new
   * point or cut it meanwhile, on this server or another): false when it was not.
   */
  unlessChanged?: boolean;
  /** More to write in the same transaction as the new cut. */
  alsoIn?: (tx: Db) => Promise<void>;
}

/** Why a picture could not be cut again, in the owner's words (the error itself goes to the log). */
export class CutRefused extends Error {}

/**
 * The files of the variants, cut from a kept original's bytes around a point
 * (in a processing slot, as an upload is: together they never exceed them).
 */
export function cutFromOriginal(bytes: Buffer, variants: readonly VariantName[], focus: Focus) {
  return withProcessingSlot(async () => {
    const full = await imageTask(() =>
      decodeBitmap(sharp(bytes, { failOn: "error", limitInputPixels: MAX_PIXELS })),
    ).catch((error: unknown) => {
      throw new CutRefused("its full-size original could not be read", { cause: error });
    });
    return (await cutVariants(full, variants, focus)).files;
  });
}

/**
 * Cuts an uploaded picture's variants again from its kept original, to
 * today's sizes, around `focus` or its own point. Pages see the new cut with
 * the next content version; the earlier cut's files stay until
 * removeEarlierCuts. Returns "gone" when there is no such picture,
 * "changed" when `unlessChanged` found it changed, "cut" otherwise.
 */
export function cutAgain(
  db: Db,
  store: MediaStore,
  mediaId: string,
  options: CutAgainOptions = {},
): Promise<"cut" | "gone" | "changed"> {
  return onePictureAtATime(mediaId, async () => {
    const [row] = await db.select().from(media).where(eq(media.id, mediaId));
    if (!row) return "gone";
    const focus = options.focus ?? { x: row.focusX, y: row.focusY };
    const variants = uploadVariants(row.variants);
    const signature = cutSignature(variants);
    const originalHash = row.originalHash ?? row.hash;
    const originalName = mediaFileName(mediaId, originalHash, {
      variant: "original",
      width: 0,
      format: "jpg",
    });
    const original = await store.open(originalName);
    if (!original) throw new CutRefused("its full-size original is missing, so it cannot be cut again");
    const files = await cutFromOriginal(await buffer(original.body()), variants, focus).catch(
      (error: unknown) => {
        if (!(error instanceof CutRefused)) throw error;
        console.error(`[media] picture ${mediaId}: its original could not be read:`, error.cause);
        throw error;
      },
    );
    const hash = cutHash(originalHash, focus, signature);
    const named = files.map((file) => ({
      name: mediaFileName(mediaId, hash, file),
      contentType: file.contentType,
      data: file.data,
    }));
    return db.transaction(async (tx) => {
      const updated = await tx
        .update(media)
        .set({ hash, variants, cut: signature, focusX: focus.x, focusY: focus.y, originalHash })
        .where(and(eq(media.id, mediaId), options.unlessChanged ? eq(media.hash, row.hash) : undefined))
        .returning({ id: media.id });
      if (updated.length === 0) return "changed";
      // The row first: a picture deleted meanwhile (ON DELETE CASCADE) gets no files.
      await store.save(tx, mediaId, named);
      await options.alsoIn?.(tx);
      return "cut";
    });
  });
}

/**
 * Cuts an uploaded picture's variants again around `focus` and keeps it as
 * its focal point. Pages see the new cut with the next content version (the
 * caller's save of the record that shows the picture), so the old cut's
 * files stay until the caller calls the returned `removeOldCut`. Undefined
 * when nothing changed (the same point, or no such picture). A new point
 * cuts to today's sizes too.
 */
export async function refocusPicture(
  db: Db,
  store: MediaStore,
  mediaId: string,
  focus: Focus,
): Promise<{ removeOldCut(): Promise<void> } | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, mediaId));
  if (!row || same({ x: row.focusX, y: row.focusY }, focus)) return undefined;
  if ((await cutAgain(db, store, mediaId, { focus })) !== "cut") return undefined;
  return { removeOldCut: () => removeEarlierCuts(db, store, mediaId) };
}
