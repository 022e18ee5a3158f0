/**
 * node scripts/precompress.ts
 * Writes Brotli (.br, quality 11) and gzip (.gz, level 9) copies of the
 * built client's text files, so the server sends the smallest encoding the
 * browser accepts without compressing on every request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
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
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  before += body.length;
  after += br.length;
  step.tick(path.relative(clientDir, file));
}
step.done(`${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (brotli)`);
