import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";

/**
 * The blog's addresses to prerender, read straight from the Markdown
 * frontmatter (the build config cannot load app modules with "~/" imports;
 * the posts themselves are checked by app/server/blog.server.ts).
 */
export function blogPaths(root: string = process.cwd()): string[] {
  const dir = path.join(root, "content", "blog");
  const slugs: string[] = [];
  const categories = new Set<string>();
  const tags = new Set<string>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".md"))) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(dir, name), "utf8").trimStart());
    if (!match) continue;
    const data = parseYaml(match[1] ?? "") as { slug?: string; category?: string; tags?: string[] };
    if (data.slug) slugs.push(data.slug);
    if (data.category) categories.add(data.category);
    for (const tag of data.tags ?? []) tags.add(tag);
  }
  return [
    ...slugs.map((s) => `/blog/${s}`),
    ...[...categories].map((c) => `/blog/category/${c.toLowerCase().replace(/\s+/g, "-")}`),
    ...[...tags].map((t) => `/blog/tag/${encodeURIComponent(t)}`),
  ];
}
