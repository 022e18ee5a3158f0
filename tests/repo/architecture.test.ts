/**
 * docs/architecture.md names the files of the tree and traces its flows
 * through them: every path it names must exist, so a move or a rename that
 * forgets the page fails here. Decision records it cites by name must exist
 * too.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
const docs = path.join(root, "docs");
const page = readFileSync(path.join(docs, "architecture.md"), "utf8");

/** Folders and files at the project's root a path may start with. */
const TOP =
  /^(app|http|scripts|tests|tools|docs|drizzle|public)\/|^(server\.ts|package\.json|biome\.json|tsconfig\.json|knip\.config\.ts|README\.md)$/;

/** A path with a wildcard or a placeholder is checked up to its last fixed folder. */
function fixedPart(name: string): string {
  const cut = name.search(/[*<{]|\.\.\./);
  return cut === -1 ? name : name.slice(0, name.lastIndexOf("/", cut) + 1);
}

/** The repository paths a piece of the page names: in code spans, links, and decision records by file name. */
function pathsIn(text: string): string[] {
  const found = new Set<string>();
  for (const [, span = ""] of text.matchAll(/`([^`\n]+)`/g)) {
    for (const part of span.split(/,\s*/)) if (TOP.test(part.trim())) found.add(fixedPart(part.trim()));
  }
  for (const [, target = ""] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    if (!/^[a-z]+:/.test(target)) found.add(path.relative(root, path.join(docs, target)));
  }
  for (const [record = ""] of text.matchAll(/\b\d{4}-[a-z0-9-]+\.md\b/g))
    found.add(`docs/decisions/${record}`);
  return [...found];
}

const missing = (paths: string[]) => paths.filter((name) => !existsSync(path.join(root, name)));

/** The page's sections by their heading. */
const sections = new Map(
  page
    .split(/^## /m)
    .slice(1)
    .map((section) => [section.slice(0, section.indexOf("\n")).trim(), section] as const),
);

describe("docs/architecture.md", () => {
  it("names only paths that exist", () => {
    const paths = pathsIn(page);
    expect(paths.length).toBeGreaterThan(40);
    expect(missing(paths)).toEqual([]);
  });

  for (const flow of [
    "A lead, from the form to the owner's phone",
    "An owner's edit, to a cached page on every server",
    "A photo, to its served sizes",
    "A sign-in, to an admin page",
    "A booking, from the offered times to the owner's calendar",
    "A quote, from the owner's phone to the customer's signature",
    "A payment, from the invoice to the owner's money",
  ]) {
    it(`traces "${flow}" as a numbered list of files that exist`, () => {
      const section = sections.get(flow);
      expect(section, `a section "## ${flow}"`).toBeDefined();
      const steps = section?.match(/^\d+\. /gm) ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(5);
      const paths = pathsIn(section ?? "");
      expect(paths.length).toBeGreaterThanOrEqual(6);
      expect(missing(paths)).toEqual([]);
    });
  }

  it("says where the specification lives and what spec 000 and 001 are", () => {
    expect(page).toMatch(/\*\*spec 000\*\* covers/);
    expect(page).toMatch(/\*\*spec 001\*\*/);
  });
});
