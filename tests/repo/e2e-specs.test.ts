/**
 * The browser tests run each spec where it can find something: the layout
 * specs at both widths, the rest at 1280 px, and only the specs that write to
 * the database again on PostgreSQL (tests/e2e/support/e2e-env.ts). These
 * checks keep the two lists honest as specs are added, so a test never
 * silently stops running where it matters.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentEditingSpecs, databaseSpecs, layoutSpecs } from "../e2e/support/e2e-env";

const e2eDir = path.resolve(import.meta.dirname, "..", "e2e");
const specs = new Map(
  readdirSync(e2eDir)
    .filter((name) => name.endsWith(".spec.ts"))
    .map((name) => [name.replace(/\.spec\.ts$/, ""), readFileSync(path.join(e2eDir, name), "utf8")]),
);

/** Posts a form, signs in, or sends something: the spec changes the database. */
const WRITES = /signInAsAdmin|signIn\(|\.post\(|setInputFiles|getByRole\("button", \{ name: "(Send|Submit)/;
/** Runs only at a phone's width, or asks which width it runs at. */
const PHONE_ONLY = /test\.skip\(\s*!isMobile|project\.name\s*!==\s*"mobile"/;
/** Markup checks run once, on the embedded database (tagged @markup). */
const MARKUP_ONLY = /^\s*test(\.describe)?\([^)]*\{\s*tag:\s*"@markup"/m;

describe("which specs run where", () => {
  it("names only specs that exist", () => {
    for (const name of [...layoutSpecs, ...databaseSpecs, ...contentEditingSpecs]) {
      expect(specs.has(name), name).toBe(true);
    }
  });

  it("puts a spec in one of the two lists, not both", () => {
    expect(databaseSpecs.filter((name) => contentEditingSpecs.includes(name))).toEqual([]);
  });

  it("runs every spec that writes to the database on PostgreSQL too, unless it only checks markup or edits content", () => {
    const missing = [...specs]
      .filter(([name, text]) => WRITES.test(text) && !databaseSpecs.includes(name))
      .filter(([name]) => !contentEditingSpecs.includes(name))
      .filter(([, text]) => !MARKUP_ONLY.test(text))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it("runs a spec with a phone-only test at the phone's width", () => {
    const missing = [...specs]
      .filter(([name, text]) => PHONE_ONLY.test(text) && !layoutSpecs.includes(name))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it("would catch a new spec that posts a form, and one with a phone-only test", () => {
    expect(WRITES.test('await request.post("/contact", { form })')).toBe(true);
    expect(PHONE_ONLY.test('test.skip(!isMobile(page), "mobile layout");')).toBe(true);
    expect(WRITES.test('await page.goto("/gallery")')).toBe(false);
  });
});
