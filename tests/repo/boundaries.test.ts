/**
 * The tree's walls (biome.json, written by scripts/lint/import-zones.ts)
 * refuse each forbidden import, import cycles and file names that are not
 * kebab-case. Every probe is a file of its own in a scratch folder with the
 * project's configuration, linted in one Biome run, so the tree itself is
 * never touched.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { features, overrides } from "../../scripts/lint/import-zones.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const biome = path.join(root, "node_modules", ".bin", "biome");
const config = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8"));

interface Probe {
  file: string;
  /** What the file holds: one import, unless given. */
  text: string;
}

const probes: Probe[] = [];
/** Rule categories each probe file was refused by. */
const refusedBy = new Map<string, Set<string>>();

/** A file importing `specifier` at `folder`; the returned check tells whether the import rules accept it. */
function importing(folder: string, specifier: string, extension = "ts"): () => boolean {
  const file = `${folder}/probe-${probes.length}.${extension}`;
  probes.push({ file, text: `import value from "${specifier}";\nexport const probe = value;\n` });
  return () => !refusedBy.get(file)?.has("lint/style/noRestrictedImports");
}

function file(name: string, text: string): () => Set<string> {
  probes.push({ file: name, text });
  return () => refusedBy.get(name) ?? new Set();
}

const expectations: { name: string; accepted: () => boolean; want: boolean }[] = [];
function expectImport(folder: string, specifier: string, want: boolean, extension = "ts") {
  expectations.push({
    name: `${folder} ${want ? "may" : "may not"} import ${specifier}`,
    accepted: importing(folder, specifier, extension),
    want,
  });
}

// components/ui imports nothing else of the app.
for (const [specifier, want] of [
  ["~/lib/theme", false],
  ["~/components/layout/footer", false],
  ["../../lib/theme", false],
  ["~/seed/site", false],
  ["./cn", true],
  ["~/components/ui/button", true],
  ["react", true],
] as const) {
  expectImport("app/components/ui", specifier, want, "tsx");
}

// lib and seed: shared by browser and server, below everything else.
for (const folder of ["app/lib", "app/seed"]) {
  for (const [specifier, want] of [
    ["node:fs", false],
    ["~/components/ui/button", false],
    ["../components/layout/footer", false],
    ["~/routes/home", false],
    ["~/server/runtime.server", false],
    ["../server/env.server", false],
    ["./anything.server", false],
    ["~/features/leads", false],
    ["~/features/content/index.server", false],
    ["~/lib/blog", true],
    ["zod", true],
  ] as const) {
    expectImport(folder, specifier, want);
  }
}

// The server kernel: no components, routes or features (features build on it).
for (const [specifier, want] of [
  ["~/components/blog/post-card", false],
  ["../components/ui/button", false],
  ["~/routes/admin", false],
  ["~/features/content/index.server", false],
  ["~/features/leads/server/outbox.server", false],
  ["~/runtime.server", false],
  ["node:fs", true],
  ["~/lib/seo", true],
  ["./db/client.server", true],
] as const) {
  expectImport("app/server", specifier, want);
}

// Browser code (shared components) never imports a *.server module, nor a feature.
for (const folder of ["app/components/layout", "app/components/ui"]) {
  for (const specifier of ["~/server/runtime.server", "./thing.server", "node:path"]) {
    expectImport(folder, specifier, false, "tsx");
  }
}
expectImport("app/components/layout", "~/lib/seo", true, "tsx");
expectImport("app/components/layout", "~/features/pages", false, "tsx");
expectImport("app/components/admin", "~/features/leads/lead-list", false, "tsx");

// A feature reaches another only through what that one exports.
for (const [folder, specifier, want] of [
  ["app/features/leads/server", "~/features/content/server/snapshot.server", false],
  ["app/features/leads/server", "~/features/content/index.server", true],
  ["app/features/leads/server", "~/features/content", true],
  ["app/features/leads/server", "~/features/leads/server/outbox.server", true],
  ["app/features/leads/server", "./outbox.server", true],
  ["app/features/leads/server", "../../content/schemas", false],
  ["app/features/pages/components", "~/features/leads/components/contact/contact-form", false],
  ["app/features/pages/components", "~/features/content", true],
  ["app/features/pages", "~/features/insights/landing", false],
  ["app/features/pages", "~/features/insights", true],
] as const) {
  expectImport(folder, specifier, want, folder.endsWith("components") ? "tsx" : "ts");
}

