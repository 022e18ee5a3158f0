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

/** One output, cropped to its aspect around the centre and encoded (then `.toFile` or `.toBuffer`). */
export function cutOutput(bitmap: Bitmap, output: Pick<VariantOutput, "format" | "width" | "height">): Sharp {
  return encoders[output.format](
    fromBitmap(bitmap).resize(output.width, output.height, { fit: "cover", position: "centre" }),
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
