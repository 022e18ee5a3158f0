/**
 * Docs that hold: every decision record a file names (`docs/decisions/<name>.md`)
 * exists under that name, and every relative link in the docs and the README
 * leads to a file that exists. A record renamed or removed fails here, with
 * the files that still name it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
const skipped = new Set([
  "node_modules",
  "build",
  ".git",
  "test-results",
  "test-reports",
  "playwright-report",
]);

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name) || entry.name.startsWith(".")) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

describe("the docs' links", () => {
  it("name decision records that exist", () => {
    const missing: string[] = [];
    for (const file of files(root, /\.(ts|tsx|md|sh|json|css)$/)) {
      for (const match of readFileSync(file, "utf8").matchAll(/docs\/decisions\/([\w.-]+\.md)/g)) {
        if (!existsSync(path.join(root, "docs", "decisions", match[1] ?? ""))) {
          missing.push(`${path.relative(root, file)}: ${match[0]}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("lead to files that exist", () => {
    const missing: string[] = [];
    const docs = [path.join(root, "README.md"), ...files(path.join(root, "docs"), /\.md$/)];
    for (const file of docs) {
      for (const match of readFileSync(file, "utf8").matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = (match[1] ?? "").split("#")[0] ?? "";
        if (target === "" || /^[a-z]+:/i.test(target)) continue;
        if (!existsSync(path.resolve(path.dirname(file), target))) {
          missing.push(`${path.relative(root, file)}: ${match[1]}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
