/**
 * The features as a graph: which feature's code imports which other feature.
 * Biome's cycle check sees files, not features: leads importing booking's
 * component while booking imports leads' server code is no file cycle, yet it
 * ties the two features into one. Here no two features import each other,
 * and no longer cycle runs through them either. Tests are left out: a test
 * may check one feature's work through another's (an integration test).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const featuresDir = path.resolve(import.meta.dirname, "..", "..", "app", "features");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Each feature's imports of the other features (import, export ... from and import()). */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const feature of features) {
    const uses = new Set<string>();
    for (const file of sourceFiles(path.join(featuresDir, feature))) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*)["']~\/features\/([a-z0-9-]+)/g)) {
        const other = match[1];
        if (other && other !== feature) uses.add(other);
      }
    }
    graph.set(feature, uses);
  }
  return graph;
}

/** Every cycle of the graph, each once, as "a -> b -> a". */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        // Written from its smallest name, so each cycle is named once.
        const ring = [...trail];
        const first = ring.indexOf([...ring].sort()[0] ?? start);
        const turned = [...ring.slice(first), ...ring.slice(0, first)];
        found.add([...turned, turned[0]].join(" -> "));
      } else if (!trail.includes(next)) {
        walk(start, next, [...trail, next]);
      }
    }
  };
  for (const feature of graph.keys()) walk(feature, feature, [feature]);
  return [...found].sort();
}

describe("the features' graph", () => {
  it("has no two features importing each other, and no longer cycle", () => {
    expect(cycles(featureGraph())).toEqual([]);
  });

  it("sees the imports it checks (content uses media)", () => {
    expect(featureGraph().get("content")?.has("media")).toBe(true);
  });

  it("would name a pair and a longer cycle", () => {
    const graph = new Map([
      ["leads", new Set(["booking"])],
      ["booking", new Set(["leads"])],
      ["content", new Set(["media"])],
      ["media", new Set(["pages"])],
      ["pages", new Set(["content"])],
      ["quotes", new Set(["leads"])],
    ]);
    expect(cycles(graph)).toEqual(["booking -> leads -> booking", "content -> media -> pages -> content"]);
  });
});
