/**
 * node scripts/precompress.ts
 * Writes Brotli (.br, quality 11) and gzip (.gz, level 9) copies of the
 * built client's text files, so the server sends the smallest encoding the
 * browser accepts without compressing on every request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = path.resolve(import.meta.dirname, "..", "build", "client");
const compressible = /\.(js|css|html|svg|json|xml|txt|webmanifest)$/;

let files = 0;
let before = 0;
let after = 0;
function walk(dir: string) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      walk(full);
      continue;
    }
    if (!compressible.test(entry)) continue;
    const body = readFileSync(full);
    if (body.length < 1024) continue;
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(`${full}.br`, br);
    writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
    files++;
    before += body.length;
    after += br.length;
  }
}
walk(clientDir);
console.log(
  `Precompressed ${files} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (brotli)`,
);
