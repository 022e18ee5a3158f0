import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { marked } from "marked";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import type { PostCardData } from "~/components/blog/post-card";
import { business } from "~/content/site";
import { blogCategories } from "~/lib/blog";
import { getImage, hasImage } from "./images.server";
import { projectRoot } from "./project-root.server";

export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** YYYY-MM-DD */
  date: string;
  category: string;
  tags: string[];
  /** Image key under content/images/. */
  image: string;
  imageAlt: string;
  /** The body as HTML, from our own Markdown. */
  html: string;
  /** The body as plain text, for search. */
  text: string;
  readingMinutes: number;
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const frontmatterSchema = z.object({
  title: z.string().trim().min(5).max(120),
  slug: z.string().regex(slugPattern, "lowercase words joined by hyphens"),
  excerpt: z.string().trim().min(20).max(300),
  author: z.string().trim().min(2),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD")
    .refine((d) => d >= "2025-03-28" && d <= "2025-05-09", "between 2025-03-28 and 2025-05-09"),
  category: z.enum(blogCategories),
  tags: z.array(z.string().regex(slugPattern, "lowercase words joined by hyphens")).min(1),
  image: z.string().regex(/^blog\/[a-z0-9-]+$/),
  imageAlt: z.string().trim().min(10),
});

/** Words per minute for reading time. */
const wordsPerMinute = 225;

export interface PostSource {
  file: string;
  source: string;
}

function splitFrontmatter(source: string): { data: unknown; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source.trimStart());
  if (!match) return null;
  return { data: parseYaml(match[1] ?? ""), body: match[2] ?? "" };
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Parses and checks every post; throws (failing the build) on an invalid
 * post or a slug used twice, naming the file.
 */
export function parsePosts(
  sources: PostSource[],
  imageExists: (key: string) => boolean = hasImage,
): BlogPost[] {
  const posts: BlogPost[] = [];
  const seen = new Map<string, string>();
  for (const { file, source } of sources) {
    const parts = splitFrontmatter(source);
    if (!parts) throw new Error(`Blog post ${file}: no frontmatter (--- ... ---) at the top.`);
    const result = frontmatterSchema.safeParse(parts.data);
    if (!result.success) {
      const problems = result.error.issues.map((i) => `${i.path.join(".") || "frontmatter"}: ${i.message}`);
      throw new Error(`Blog post ${file} is invalid: ${problems.join("; ")}`);
    }
    const meta = result.data;
    const first = seen.get(meta.slug);
    if (first) throw new Error(`Blog post ${file} uses the slug "${meta.slug}" already used by ${first}.`);
    seen.set(meta.slug, file);
    if (!imageExists(meta.image))
      throw new Error(`Blog post ${file}: no image "${meta.image}" in content/images.`);
    if (parts.body.trim().length === 0) throw new Error(`Blog post ${file} has no body.`);
    const html = marked.parse(parts.body, { async: false, gfm: true });
    const text = plainText(html);
    const words = text.split(" ").length;
    posts.push({ ...meta, html, text, readingMinutes: Math.max(1, Math.round(words / wordsPerMinute)) });
  }
  // Newest first; ties by title for a stable order.
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

let cache: BlogPost[] | undefined;

/** Every post from content/blog/*.md, read once per process. */
export function allPosts(): BlogPost[] {
  if (cache) return cache;
  const dir = path.join(projectRoot(), "content", "blog");
  const sources = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => ({ file: name, source: readFileSync(path.join(dir, name), "utf8") }));
  cache = parsePosts(sources);
  return cache;
}

export function postBySlug(slug: string): BlogPost | undefined {
  return allPosts().find((post) => post.slug === slug);
}

/** Distinct categories of the posts, in the spec's order. */
export function usedCategories(): string[] {
  const used = new Set(allPosts().map((p) => p.category));
  return blogCategories.filter((c) => used.has(c));
}

export function usedTags(): string[] {
  return [...new Set(allPosts().flatMap((p) => p.tags))].sort();
}

/** Up to `max` other posts of the same category. */
export function relatedArticles(post: BlogPost, max: number): BlogPost[] {
  return allPosts()
    .filter((p) => p.slug !== post.slug && p.category === post.category)
    .slice(0, max);
}

/** Up to `max` other posts sharing a tag, not already listed in `exclude`, most shared tags first. */
export function alsoLike(post: BlogPost, max: number, exclude: string[]): BlogPost[] {
  return allPosts()
    .filter((p) => p.slug !== post.slug && !exclude.includes(p.slug))
    .map((p) => ({ p, shared: p.tags.filter((t) => post.tags.includes(t)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, max)
    .map(({ p }) => p);
}

/** Only what a card shows, so list pages send no article bodies to the browser. */
export function postCard(post: BlogPost): PostCardData {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    date: post.date,
    category: post.category,
    readingMinutes: post.readingMinutes,
    image: getImage(post.image),
    imageAlt: post.imageAlt,
  };
}

/** The <link> to the feed, for every blog page's meta. */
export function rssLink() {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${business.name} blog`,
    href: "/blog/rss.xml",
  } as const;
}

/** Keyword in a post's title or text -> the service it points to (spec 000 §2). */
const serviceKeywords: [keyword: string, serviceId: string][] = [
  ["interior", "interior-painting"],
  ["exterior", "exterior-painting"],
  ["commercial", "commercial-painting"],
  ["drywall", "drywall-installation"],
  ["repair", "drywall-repair"],
  ["cabinet", "cabinet-refinishing"],
];

/** Up to `max` service ids whose keyword appears in the post's title or content, in keyword order. */
export function relatedServiceIds(post: Pick<BlogPost, "title" | "text">, max: number): string[] {
  const haystack = `${post.title} ${post.text}`.toLowerCase();
  const ids: string[] = [];
  for (const [keyword, id] of serviceKeywords) {
    if (haystack.includes(keyword) && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, max);
}
