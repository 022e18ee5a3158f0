import { readFile, rename, rm } from "node:fs/promises";
import decodeHeic from "heic-decode";
import sharp from "sharp";

/**
 * An iPhone's HEIC photo (HEVC inside HEIF), which the installed sharp cannot
 * read (its libheif reads AVIF only: HEVC is patent-encumbered). libheif's
 * WebAssembly build (libheif-js, through heic-decode: no download at install)
 * decodes it upright, and the file is rewritten in place as a lossless PNG
 * that the rest of the pipeline checks and encodes like any other upload.
 * Nothing of the original's metadata (location included) survives.
 */
export async function convertHeicInPlace(
  file: string,
  maxPixels: number,
): Promise<"converted" | { tooManyPixels: { width: number; height: number } }> {
  const images = await decodeHeic.all({ buffer: await readFile(file) });
  try {
    const primary = images[0];
    if (!primary) throw new Error("HEIF image not found");
    if (primary.width * primary.height > maxPixels) {
      return { tooManyPixels: { width: primary.width, height: primary.height } };
    }
    const { width, height, data } = await primary.decode();
    const png = `${file}.png`;
    try {
      await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
        raw: { width, height, channels: 4 },
        limitInputPixels: maxPixels,
      })
        .png({ compressionLevel: 1 })
        .toFile(png);
      await rename(png, file);
    } finally {
      await rm(png, { force: true });
    }
    return "converted";
  } finally {
    images.dispose();
  }
}
