/**
 * node scripts/build-images.ts
 *
 * Turns every source image under content/images/<group>/ into the AVIF, WebP
 * and JPEG sizes the pages use (app/lib/image-variants.ts), written to
 * public/img/ with a content hash in the name, and records their sizes and a
 * tiny blur placeholder in app/content/image-manifest.json.
 *
 * A file is converted once: outputs are named by the source's hash, so an
 * unchanged image is skipped on the next build. A photo (.jpg, .png, .webp,
 * .avif) wins over an illustration (.svg) of the same name.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import {
  type ImageFormat,
  type ImageManifest,
  imageUrl,
  variantSpecs,
  variantsByGroup,
} from "../app/lib/image-variants.ts";

const root = path.resolve(import.meta.dirname, "..");
const sourceDir = path.join(root, "content", "images");
const outputDir = path.join(root, "public", "img");
const manifestPath = path.join(root, "app", "content", "image-manifest.json");

/** Preference when both an illustration and a photo share a name. */
const extensionRank = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".svg"];

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
};

function findSources(): { key: string; file: string }[] {
  const found: { key: string; file: string }[] = [];
  for (const group of Object.keys(variantsByGroup)) {
    const dir = path.join(sourceDir, group);
    if (!existsSync(dir)) continue;
    const byName = new Map<string, string>();
    for (const entry of readdirSync(dir)) {
      const ext = path.extname(entry).toLowerCase();
      if (!extensionRank.includes(ext)) continue;
      const name = entry.slice(0, -ext.length);
      const current = byName.get(name);
      if (
        !current ||
        extensionRank.indexOf(ext) < extensionRank.indexOf(path.extname(current).toLowerCase())
      ) {
        byName.set(name, entry);
      }
    }
    for (const [name, entry] of [...byName].sort())
      found.push({ key: `${group}/${name}`, file: path.join(dir, entry) });
  }
  return found;
}

/** Every output file of one source image, with its format and size. */
function outputsOf(key: string, hash: string) {
  const group = key.split("/")[0] ?? "";
  const ref = { key, hash, color: "", placeholder: "" };
  return (variantsByGroup[group] ?? []).flatMap((variant) => {
    const spec = variantSpecs[variant];
    const jobs: [ImageFormat, number][] = [
      ...spec.widths.flatMap((w): [ImageFormat, number][] => [
        ["avif", w],
        ["webp", w],
      ]),
      ["jpg", spec.fallbackWidth],
    ];
    return jobs.map(([format, width]) => ({
      format,
      width,
      height: Math.round(width / spec.aspect),
      file: path.join(outputDir, imageUrl(ref, variant, width, format).slice("/img/".length)),
    }));
  });
}

const previous: ImageManifest = existsSync(manifestPath)
  ? JSON.parse(readFileSync(manifestPath, "utf8"))
  : {};

async function buildOne(
  key: string,
  file: string,
  written: Set<string>,
): Promise<[ImageManifest[string], number]> {
  const input = readFileSync(file);
  const hash = createHash("sha256").update(input).digest("hex").slice(0, 10);
  const outputs = outputsOf(key, hash);
  for (const output of outputs) written.add(output.file);

  // Unchanged source with every output present: nothing to decode.
  const known = previous[key];
  if (known?.hash === hash && outputs.every((o) => existsSync(o.file))) return [known, 0];

  // Decode (or render, for SVG) once, at the largest width any output needs,
  // and cut every output from that bitmap.
  const largest = Math.max(...outputs.map((o) => o.width), 64);
  const { width: naturalWidth = largest } = await sharp(input).metadata();
  const density = file.endsWith(".svg") ? Math.ceil((72 * largest) / naturalWidth) : undefined;
  const { data, info } = await sharp(input, density ? { density } : {})
    .rotate()
    .resize({ width: largest, withoutEnlargement: !density })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const load = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

  let converted = 0;
  for (const output of outputs) {
    if (existsSync(output.file)) continue;
    mkdirSync(path.dirname(output.file), { recursive: true });
    await encoders[output.format](
      load().resize(output.width, output.height, { fit: "cover", position: "centre" }),
    ).toFile(output.file);
    converted++;
  }

  const tiny = await load().resize(16, 16, { fit: "inside" }).webp({ quality: 40 }).toBuffer();
  const { dominant } = await load().stats();
  const color = `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
  return [{ hash, color, placeholder: `data:image/webp;base64,${tiny.toString("base64")}` }, converted];
}

const started = Date.now();
const sources = findSources();
const manifest: ImageManifest = {};
const written = new Set<string>();
let converted = 0;
// Two at a time: libvips already spreads each conversion over the cores.
const queue = [...sources];
await Promise.all(
  [0, 1].map(async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [image, count] = await buildOne(next.key, next.file, written);
      manifest[next.key] = image;
      converted += count;
    }
  }),
);

// Drop outputs of images that changed or were removed.
function prune(dir: string) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) prune(full);
    else if (!written.has(full)) rmSync(full);
  }
}
prune(outputDir);

const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
const json = `${JSON.stringify(sorted, null, 1)}\n`;
if (!existsSync(manifestPath) || readFileSync(manifestPath, "utf8") !== json)
  writeFileSync(manifestPath, json);
console.log(
  `Images: ${sources.length} sources, ${converted} files converted, ${written.size - converted} reused (${(
    (Date.now() - started) / 1000
  ).toFixed(1)}s)`,
);
