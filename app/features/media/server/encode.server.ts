/**
 * The image encoders and the "decode once, cut every output" steps, shared by
 * the build (scripts/build-images.ts, for app/seed/images/) and the admin's
 * uploads (process.server.ts), so a photo from the owner's phone comes out in
 * exactly the sizes, crops and quality the build makes.
 */
import sharp, { type ResizeOptions, type Sharp } from "sharp";
import { type ImageFormat, type VariantName, variantSpecs } from "~/lib/image-variants";

/**
 * Output settings. Changing any of them changes every built file's bytes, so
 * the build would no longer match the images already on the server.
 */
export const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
};

/**
 * Raise it when a change to the encoders above or to the cropping below
 * changes how an uploaded photo's files come out: every uploaded photo is
 * then cut again in the background (photo-updates.server.ts). A change to
 * the sizes in image-variants.ts is seen without it.
 */
export const CUT_REVISION = 1;

export const contentTypes: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

export interface VariantOutput {
  variant: VariantName;
  format: ImageFormat;
  width: number;
  height: number;
}

/** Every file the variants need: AVIF and WebP at each width, then the one JPEG fallback. */
export function variantOutputs(variants: readonly VariantName[]): VariantOutput[] {
  return variants.flatMap((variant) => {
    const spec = variantSpecs[variant];
    const jobs: [ImageFormat, number][] = [
      ...spec.widths.flatMap((w): [ImageFormat, number][] => [
        ["avif", w],
        ["webp", w],
      ]),
      ["jpg", spec.fallbackWidth],
    ];
    return jobs.map(([format, width]) => ({
      variant,
      format,
      width,
      height: Math.round(width / spec.aspect),
    }));
  });
}

/** Decoded pixels held in memory, so every output is cut without decoding the source again. */
export interface Bitmap {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/**
 * Decodes once: upright (EXIF orientation applied), scaled if asked, alpha
 * dropped. Raw pixels carry no metadata, so nothing of the source's EXIF, XMP
 * or ICC profile survives (sharp converts an embedded profile to sRGB first).
 */
export async function decodeBitmap(image: Sharp, resize?: ResizeOptions): Promise<Bitmap> {
  const oriented = image.rotate();
  const { data, info } = await (resize ? oriented.resize(resize) : oriented)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

export function fromBitmap(bitmap: Bitmap): Sharp {
  const { width, height, channels } = bitmap;
  return sharp(bitmap.data, { raw: { width, height, channels } });
}

/** The point a picture keeps in view when cropped, as fractions of its width and height. */
export interface Focus {
  x: number;
  y: number;
}

export const CENTRE: Focus = { x: 0.5, y: 0.5 };

/**
 * The part of a picture a crop to `aspect` keeps: as large as fits, placed
 * the way CSS places a covering image at `object-position: x% y%` (the
 * focal point sits as far across the crop as it sits across the picture), so
 * the point is always inside and the admin's preview shows the same cut.
 */
export function cropAround(size: { width: number; height: number }, aspect: number, focus: Focus) {
  const width = Math.min(size.width, Math.round(size.height * aspect));
  const height = Math.min(size.height, Math.round(size.width / aspect));
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return {
    left: Math.round((size.width - width) * clamp(focus.x)),
    top: Math.round((size.height - height) * clamp(focus.y)),
    width,
    height,
  };
}

/**
 * One output encoded (then `.toFile` or `.toBuffer`): cropped to its aspect
 * around the focal point, or for a `whole` variant fitted inside its box.
 */
export function cutOutput(bitmap: Bitmap, output: VariantOutput, focus: Focus = CENTRE): Sharp {
  const { aspect, whole } = variantSpecs[output.variant] as { aspect: number; whole?: true };
  const image = fromBitmap(bitmap);
  if (whole) return encoders[output.format](image.resize(output.width, output.height, { fit: "inside" }));
  return encoders[output.format](
    image.extract(cropAround(bitmap, aspect, focus)).resize(output.width, output.height, { fit: "fill" }),
  );
}

/** A tiny blurred WebP as a data: URI, shown while the real image loads. */
export async function blurPlaceholder(bitmap: Bitmap): Promise<string> {
  const tiny = await fromBitmap(bitmap).resize(16, 16, { fit: "inside" }).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${tiny.toString("base64")}`;
}

/** The dominant colour as #rrggbb, for a flat placeholder. */
export async function dominantColor(bitmap: Bitmap): Promise<string> {
  const { dominant } = await fromBitmap(bitmap).stats();
  return `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}
