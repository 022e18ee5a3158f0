import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { hasImage } from "~/features/media/index.server";
import { blogCategories, type PostCardData } from "~/lib/blog";
import { projectRoot } from "~/server/project-root.server";
import { splitFrontMatter } from "./front-matter.server";

/**
 * A published post as the pages show it (from the content snapshot): what its
 * card shows, and the rest of its page. Its picture was made at build
 * (blog/<name>) or uploaded by the owner (media/<id>).
 */
export interface BlogPost extends PostCardData {
  id: string;
  author: string;
  tags: string[];
  /** The body as HTML, from our own Markdown. */
  html: string;
  /** The body as plain text, for search. */
  text: string;
  /** Search engines' title and description; empty: the title and the excerpt. */
  seoTitle: string;
  seoDescription: string;
  /** When it appeared (ISO), also when it was last changed. */
  publishedAt: string;
  updatedAt: string;
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const frontmatterSchema = z.object({
  title: z.string().trim().min(5).max(120),
  slug: z.string().regex(slugPattern, "lowercase words joined by hyphens"),
  excerpt: z.string().trim().min(20).max(300),
  author: z.string().trim().min(2),
  date: z.iso.date("a real date as YYYY-MM-DD"),
  category: z.enum(blogCategories),
  tags: z.array(z.string().regex(slugPattern, "lowercase words joined by hyphens")).min(1),
  image: z.string().regex(/^blog\/[a-z0-9-]+$/),
  imageAlt: z.string().trim().min(10),
});

/** A post of the seed (app/seed/posts/*.md): its front matter and its Markdown body. */
export type SeedPost = z.output<typeof frontmatterSchema> & { body: string };

export interface PostSource {
  file: string;
  source: string;
}

/**
 * Parses and checks every seed post; throws on an invalid post or a slug used
 * twice, naming the file (a fresh install must not start with a broken blog).
 */
export function parsePosts(
  sources: PostSource[],
  imageExists: (key: string) => boolean = hasImage,
): SeedPost[] {
  const posts: SeedPost[] = [];
  const seen = new Map<string, string>();
  for (const { file, source } of sources) {
    const parts = splitFrontMatter(source);
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
      throw new Error(`Blog post ${file}: no image "${meta.image}" in app/seed/images.`);
    if (parts.body.trim().length === 0) throw new Error(`Blog post ${file} has no body.`);
    posts.push({ ...meta, body: parts.body.trim() });
  }
  // Newest first; ties by title for a stable order.
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** The seed's posts, from app/seed/posts/*.md. */
export function seedPosts(): SeedPost[] {
  const dir = path.join(projectRoot(), "app", "seed", "posts");
  const sources = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => ({ file: name, source: readFileSync(path.join(dir, name), "utf8") }));
  return parsePosts(sources);
}

/** Distinct categories of these posts, in the order of the category list. */
export function usedCategories(posts: readonly BlogPost[], categories: readonly string[]): string[] {
  const used = new Set(posts.map((p) => p.category));
  return categories.filter((c) => used.has(c));
}

/** Up to `max` other posts of the same category. */
export function relatedArticles(posts: readonly BlogPost[], post: BlogPost, max: number): BlogPost[] {
  return posts.filter((p) => p.slug !== post.slug && p.category === post.category).slice(0, max);
}

/** Up to `max` other posts sharing a tag, not already listed in `exclude`, most shared tags first. */
export function alsoLike(
  posts: readonly BlogPost[],
  post: BlogPost,
  max: number,
  exclude: string[],
): BlogPost[] {
  return posts
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
    image: post.image,
    imageAlt: post.imageAlt,
  };
}

/** The <link> to the feed, for every blog page's meta. */
export function rssLink(businessName: string) {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${businessName} blog`,
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

/**
 * Up to `max` of the shown services a post is about: those whose keyword
 * appears in its title or content, in keyword order, then any whose name it
 * mentions (a service the owner added).
 */
export function relatedServiceIds(
  post: Pick<BlogPost, "title" | "text">,
  max: number,
  shown: readonly { id: string; title: string }[],
): string[] {
  const haystack = `${post.title} ${post.text}`.toLowerCase();
  const onSite = new Set(shown.map((service) => service.id));
  const ids: string[] = [];
  const add = (id: string) => {
    if (onSite.has(id) && !ids.includes(id)) ids.push(id);
  };
  for (const [keyword, id] of serviceKeywords) if (haystack.includes(keyword)) add(id);
  for (const service of shown) if (haystack.includes(service.title.toLowerCase())) add(service.id);
  return ids.slice(0, max);
}
