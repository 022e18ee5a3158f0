/**
 * No module over 400 lines, so each one can be read in a sitting: a file that
 * grows past it is split by what its parts do. Data tables are the exception
 * (the seed's cities and gallery: long lists, no logic).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
const MAX_LINES = 400;
const DATA_TABLES = ["app/seed/cities.ts", "app/seed/gallery.ts"];
const ROUTE_MODULE_MAX_LINES = 80;

const files = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "*.ts", "*.tsx"],
  {
    cwd: root,
    encoding: "utf8",
  },
)
  .split("\n")
  // Generated migrations; and tools/, programs with a package of their own outside the app's lint, type and
  // dead-code checks (tools/sample-art draws the seed's illustrations, a scene to a function).
  .filter((file) => file && !file.startsWith("drizzle/") && !file.startsWith("tools/"));

const lineCount = (file: string) => readFileSync(path.join(root, file), "utf8").split("\n").length - 1;

describe("module size", () => {
  it(`keeps every module under ${MAX_LINES} lines, data tables aside`, () => {
    const long = files
      .filter((file) => !DATA_TABLES.includes(file))
      .map((file) => `${file}: ${lineCount(file)}`)
      .filter((entry) => Number(entry.split(": ")[1]) > MAX_LINES);
    expect(long).toEqual([]);
  });

  it(`keeps route modules thin (${ROUTE_MODULE_MAX_LINES} lines at most)`, () => {
    const routes = files.filter((file) => file.startsWith("app/routes/"));
    expect(routes.length).toBeGreaterThan(40);
    const long = routes.filter((file) => lineCount(file) > ROUTE_MODULE_MAX_LINES);
    expect(long).toEqual([]);
  });

  it("lists data tables that exist", () => {
    for (const table of DATA_TABLES) expect(files).toContain(table);
  });
});
