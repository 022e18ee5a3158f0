/**
 * node scripts/precompress.ts
 * Writes Brotli (.br, quality 11) and gzip (.gz) copies of the built
 * client's text files, so the server sends the smallest encoding the browser
 * accepts without compressing on every request. The gzip copies are made
 * with Zopfli: a standard gzip stream about 3% smaller than zlib's level 9
 * (browsers on plain HTTP are sent gzip, not Brotli), at a few seconds of
 * build time, once.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import { startStep } from "./lib/progress.ts";

const clientDir = path.resolve(import.meta.dirname, "..", "build", "client");
const compressible = /\.(js|css|html|svg|json|xml|txt|webmanifest)$/;

/** Every file worth compressing, found first so progress can say how many are left. */
function walk(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    const stat = statSync(full);
    if (stat.isDirectory()) {
      walk(full, found);
      continue;
    }
    if (!compressible.test(entry)) continue;
    if (stat.size < 1024) continue;
    found.push(full);
  }
  return found;
}

const found = walk(clientDir);
const step = startStep("Precompressing", found.length);
let before = 0;
let after = 0;
for (const file of found) {
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, await gzipAsync(body, { numiterations: 15 }));
  before += body.length;
  after += br.length;
  step.tick(path.relative(clientDir, file));
}
step.done(`${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (brotli)`);