// Nothing imports upward: features never import routes, the root or the composition root.
for (const folder of ["app/features/leads", "app/features/leads/components", "app/features/leads/server"]) {
  for (const specifier of ["~/routes/home", "~/root", "~/runtime.server"])
    expectImport(folder, specifier, false);
}

// Inside a feature the layers hold too.
for (const [folder, specifier, want] of [
  ["app/features/leads/components", "~/features/leads/server/outbox.server", false],
  ["app/features/leads/components", "~/features/content/index.server", false],
  ["app/features/leads/components", "~/features/leads/lead-list", true],
  ["app/features/leads/server", "~/features/leads/components/lead-form", false],
  ["app/features/leads", "./components/lead-form", false],
  ["app/features/leads", "./server/outbox.server", false],
  ["app/features/leads", "node:fs", false],
  ["app/features/leads", "./lead-date", true],
] as const) {
  expectImport(folder, specifier, want, folder.endsWith("components") ? "tsx" : "ts");
}

// The web server around the app reaches it only through its entry.
expectImport("http", "../app/entry.server.tsx", true);
expectImport("http", "../app/server/runtime.server", false);
expectImport("http", "~/lib/seo", false);
expectImport("http", "node:http", true);

// Routes compose the features: they may import any of them.
expectImport("app/routes", "~/features/leads/components/contact/contact-form", true, "tsx");
expectImport("app/routes", "~/features/content/server/content-runtime.server", true, "tsx");

const cycleA = file("app/lib/cycle-a.ts", 'import { b } from "./cycle-b";\nexport const a = () => b;\n');
file("app/lib/cycle-b.ts", 'import { a } from "./cycle-a";\nexport const b = () => a;\n');
const noCycle = file("app/lib/no-cycle.ts", 'import { a } from "./cycle-a";\nexport const c = a;\n');
const camelCase = file("app/lib/leadDate.ts", "export const x = 1;\n");
const kebabCase = file("app/lib/lead-date-2.ts", "export const x = 1;\n");

const scratch = mkdtempSync(path.join(tmpdir(), "boundaries-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

beforeAll(() => {
  // The scratch folder is not a git checkout.
  writeFileSync(
    path.join(scratch, "biome.json"),
    JSON.stringify({ ...config, vcs: { enabled: false }, $schema: undefined }),
  );
  for (const probe of probes) {
    const full = path.join(scratch, probe.file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, probe.text);
  }
  let output: string;
  try {
    output = execFileSync(biome, ["lint", "--reporter=json", "--max-diagnostics=none", "."], {
      cwd: scratch,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(output) as { diagnostics: { category: string; location: { path: string } }[] };
  for (const diagnostic of report.diagnostics) {
    const where = diagnostic.location.path.split(path.sep).join("/");
    if (!refusedBy.has(where)) refusedBy.set(where, new Set());
    refusedBy.get(where)?.add(diagnostic.category);
  }
}, 60_000);

describe("import walls", () => {
  it("biome.json holds the zones scripts/lint/import-zones.ts writes", () => {
    expect(config.overrides).toEqual(overrides());
  });

  it("walls every folder of app/features (a feature left out of the list would have none)", () => {
    const folders = readdirSync(path.join(root, "app", "features"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...features].sort()).toEqual(folders.sort());
  });

  for (const { name, accepted, want } of expectations) {
    it(name, () => {
      expect(accepted()).toBe(want);
    });
  }
});

describe("the tree's other rules", () => {
  it("refuses an import cycle, and accepts a one-way import", () => {
    expect(cycleA().has("lint/suspicious/noImportCycles")).toBe(true);
    expect(noCycle().has("lint/suspicious/noImportCycles")).toBe(false);
  });

  it("refuses a file name that is not kebab-case", () => {
    expect(camelCase().has("lint/style/useFilenamingConvention")).toBe(true);
    expect(kebabCase().has("lint/style/useFilenamingConvention")).toBe(false);
  });
});
