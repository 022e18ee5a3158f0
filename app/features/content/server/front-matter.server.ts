import { parse as parseYaml } from "yaml";

/**
 * Splits a Markdown file into its YAML front matter (between `---` lines at
 * the top) and its body. Null when the file has no front matter.
 */
export function splitFrontMatter(source: string): { data: unknown; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source.trimStart());
  if (!match) return null;
  return { data: parseYaml(match[1] ?? ""), body: match[2] ?? "" };
}
