/**
 * npm run draw (in tools/sample-art), or npm run images:samples from the project's root
 *
 * Draws sample SVG illustrations for every image the site needs (gallery, blog,
 * services and page heroes) into app/seed/images/<group>/<name>.svg, until there are
 * photos of real jobs. The output is deterministic: each image's randomness comes from
 * a PRNG seeded with its key, so running again gives identical files.
 *
 * A photo wins: if app/seed/images/<group>/<name>.jpg (or .jpeg/.png/.webp/.avif)
 * exists, that image is not drawn.
 */
import fs from "node:fs";
import path from "node:path";
import { splitFrontMatter } from "../../app/features/content/server/front-matter.server.ts";
import { galleryItems } from "../../app/seed/gallery.ts";
import { services } from "../../app/seed/services.ts";
import { type BlogPost, blogJob, galleryJob, heroJobs, type Job, serviceJob } from "./src/jobs.ts";
import { Random } from "./src/random.ts";
import { Svg } from "./src/svg.ts";

const rootDir = path.join(import.meta.dirname, "..", "..");
const imagesDir = path.join(rootDir, "app", "seed", "images");
const blogDir = path.join(rootDir, "app", "seed", "posts");
const rasterExtensions = [".jpg", ".jpeg", ".png", ".webp", ".avif"];

// ---------------------------------------------------------------------------
// Reading the blog posts
// ---------------------------------------------------------------------------

/** The posts in app/seed/posts: the slug is the file name, the rest comes from the front matter ("" if missing). */
function readBlogPosts(): BlogPost[] {
  if (!fs.existsSync(blogDir)) return [];
  return fs
    .readdirSync(blogDir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const data = splitFrontMatter(fs.readFileSync(path.join(blogDir, name), "utf8"))?.data as
        | { title?: unknown; category?: unknown; imageAlt?: unknown }
        | null
        | undefined;
      const field = (value: unknown) => (typeof value === "string" ? value : "");
      return {
        slug: name.replace(/\.md$/, ""),
        title: field(data?.title),
        category: field(data?.category),
        imageAlt: field(data?.imageAlt),
      };
    });
}

// ---------------------------------------------------------------------------
// Writing the files
// ---------------------------------------------------------------------------

const MAX_BYTES = 25 * 1024;

/** True when the owner has put a photo with this key's base name in place. */
function hasPhoto(key: string): boolean {
  const dir = path.join(imagesDir, path.dirname(key));
  if (!fs.existsSync(dir)) return false;
  const base = path.basename(key).toLowerCase();
  return fs.readdirSync(dir).some((file) => {
    const ext = path.extname(file).toLowerCase();
    return rasterExtensions.includes(ext) && file.slice(0, -ext.length).toLowerCase() === base;
  });
}

function render(job: Job): string {
  const svg = new Svg(job.width, job.height);
  job.draw(svg, new Random(job.key));
  const markup = svg.toString();
  const bytes = Buffer.byteLength(markup);
  if (bytes > MAX_BYTES)
    throw new Error(`${job.key}.svg is ${bytes} bytes, over the ${MAX_BYTES}-byte budget`);
  return markup;
}

function main(): void {
  const jobs: Job[] = [
    ...galleryItems.map(galleryJob),
    ...readBlogPosts().map(blogJob),
    ...services.map((service) => serviceJob(service.id)),
    ...heroJobs,
  ];
  const written: Record<string, number> = {};
  let skipped = 0;
  for (const job of jobs) {
    if (hasPhoto(job.key)) {
      skipped++;
      continue;
    }
    const file = path.join(imagesDir, `${job.key}.svg`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, render(job));
    const group = job.key.split("/")[0]!;
    written[group] = (written[group] ?? 0) + 1;
  }
  const total = Object.values(written).reduce((a, b) => a + b, 0);
  const detail = Object.entries(written)
    .map(([group, count]) => `${group} ${count}`)
    .join(", ");
  console.log(`Wrote ${total} sample SVGs to app/seed/images (${detail}); skipped ${skipped} with a photo.`);
}

main();
