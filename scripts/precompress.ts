/**
 * node scripts/precompress.ts
 * Writes Brotli (.br, quality 11) and gzip (.gz) copies of the built
 * client's text files, so the server sends the smallest encoding the browser
 * accepts without compressing on every request. The gzip copies are made
 * with Zopfli: a standard gzip stream about 3% smaller than zlib's level 9
 * (browsers on plain HTTP are sent gzip, not Brotli), at a few seconds of
 * build time, once. Both compressors keep one core busy per file, so the
 * files are shared between one worker thread per core.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import { startStep } from "./lib/progress.ts";

const clientDir = path.resolve(import.meta.dirname, "..", "build", "client");
const compressible = /\.(js|css|html|svg|json|xml|txt|webmanifest)$/;

/** Every file worth compressing, with its size, found first so progress can say how many are left. */
function walk(dir: string, found: { file: string; size: number }[] = []) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    const stat = statSync(full);
    if (stat.isDirectory()) {
      walk(full, found);
      continue;
    }
    if (!compressible.test(entry)) continue;
    if (stat.size < 1024) continue;
    found.push({ file: full, size: stat.size });
  }
  return found;
}

/** What a worker reports for each file it has written. */
interface Compressed {
  file: string;
  before: number;
  after: number;
}

async function compress(file: string): Promise<Compressed> {
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, await gzipAsync(body, { numiterations: 15 }));
  return { file, before: body.length, after: br.length };
}

if (isMainThread) {
  const found = walk(clientDir).sort((a, b) => b.size - a.size);
  const workers = Math.max(1, Math.min(availableParallelism(), found.length));
  // Largest first, each to the share with the fewest bytes so far: the shares end together.
  const shares: { files: string[]; bytes: number }[] = Array.from({ length: workers }, () => ({
    files: [],
    bytes: 0,
  }));
  for (const { file, size } of found) {
    const share = shares.reduce((least, next) => (next.bytes < least.bytes ? next : least));
    share.files.push(file);
    share.bytes += size;
  }
  const step = startStep("Precompressing", found.length);
  let before = 0;
  let after = 0;
  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: share.files });
          worker.on("message", (done: Compressed) => {
            before += done.before;
            after += done.after;
            step.tick(path.relative(clientDir, done.file));
          });
          worker.on("error", reject);
          worker.on("exit", (code) =>
            code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`)),
          );
        }),
    ),
  );
  step.done(`${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (brotli)`);
} else {
  for (const file of workerData as string[]) parentPort?.postMessage(await compress(file));
}
