/**
 * Turns an upload that passed inspectUpload (inspect.server.ts) into the
 * files the site serves: the variants the build makes for app/seed/images/
 * (same sizes, crops and quality, see encode.server.ts) plus a cleaned
 * full-size JPEG original; or, for a lead's photo, the two files the admin shows.
 *
 *   const image = await processImage(upload.path, ["thumb", "large"]);
 *
 * The uploaded bytes themselves are never kept or served: every file is
 * re-encoded from decoded pixels, which carry no EXIF (GPS position, camera
 * serial), XMP or IPTC.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { ImageFormat, VariantName } from "~/lib/image-variants";
import {
  type Bitmap,
  blurPlaceholder,
  CENTRE,
  contentTypes,
  cutOutput,
  decodeBitmap,
  dominantColor,
  type Focus,
  fromBitmap,
  variantOutputs,
} from "./encode.server";
import { MAX_PIXELS } from "./inspect.server";
import { imageTask, withProcessingSlot } from "./processing-slots.server";

export interface ProcessedFile {
  variant: VariantName | "original";
  width: number;
  height: number;
  format: ImageFormat;
  contentType: string;
  data: Buffer;
}

export interface ProcessedImage {
  /** 10 hex characters of the original JPEG's SHA-256: the same picture gets the same names. */
  hash: string;
  /** Size of the upright original. */
  width: number;
  height: number;
  /** Dominant colour, #rrggbb. */
  color: string;
  /** A tiny blurred WebP as a data: URI. */
  placeholder: string;
  files: ProcessedFile[];
}

/** The original as kept: full size, upright, no metadata. */
const ORIGINAL_QUALITY = 90;

/**
 * Makes every file of the given variants from an upload that passed
 * inspectUpload, plus the cleaned original. The photo is decoded once, at
 * full size; the original is encoded from that, then one downscale serves
 * every variant, cut exactly as the build cuts app/seed/images/.
 */
export function processImage(file: string, variants: readonly VariantName[]): Promise<ProcessedImage> {
  return withProcessingSlot(async () => {
    const full = await imageTask(() =>
      decodeBitmap(sharp(file, { failOn: "error", limitInputPixels: MAX_PIXELS })),
    );
    const original = await imageTask(() => fromBitmap(full).jpeg({ quality: ORIGINAL_QUALITY }).toBuffer());
    const { files: cut, color, placeholder } = await cutVariants(full, variants, CENTRE);
    const files: ProcessedFile[] = [
      {
        variant: "original",
        width: full.width,
        height: full.height,
        format: "jpg",
        contentType: contentTypes.jpg,
        data: original,
      },
      ...cut,
    ];
    return {
      hash: createHash("sha256").update(original).digest("hex").slice(0, 10),
      width: full.width,
      height: full.height,
      color,
      placeholder,
      files,
    };
  });
}

/**
 * Every file of the variants, cut from the full picture around a focal point
 * (inside a processing slot: the caller holds one), with the placeholders.
 */
export async function cutVariants(full: Bitmap, variants: readonly VariantName[], focus: Focus) {
  const outputs = variantOutputs(variants);
  const bitmap = await imageTask(() => coveringBitmap(full, outputs));
  const [encoded, color, placeholder] = await Promise.all([
    Promise.all(outputs.map((output) => imageTask(() => cutOutput(bitmap, output, focus).toBuffer()))),
    imageTask(() => dominantColor(bitmap)),
    imageTask(() => blurPlaceholder(bitmap)),
  ]);
  const files: ProcessedFile[] = outputs.map((output, i) => ({
    ...output,
    contentType: contentTypes[output.format],
    data: encoded[i]!,
  }));
  return { files, color, placeholder };
}

/**
 * The full picture scaled down to the smallest size from which every output
 * can still be cut without enlarging: for a usual photo that is the largest
 * output's width, as in the build; a panorama keeps enough height.
 */
async function coveringBitmap(
  full: Bitmap,
  outputs: readonly { width: number; height: number }[],
): Promise<Bitmap> {
  const scale = Math.max(
    64 / full.width,
    ...outputs.map((o) => Math.max(o.width / full.width, o.height / full.height)),
  );
  if (scale >= 1) return full;
  const width = Math.max(1, Math.round(full.width * scale));
  const height = Math.max(1, Math.round(full.height * scale));
  const { data, info } = await fromBitmap(full)
    .resize(width, height)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** A photo sent with an estimate request, as the owner sees it: whole (not cropped), and a square thumbnail. */
export interface LeadPhotoFiles {
  width: number;
  height: number;
  /** JPEG, at most 1600 pixels on its long side. */
  view: Buffer;
  /** WebP, 240 x 240, cropped from the centre. */
  thumb: Buffer;
}

const LEAD_VIEW_PIXELS = 1600;
const LEAD_THUMB_PIXELS = 240;

/**
 * Makes the two files the admin shows of a photo a visitor sent (after
 * inspectUpload passed it): upright, re-encoded from pixels, so no EXIF or GPS
 * position is kept. The photo is decoded once, already scaled down.
 */
export function processLeadPhoto(file: string): Promise<LeadPhotoFiles> {
  return withProcessingSlot(async () => {
    const bitmap = await imageTask(() =>
      decodeBitmap(sharp(file, { failOn: "error", limitInputPixels: MAX_PIXELS }), {
        width: LEAD_VIEW_PIXELS,
        height: LEAD_VIEW_PIXELS,
        fit: "inside",
        withoutEnlargement: true,
      }),
    );
    const [view, thumb] = await Promise.all([
      imageTask(() => fromBitmap(bitmap).jpeg({ quality: 80, mozjpeg: true }).toBuffer()),
      imageTask(() =>
        fromBitmap(bitmap)
          .resize(LEAD_THUMB_PIXELS, LEAD_THUMB_PIXELS, { fit: "cover" })
          .webp({ quality: 70 })
          .toBuffer(),
      ),
    ]);
    return { width: bitmap.width, height: bitmap.height, view, thumb };
  });
}
