/**
 * The owner's focal point: a crop keeps it in view (and matches what CSS
 * shows for the same object-position), the large view keeps a portrait
 * whole, and choosing a point cuts the picture's files again under new names.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CENTRE, cropAround } from "~/features/media/server/encode.server";
import { processImage } from "~/features/media/server/process.server";
import { parseFocus, refocusPicture } from "~/features/media/server/refocus.server";
import { fileMediaStore, mediaFileName } from "~/features/media/server/store.server";
import { media } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";

const folder = mkdtempSync(path.join(tmpdir(), "refocus-test-"));

/** A portrait photo, grey, with a red square near its top left corner. */
async function portraitWithRedCorner(): Promise<string> {
  const file = path.join(folder, `portrait-${Date.now()}.png`);
  const red = await sharp({ create: { width: 150, height: 150, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  writeFileSync(
    file,
    await sharp({ create: { width: 900, height: 1350, channels: 3, background: "#808080" } })
      .composite([{ input: red, left: 40, top: 40 }])
      .png()
      .toBuffer(),
  );
  return file;
}

/** How many clearly red pixels a picture has. */
async function redPixels(data: Uint8Array): Promise<number> {
  const { data: raw, info } = await sharp(data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < raw.length; i += info.channels) {
    if (raw[i]! > 200 && raw[i + 1]! < 60 && raw[i + 2]! < 60) count++;
  }
  return count;
}

describe("cropping around a focal point", () => {
  it("keeps the point in the crop, the largest that fits, placed as CSS object-position places it", () => {
    const size = { width: 1200, height: 800 };
    expect(cropAround(size, 1, CENTRE)).toEqual({ left: 200, top: 0, width: 800, height: 800 });
    expect(cropAround(size, 1, { x: 0, y: 0.5 })).toEqual({ left: 0, top: 0, width: 800, height: 800 });
    expect(cropAround(size, 1, { x: 1, y: 0.5 })).toEqual({ left: 400, top: 0, width: 800, height: 800 });
    // A portrait cut to 16:9 around a point near its top: the point stays inside.
    const portrait = { width: 900, height: 1350 };
    const crop = cropAround(portrait, 16 / 9, { x: 0.5, y: 0.08 });
    expect(crop.width).toBe(900);
    expect(crop.top).toBeLessThanOrEqual(0.08 * 1350);
    expect(crop.top + crop.height).toBeGreaterThanOrEqual(0.08 * 1350);
    // Out of range is held to the edge.
    expect(cropAround(size, 1, { x: 7, y: -1 })).toEqual({ left: 400, top: 0, width: 800, height: 800 });
  });

  it("reads a point as the form sends it, and nothing else", () => {
    expect(parseFocus("0.3,0.62")).toEqual({ x: 0.3, y: 0.62 });
    expect(parseFocus("1,0")).toEqual({ x: 1, y: 0 });
    for (const bad of ["", "0.5", "1.2,0.5", "-0.1,0.5", "a,b", "0.5,0.5,0.5", null]) {
      expect(parseFocus(bad), String(bad)).toBeUndefined();
    }
  });
});

onEachDatabase("a picture's focal point", (handle) => {
  it("shows a portrait whole in the large view, and cuts the thumbnail again around the point chosen", async () => {
    const image = await processImage(await portraitWithRedCorner(), ["thumb", "large"]);
    const large = image.files.find(
      (file) => file.variant === "large" && file.width === 1200 && file.format === "jpg",
    );
    const { width, height } = await sharp(large?.data).metadata();
    // Whole: 900 x 1350 fitted into 1200 x 800, not cropped to 3:2.
    expect([width, height]).toEqual([533, 800]);
    const thumbAt = (files: { variant: string; width: number; format: string; data: Uint8Array }[]) =>
      files.find((file) => file.variant === "thumb" && file.width === 400 && file.format === "webp")!.data;
    // Cut around the centre, the square thumbnail misses the red corner.
    expect(await redPixels(thumbAt(image.files))).toBe(0);

    const id = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
    const store = fileMediaStore(mkdtempSync(path.join(tmpdir(), "refocus-store-")));
    const named = image.files.map((file) => ({
      name: mediaFileName(id, image.hash, file),
      contentType: file.contentType,
      data: file.data,
    }));
    await handle()
      .db.insert(media)
      .values({
        id,
        hash: image.hash,
        width: image.width,
        height: image.height,
        color: image.color,
        placeholder: image.placeholder,
        variants: ["thumb", "large"],
        bytes: 1,
        createdBy: "owner@example.com",
      });
    await store.save(handle().db, id, named);

    const done = await refocusPicture(handle().db, store, id, { x: 0.1, y: 0.05 });
    expect(done).toBeDefined();
    const [row] = await handle().db.select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({ focusX: 0.1, focusY: 0.05, originalHash: image.hash });
    expect(row?.hash).not.toBe(image.hash);
    const thumb = await store.open(`${id}-thumb-400.${row?.hash}.webp`);
    const bytes = new Uint8Array(await new Response(thumb?.body()).arrayBuffer());
    expect(await redPixels(bytes)).toBeGreaterThan(1000);
    // The old cut stays served until the pages name the new one, then goes; the original stays.
    expect(await store.open(`${id}-thumb-400.${image.hash}.webp`)).toBeDefined();
    await done?.removeOldCut();
    expect(await store.open(`${id}-thumb-400.${image.hash}.webp`)).toBeUndefined();
    expect(await store.open(`${id}-original.${image.hash}.jpg`)).toBeDefined();
    // The same point again changes nothing.
    expect(await refocusPicture(handle().db, store, id, { x: 0.1, y: 0.05 })).toBeUndefined();
    // Back to the centre: names of its own again (never those of a cut before, whose files a browser may keep).
    await (await refocusPicture(handle().db, store, id, CENTRE))?.removeOldCut();
    const [again] = await handle().db.select().from(media).where(eq(media.id, id));
    expect([image.hash, row?.hash]).not.toContain(again?.hash);
    const centred = await store.open(`${id}-thumb-400.${again?.hash}.webp`);
    expect(await redPixels(new Uint8Array(await new Response(centred?.body()).arrayBuffer()))).toBe(0);
  });
});
