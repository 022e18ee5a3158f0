/**
 * Checks a photo the owner uploaded and turns it into the files the site
 * serves: the variants the build makes for content/images/ (same sizes, crops
 * and quality, see encode.server.ts) plus a cleaned full-size JPEG original.
 *
 *   const info = await inspectUpload(upload.path);      // throws UploadRefused
 *   const image = await processImage(upload.path, ["thumb", "large"]);
 *
 * The uploaded bytes themselves are never kept or served: every file is
 * re-encoded from decoded pixels, which carry no EXIF (GPS position, camera
 * serial), XMP or IPTC.
 */
import { createHash } from "node:crypto";
import { open, readFile, stat } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";
import sharp, { type Metadata } from "sharp";
import type { ImageFormat, VariantName } from "~/lib/image-variants";
import {
  type Bitmap,
  blurPlaceholder,
  contentTypes,
  cutOutput,
  decodeBitmap,
  dominantColor,
  fromBitmap,
  variantOutputs,
} from "./encode.server";

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

const ACCEPTED = "Please upload a photo saved as JPEG, PNG, WebP or AVIF.";

const refusals = {
  empty: "This file is empty. Please choose the photo again.",
  tooLarge: tooLargeMessage(),
  notAPhoto: `This file isn't a photo the website can use. ${ACCEPTED}`,
  svg: `SVG drawings can't be uploaded, because they can contain hidden code. ${ACCEPTED}`,
  heic:
    "This photo is in Apple's HEIC format, which the website can't read. " +
    "On your iPhone, go to Settings > Camera > Formats and choose \u201cMost Compatible\u201d so new photos are saved as JPEG, " +
    "or share this photo as a JPEG (for example by emailing it to yourself) and upload that copy.",
  markup:
    "This file contains web page code hidden inside the picture, so it can't be used. " +
    "Please save the photo again from your phone or photo app and upload that copy.",
  damaged:
    "This photo seems to be damaged or incomplete (perhaps the upload was cut short). Please try uploading it again.",
  tooManyPixels: (width: number, height: number) =>
    `This picture is ${width.toLocaleString("en-US")} \u00d7 ${height.toLocaleString("en-US")} pixels, ` +
    `more than the ${MAX_PIXELS / 1_000_000} megapixels the website can handle. Please upload a smaller copy of it.`,
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

/** A first-come, first-served limit on how many tasks run at once. */
function gate(limit: number) {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (busy < limit) busy++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // Hand the place straight to the next in line, so nobody jumps the queue.
      const next = waiting.shift();
      if (next) next();
      else busy--;
    }
  };
}

/**
 * At most two images are decoded at once across the server, whoever uploads
 * them: a 48 MP photo holds about 150 MB while it is processed.
 */
export const withProcessingSlot = gate(2);

/**
 * At most two image operations run at once (the server has two cores): one
 * image alone is encoded two outputs at a time, two images share the cores,
 * and two of libuv's four threads stay free for file reads and writes.
 */
const imageTask = gate(2);

type UploadFormat = "jpeg" | "png" | "webp" | "avif" | "heic";

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
async function formatOf(file: string): Promise<{ format: UploadFormat; header: Metadata }> {
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
    throw new UploadRefused(refusals.heic);
  }
  const name = otherImageNames[sniffed.ext];
  throw new UploadRefused(
    name ? `This file is ${name}, not a photo the website can use. ${ACCEPTED}` : refusals.notAPhoto,
  );
}

// Markup that makes a file dangerous if a browser ever reads it as a web page.
// The long ones are looked for everywhere; the short ones would turn up by
// chance in compressed pixel data ("<svg" in about one 12 MP photo in a
// hundred), so they are looked for everywhere except there.
const LONG_MARKERS = ["<script", "<iframe", "javascript:"];
const SHORT_MARKERS = ["<html", "<svg", "<body"];

type Range = [start: number, end: number];

