/**
 * Checks a photo the owner (or a visitor) uploaded before anything is made
 * of it: a photo in a format the site reads, of a sane size, with no hidden
 * web page code, that decodes fully.
 *
 *   const info = await inspectUpload(upload.path);      // throws UploadRefused
 */
import { open, readFile, stat } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";
import sharp, { type Metadata } from "sharp";
import { convertHeicInPlace } from "./heic.server";
import { hasMarkup, type UploadFormat } from "./markup-scan.server";
import { imageTask, withProcessingSlot } from "./processing-slots.server";

/** Largest upload accepted: a phone's 48-50 megapixel JPEG is 10-20 MB. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/**
 * Most pixels accepted, read from the file's header before anything is
 * decoded: a tiny file can claim a huge picture (a "decompression bomb").
 * Phones take 48-50 MP photos; decoded, 60 MP is 180 MB of memory.
 */
export const MAX_PIXELS = 60_000_000;

/** Why an upload cannot be used, in words for the site's owner (shown as is). */
export class UploadRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UploadRefused";
  }
}

/** Said of a file over a cap (also when the upload was cut off at the cap while it arrived). */
export function tooLargeMessage(maxBytes = MAX_UPLOAD_BYTES): string {
  return `This file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, the most the website accepts. Please choose a smaller copy of the photo (most phones offer a smaller size when you share or email a photo).`;
}

const ACCEPTED = "Please upload a photo saved as JPEG, HEIC (iPhone), PNG, WebP or AVIF.";

const refusals = {
  empty: "This file is empty. Please choose the photo again.",
  tooLarge: tooLargeMessage(),
  notAPhoto: `This file isn't a photo the website can use. ${ACCEPTED}`,
  svg: `SVG drawings can't be uploaded, because they can contain hidden code. ${ACCEPTED}`,
  heic:
    "This iPhone photo (HEIC) could not be read: it may be damaged, or saved in a kind of HEIC the website can't open. " +
    "Please share it as a JPEG (for example by emailing it to yourself) and upload that copy.",
  markup:
    "This file contains web page code hidden inside the picture, so it can't be used. " +
    "Please save the photo again from your phone or photo app and upload that copy.",
  damaged:
    "This photo seems to be damaged or incomplete (perhaps the upload was cut short). Please try uploading it again.",
  tooManyPixels: (width: number, height: number, maxPixels: number) =>
    `This picture is ${width.toLocaleString("en-US")} \u00d7 ${height.toLocaleString("en-US")} pixels, ` +
    `more than the ${maxPixels / 1_000_000} megapixels the website can handle. Please upload a smaller copy of it.`,
};

/** Other picture formats by name, so the refusal says what the file is. */
const otherImageNames: Record<string, string> = {
  gif: "a GIF",
  bmp: "a BMP",
  tif: "a TIFF",
  jxl: "a JPEG XL",
  ico: "an icon",
  pdf: "a PDF",
};

/** Sharp's prebuilt libheif reads AVIF only (HEVC is patent-encumbered); a custom build may read HEIC. */
const canDecodeHeic = (sharp.format.heif.input.fileSuffix ?? []).includes(".heic");

async function headerOf(file: string): Promise<Metadata> {
  try {
    // No pixel limit here: the size is compared with MAX_PIXELS below, with a clearer message.
    return await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRefused(refusals.damaged);
  }
}

async function readHead(file: string, bytes: number): Promise<string> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.toString("latin1", 0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The picture's format, recognised from its bytes (never its name or the browser's declared type). */
async function formatOf(
  file: string,
  maxPixels: number,
): Promise<{ format: UploadFormat; header: Metadata }> {
  const sniffed = await fileTypeFromFile(file);
  if (!sniffed || sniffed.ext === "xml") {
    const head = await readHead(file, 4096);
    throw new UploadRefused(/<svg/i.test(head) ? refusals.svg : refusals.notAPhoto);
  }
  const simple = { jpg: "jpeg", png: "png", webp: "webp", avif: "avif" } as const;
  if (sniffed.ext in simple) {
    const format = simple[sniffed.ext as keyof typeof simple];
    const header = await headerOf(file);
    // Both readers must agree, or the file is not what its first bytes say.
    if (header.format !== (format === "avif" ? "heif" : format)) throw new UploadRefused(refusals.damaged);
    return { format, header };
  }
  if (sniffed.ext === "heic") {
    // Some encoders label AVIF with the generic HEIF brand: the compression tells them apart.
    const header = await sharp(file, { limitInputPixels: false })
      .metadata()
      .catch(() => undefined);
    if (header?.format === "heif" && header.compression === "av1") return { format: "avif", header };
    if (header?.format === "heif" && canDecodeHeic) return { format: "heic", header };
    // An iPhone photo: decoded here, then checked like any PNG.
    const converted = await withProcessingSlot(() => convertHeicInPlace(file, maxPixels)).catch(() => {
      throw new UploadRefused(refusals.heic);
    });
    if (converted !== "converted") {
      const { width, height } = converted.tooManyPixels;
      throw new UploadRefused(refusals.tooManyPixels(width, height, maxPixels));
    }
    return formatOf(file, maxPixels);
  }
  const name = otherImageNames[sniffed.ext];
  throw new UploadRefused(
    name ? `This file is ${name}, not a photo the website can use. ${ACCEPTED}` : refusals.notAPhoto,
  );
}

/** What an upload may be, when the caller (a visitor's form, say) wants less than the owner's. */
interface InspectLimits {
  /** Most pixels, read from the header before anything is decoded (MAX_PIXELS at most). */
  maxPixels?: number;
  /**
   * Called with the pixel count once the header is read and before the
   * picture is decoded in full (a client's decode budget): throws
   * UploadRefused to refuse it.
   */
  beforeDecode?: (pixels: number) => Promise<void>;
}

/**
 * Checks an uploaded file before it is used: a photo in a format the site
 * reads, of a sane size, with no hidden web page code, that decodes fully.
 * Returns the format and the upright size; throws UploadRefused otherwise.
 */
export async function inspectUpload(
  file: string,
  limits: InspectLimits = {},
): Promise<{ format: UploadFormat; width: number; height: number }> {
  const maxPixels = Math.min(limits.maxPixels ?? MAX_PIXELS, MAX_PIXELS);
  const { size } = await stat(file);
  if (size === 0) throw new UploadRefused(refusals.empty);
  if (size > MAX_UPLOAD_BYTES) throw new UploadRefused(refusals.tooLarge);

  const { format, header } = await formatOf(file, maxPixels);
  const { width = 0, height = 0 } = header;
  if (width * height > maxPixels) throw new UploadRefused(refusals.tooManyPixels(width, height, maxPixels));
  if (width === 0 || height === 0) throw new UploadRefused(refusals.damaged);

  if (hasMarkup(await readFile(file), format)) throw new UploadRefused(refusals.markup);
  await limits.beforeDecode?.(width * height);

  // Decode it all (small, which is quick for JPEG) so a truncated or damaged
  // file is refused here rather than half-decoded into grey stripes later.
  await withProcessingSlot(() =>
    imageTask(() =>
      sharp(file, { failOn: "error", limitInputPixels: maxPixels })
        .resize(256, 256, { fit: "inside" })
        .raw()
        .toBuffer(),
    ).catch(() => {
      throw new UploadRefused(refusals.damaged);
    }),
  );
  const upright = header.autoOrient ?? { width, height };
  return { format, width: upright.width, height: upright.height };
}
