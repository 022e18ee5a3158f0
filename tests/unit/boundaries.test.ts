/**
 * The layout's import rules (biome.json, noRestrictedImports per folder) fail
 * on each forbidden import. Each probe file is linted with the project's own
 * configuration in a scratch folder, so the tree itself is never touched.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
const biome = path.join(root, "node_modules", ".bin", "biome");
const scratch = mkdtempSync(path.join(tmpdir(), "boundaries-"));
const config = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8"));
// The scratch folder is not a git checkout.
config.vcs = { enabled: false };
delete config.$schema;
writeFileSync(path.join(scratch, "biome.json"), JSON.stringify(config));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Lints a one-import file placed at `file`; true when the import rule accepts it. */
function accepted(file: string, specifier: string): boolean {
  const full = path.join(scratch, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, `import value from "${specifier}";\nexport const probe = value;\n`);
  try {
    execFileSync(biome, ["lint", "--only=style/noRestrictedImports", file], { cwd: scratch, stdio: "pipe" });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(full);
  }
}

describe("import boundaries", () => {
  it("components/ui imports nothing else of the app", () => {
    expect(accepted("app/components/ui/probe.tsx", "~/lib/theme")).toBe(false);
    expect(accepted("app/components/ui/probe.tsx", "~/components/layout/footer")).toBe(false);
    expect(accepted("app/components/ui/probe.tsx", "../../lib/theme")).toBe(false);
    expect(accepted("app/components/ui/probe.tsx", "~/content/site")).toBe(false);
    // Its own folder and packages are fine.
    expect(accepted("app/components/ui/probe.tsx", "./cn")).toBe(true);
    expect(accepted("app/components/ui/probe.tsx", "~/components/ui/button")).toBe(true);
    expect(accepted("app/components/ui/probe.tsx", "react")).toBe(true);
  });

  for (const folder of ["lib", "content"]) {
    it(`${folder} imports no node:* module and nothing from components, routes or server`, () => {
      const file = `app/${folder}/probe.ts`;
      expect(accepted(file, "node:fs")).toBe(false);
      expect(accepted(file, "~/components/ui/button")).toBe(false);
      expect(accepted(file, "../components/layout/footer")).toBe(false);
      expect(accepted(file, "~/routes/home")).toBe(false);
      expect(accepted(file, "~/server/runtime.server")).toBe(false);
      expect(accepted(file, "../server/env.server")).toBe(false);
      expect(accepted(file, "./anything.server")).toBe(false);
      expect(accepted(file, "~/lib/blog")).toBe(true);
      expect(accepted(file, "zod")).toBe(true);
    });
  }

  it("server imports nothing from components or routes", () => {
    expect(accepted("app/server/probe.server.ts", "~/components/blog/post-card")).toBe(false);
    expect(accepted("app/server/probe.server.ts", "../components/ui/button")).toBe(false);
    expect(accepted("app/server/probe.server.ts", "~/routes/admin")).toBe(false);
    expect(accepted("app/server/probe.server.ts", "node:fs")).toBe(true);
    expect(accepted("app/server/probe.server.ts", "~/lib/seo")).toBe(true);
    expect(accepted("app/server/probe.server.ts", "./db/client.server")).toBe(true);
  });

  // Route modules (the root one too) import server modules for their loaders and actions;
  // React Router takes those out of the browser's code, and its build fails if one stays.
  it("browser code (components) never imports a *.server module", () => {
    for (const file of ["app/components/layout/probe.tsx", "app/components/ui/probe.tsx"]) {
      expect(accepted(file, "~/server/runtime.server")).toBe(false);
      expect(accepted(file, "./thing.server")).toBe(false);
      expect(accepted(file, "node:path")).toBe(false);
    }
    expect(accepted("app/components/layout/probe.tsx", "~/lib/seo")).toBe(true);
  });
});
