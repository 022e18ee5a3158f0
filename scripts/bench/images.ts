/**
 * npm run bench:images
 *
 * Times an uploaded phone photo from file to finished images: a 12 MP
 * (4032 x 3024) JPEG through inspectUpload and processImage with the
 * gallery's variants, five times, one after the other (budget: 3 seconds a
 * photo on the two-core server); then six at once, watching the process's
 * memory (budget: it grows by at most 900 MB). Then the background update's
 * work: the kept original cut again to today's sizes (cutFromOriginal, as
 * photo-updates.server.ts does for each old photo), alone, and beside an
 * upload (how much slower the owner's upload is meanwhile), with the event
 * loop's longest stall while it cuts (the site's requests wait that long at
 * most).
 *
 * The photo is generated: soft colour blobs, a gradient and fine grain, so it
 * compresses like a real photo (a few MB) rather than to nothing, and it is
 * stored sideways with EXIF orientation 6, as a phone held upright does.
 */
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import sharp from "sharp";
import { inspectUpload } from "../../app/features/media/server/inspect.server.ts";
import { processImage } from "../../app/features/media/server/process.server.ts";
import { inBackground } from "../../app/features/media/server/processing-slots.server.ts";
import { cutFromOriginal, uploadVariants } from "../../app/features/media/server/refocus.server.ts";

const BUDGET_MS = 3000;
/** The gallery's sizes (grid and large view), as an upload makes them. */
const VARIANTS = ["thumb", "large"] as const;
/** Uploads at once in the memory round (the server processes two at a time, the rest wait). */
const AT_ONCE = 6;
/** The process's resident memory may grow by at most this much while they run. */
const MEMORY_BUDGET_MB = 900;
const RUNS = 5;
const WIDTH = 4032;
const HEIGHT = 3024;

async function phonePhoto(file: string): Promise<void> {
  const blobs = await sharp({
    create: {
      width: 126,
      height: 95,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#d8c4a0"/><stop offset="1" stop-color="#3a5f7d"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)" opacity="0.55"/></svg>`,
  );
  const grain = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 4,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  const scene = await sharp(blobs)
    .resize(WIDTH, HEIGHT, { kernel: "cubic" })
    .composite([
      { input: gradient, blend: "over" },
      { input: grain, blend: "overlay" },
    ])
    .png({ compressionLevel: 0 })
    .toBuffer();
  await sharp(scene).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toFile(file);
}

const dir = await mkdtemp(path.join(tmpdir(), "bench-images-"));
try {
  const file = path.join(dir, "phone.jpg");
  await phonePhoto(file);
  const { size } = await stat(file);
  console.log(`Phone photo: ${WIDTH} x ${HEIGHT} JPEG, ${(size / 1024 / 1024).toFixed(1)} MB`);

  const times: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const start = performance.now();
    await inspectUpload(file);
    const image = await processImage(file, VARIANTS);
    const ms = performance.now() - start;
    times.push(ms);
    const bytes = image.files.reduce((sum, f) => sum + f.data.length, 0);
    console.log(
      `  run ${run}: ${(ms / 1000).toFixed(2)} s, ${image.files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB`,
    );
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const worst = sorted.at(-1)!;
  const verdict = worst <= BUDGET_MS ? "within" : "OVER";
  console.log(
    `Median ${(median / 1000).toFixed(2)} s, worst ${(worst / 1000).toFixed(2)} s: ${verdict} the ${BUDGET_MS / 1000} s budget`,
  );
  if (worst > BUDGET_MS) process.exitCode = 1;

  // Several owners' (or one owner's several) photos at once: memory stays bounded.
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const start = performance.now();
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      await inspectUpload(file);
      await processImage(file, VARIANTS);
    }),
  );
  clearInterval(sampler);
  const grewMb = (peak - baseline) / 1024 / 1024;
  console.log(
    `${AT_ONCE} at once: ${((performance.now() - start) / 1000).toFixed(2)} s in all, memory grew by ${grewMb.toFixed(0)} MB at most ` +
      `(${grewMb <= MEMORY_BUDGET_MB ? "within" : "OVER"} the ${MEMORY_BUDGET_MB} MB budget)`,
  );
  if (grewMb > MEMORY_BUDGET_MB) process.exitCode = 1;

  // The background update: one old photo at a time, from its kept original.
  const original = (await processImage(file, VARIANTS)).files.find((f) => f.variant === "original")!.data;
  const wanted = uploadVariants(VARIANTS);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const timed = async (work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    return performance.now() - start;
  };
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cuts: number[] = [];
  for (let run = 1; run <= 3; run++) {
    cuts.push(await timed(() => cutFromOriginal(original, wanted, { x: 0.3, y: 0.6 })));
  }
  loop.disable();
  cuts.sort((a, b) => a - b);
  console.log(
    `Cut again from the original (background update): median ${seconds(cuts[1]!)}, worst ${seconds(cuts[2]!)}; ` +
      `longest event-loop stall meanwhile ${(loop.max / 1e6).toFixed(0)} ms`,
  );
  const alone = await timed(() => processImage(file, VARIANTS));
  const [beside] = await Promise.all([
    timed(() => processImage(file, VARIANTS)),
    inBackground(() => cutFromOriginal(original, wanted, { x: 0.3, y: 0.6 })),
  ]);
  console.log(`An upload alone ${seconds(alone)}, beside a background cut ${seconds(beside)}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
