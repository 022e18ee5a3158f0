import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "./project-root.server";

/** The distinct categories of the blog posts, in alphabetical order. */
export function blogCategories(): string[] {
  const dir = path.join(projectRoot(), "content", "blog");
  const categories = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
    const match = /^category:\s*"?([^"\n]+)"?\s*$/m.exec(readFileSync(path.join(dir, file), "utf8"));
    if (match?.[1]) categories.add(match[1].trim());
  }
  return [...categories].sort();
}

/** /blog/category/{category lowercased, spaces replaced by hyphens} */
export function categoryPath(category: string): string {
  return `/blog/category/${category.toLowerCase().replace(/\s+/g, "-")}`;
}
