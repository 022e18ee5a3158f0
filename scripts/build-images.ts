/**
 * node scripts/build-images.ts
 *
 * Turns every source image under app/seed/images/<group>/ into the AVIF, WebP
 * and JPEG sizes the pages use (app/lib/image-variants.ts), written to
 * public/img/ with a content hash in the name, and records their sizes and a
 * tiny blur placeholder in app/seed/image-manifest.json.
 *
 * A file is converted once: outputs are named by the source's hash, so an
 * unchanged image is skipped on the next build. A photo (.jpg, .png, .webp,
 * .avif) wins over an illustration (.svg) of the same name; an image made
 * from an illustration is marked `sample: true` (app/lib/sample-pictures.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  blurPlaceholder,
  cutOutput,
  decodeBitmap,
  dominantColor,
  variantOutputs,
} from "../app/features/media/server/encode.server.ts";
import { type ImageManifest, imageUrl, variantsByGroup } from "../app/lib/image-variants.ts";
import { isDrawingSource } from "../app/lib/sample-pictures.ts";
import { startStep } from "./lib/progress.ts";

const root = path.resolve(import.meta.dirname, "..");
const sourceDir = path.join(root, "app", "seed", "images");
const outputDir = path.join(root, "public", "img");
const manifestPath = path.join(root, "app", "seed", "image-manifest.json");

/** Preference when both an illustration and a photo share a name. */
const extensionRank = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".svg"];

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
  return variantOutputs(variantsByGroup[group] ?? []).map((output) => ({
    ...output,
    file: path.join(
      outputDir,
      imageUrl(ref, output.variant, output.width, output.format).slice("/img/".length),
    ),
  }));
}

const previous: ImageManifest = existsSync(manifestPath)
  ? JSON.parse(readFileSync(manifestPath, "utf8"))
  : {};

async function buildOne(
  key: string,
  file: string,
  written: Set<string>,
): Promise<[image: ImageManifest[string], converted: number, cached: boolean]> {
  const input = readFileSync(file);
  const hash = createHash("sha256").update(input).digest("hex").slice(0, 10);
  const outputs = outputsOf(key, hash);
  for (const output of outputs) written.add(output.file);
  // A drawing of tools/sample-art is marked, so the pages can label it a sample picture.
  const sample = isDrawingSource(file) ? { sample: true } : {};

  // Unchanged source with every output present: nothing to decode.
  const known = previous[key];
  if (known?.hash === hash && outputs.every((o) => existsSync(o.file))) {
    return [{ hash, color: known.color, placeholder: known.placeholder, ...sample }, 0, true];
  }

  // Decode (or render, for SVG) once, at the largest width any output needs,
  // and cut every output from that bitmap.
  const largest = Math.max(...outputs.map((o) => o.width), 64);
  const { width: naturalWidth = largest } = await sharp(input).metadata();
  const density = file.endsWith(".svg") ? Math.ceil((72 * largest) / naturalWidth) : undefined;
  const bitmap = await decodeBitmap(sharp(input, density ? { density } : {}), {
    width: largest,
    withoutEnlargement: !density,
  });

  let converted = 0;
  for (const output of outputs) {
    if (existsSync(output.file)) continue;
    mkdirSync(path.dirname(output.file), { recursive: true });
    await cutOutput(bitmap, output).toFile(output.file);
    converted++;
  }

  return [
    { hash, color: await dominantColor(bitmap), placeholder: await blurPlaceholder(bitmap), ...sample },
    converted,
    false,
  ];
}

const sources = findSources();
const step = startStep("Converting images", sources.length);
const manifest: ImageManifest = {};
const written = new Set<string>();
let converted = 0;
// Two at a time: libvips already spreads each conversion over the cores.
const queue = [...sources];
await Promise.all(
  [0, 1].map(async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [image, count, cached] = await buildOne(next.key, next.file, written);
      manifest[next.key] = image;
      converted += count;
      if (cached) step.skip(next.key);
      else step.tick(next.key);
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
// A run that changed nothing says so in one line; otherwise how many files were made.
step.done(converted > 0 ? `${converted} files converted, ${written.size - converted} reused` : undefined);