/** Byte ranges holding compressed pixels: JPEG scans, PNG IDAT, WebP bitstreams, AVIF mdat. */
function pixelData(bytes: Buffer, format: UploadFormat): Range[] {
  const ranges: Range[] = [];
  const length = bytes.length;
  if (format === "jpeg") {
    let i = 2;
    while (i + 4 <= length && bytes[i] === 0xff) {
      const marker = bytes[i + 1]!;
      if (marker === 0xff) i++;
      else if (marker === 0xd9) break;
      else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) i += 2;
      else {
        const end = i + 2 + bytes.readUInt16BE(i + 2);
        i = end;
        if (marker !== 0xda) continue;
        // A scan runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
        for (let j = end; ; ) {
          j = bytes.indexOf(0xff, j);
          if (j === -1 || j + 1 >= length) return [...ranges, [end, length]];
          const next = bytes[j + 1]!;
          if (next === 0xff) j++;
          else if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) j += 2;
          else {
            ranges.push([end, j]);
            i = j;
            break;
          }
        }
      }
    }
  } else if (format === "png") {
    for (let i = 8; i + 12 <= length; ) {
      const size = bytes.readUInt32BE(i);
      const type = bytes.toString("latin1", i + 4, i + 8);
      if (type === "IDAT" || type === "fdAT") ranges.push([i + 8, Math.min(i + 8 + size, length)]);
      if (type === "IEND") break;
      i += 12 + size;
    }
  } else if (format === "webp") {
    const end = Math.min(8 + bytes.readUInt32LE(4), length);
    for (let i = 12; i + 8 <= end; ) {
      const type = bytes.toString("latin1", i, i + 4);
      const size = bytes.readUInt32LE(i + 4);
      if (["VP8 ", "VP8L", "ALPH", "ANMF"].includes(type)) ranges.push([i + 8, Math.min(i + 8 + size, end)]);
      i += 8 + size + (size % 2);
    }
  } else {
    for (let i = 0; i + 8 <= length; ) {
      let size = bytes.readUInt32BE(i);
      let header = 8;
      if (size === 1 && i + 16 <= length) {
        size = Number(bytes.readBigUInt64BE(i + 8));
        header = 16;
      } else if (size === 0) size = length - i;
      if (size < header) break;
      if (bytes.toString("latin1", i + 4, i + 8) === "mdat")
        ranges.push([i + header, Math.min(i + size, length)]);
      i += size;
    }
  }
  return ranges;
}

function contains(bytes: Buffer, markers: readonly string[]): boolean {
  for (const marker of markers) {
    const first = marker.charCodeAt(0);
    // Markers are lower case; "<" has no upper case.
    for (const start of first === 0x3c ? [first] : [first, first - 0x20]) {
      for (
        let i = bytes.indexOf(start);
        i !== -1 && i + marker.length <= bytes.length;
        i = bytes.indexOf(start, i + 1)
      ) {
        let k = 1;
        while (k < marker.length && lowerCase(bytes[i + k]!) === marker.charCodeAt(k)) k++;
        if (k === marker.length) return true;
      }
    }
  }
  return false;
}

const lowerCase = (byte: number) => (byte >= 0x41 && byte <= 0x5a ? byte | 0x20 : byte);

function hasMarkup(bytes: Buffer, format: UploadFormat): boolean {
  if (contains(bytes, LONG_MARKERS)) return true;
  let from = 0;
  for (const [start, end] of [...pixelData(bytes, format), [bytes.length, bytes.length] as Range]) {
    if (start > from && contains(bytes.subarray(from, start), SHORT_MARKERS)) return true;
    from = Math.max(from, end);
  }
  return false;
}

/**
 * Checks an uploaded file before it is used: a photo in a format the site
 * reads, of a sane size, with no hidden web page code, that decodes fully.
 * Returns the format and the upright size; throws UploadRefused otherwise.
 */
export async function inspectUpload(
  file: string,
): Promise<{ format: UploadFormat; width: number; height: number }> {
  const { size } = await stat(file);
  if (size === 0) throw new UploadRefused(refusals.empty);
  if (size > MAX_UPLOAD_BYTES) throw new UploadRefused(refusals.tooLarge);

  const { format, header } = await formatOf(file);
  const { width = 0, height = 0 } = header;
  if (width * height > MAX_PIXELS) throw new UploadRefused(refusals.tooManyPixels(width, height));
  if (width === 0 || height === 0) throw new UploadRefused(refusals.damaged);

  if (hasMarkup(await readFile(file), format)) throw new UploadRefused(refusals.markup);

  // Decode it all (small, which is quick for JPEG) so a truncated or damaged
  // file is refused here rather than half-decoded into grey stripes later.
  await withProcessingSlot(() =>
    imageTask(() =>
      sharp(file, { failOn: "error", limitInputPixels: MAX_PIXELS })
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
 * every variant, cut exactly as the build cuts content/images/.
 */
export function processImage(file: string, variants: readonly VariantName[]): Promise<ProcessedImage> {
  return withProcessingSlot(async () => {
    const full = await imageTask(() =>
      decodeBitmap(sharp(file, { failOn: "error", limitInputPixels: MAX_PIXELS })),
    );
    const original = await imageTask(() => fromBitmap(full).jpeg({ quality: ORIGINAL_QUALITY }).toBuffer());
    const outputs = variantOutputs(variants);
    const bitmap = await imageTask(() => coveringBitmap(full, outputs));
    const [encoded, color, placeholder] = await Promise.all([
      Promise.all(outputs.map((output) => imageTask(() => cutOutput(bitmap, output).toBuffer()))),
      imageTask(() => dominantColor(bitmap)),
      imageTask(() => blurPlaceholder(bitmap)),
    ]);
    const files: ProcessedFile[] = [
      {
        variant: "original",
        width: full.width,
        height: full.height,
        format: "jpg",
        contentType: contentTypes.jpg,
        data: original,
      },
      ...outputs.map((output, i) => ({
        ...output,
        contentType: contentTypes[output.format],
        data: encoded[i]!,
      })),
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
