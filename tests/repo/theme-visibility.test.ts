/**
 * A theme changes colours, never what is shown: no element is hidden or
 * shown by the dark theme. The accessibility pass relies on it, running
 * axe's colour rules alone in the second theme (tests/e2e/accessibility.spec.ts).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
const SHOWN_BY_THEME =
  /\bdark:(hidden|block|inline|inline-block|flex|inline-flex|grid|inline-grid|contents|table|sr-only|not-sr-only|invisible|visible|collapse)\b|\.dark\s[^{]*\{[^}]*\b(display|visibility)\s*:/;

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "app"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(tsx?|css)$/.test(file));

describe("the dark theme", () => {
  it("changes colours only: no element is shown or hidden by theme", () => {
    const found = files.filter((file) => SHOWN_BY_THEME.test(readFileSync(path.join(root, file), "utf8")));
    expect(found).toEqual([]);
  });

  it("would catch a part hidden in the dark theme", () => {
    expect(SHOWN_BY_THEME.test('<span className="block dark:hidden">')).toBe(true);
    expect(SHOWN_BY_THEME.test(".dark .promo { display: none; }")).toBe(true);
    expect(SHOWN_BY_THEME.test('<span className="text-white dark:text-blue-300">')).toBe(false);
  });
});
