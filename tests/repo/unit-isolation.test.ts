/**
 * The unit tests share their worker's loaded modules (vitest.config.ts,
 * isolate: false). That holds only while no test replaces a module or the
 * clock for the modules others load: a mocked module would leak into the
 * next file of the same worker, and pass or fail by the order files run in.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
const unitTests = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "*.test.ts", "*.test.tsx"],
  {
    cwd: root,
    encoding: "utf8",
  },
)
  .split("\n")
  .filter((file) => file && /^(app|http|scripts|tests\/repo)\//.test(file));

describe("unit tests that share their worker", () => {
  it("exist (the list is read from the tree)", () => {
    expect(unitTests.length).toBeGreaterThan(50);
  });

  it("never mock a module or leave the clock faked", () => {
    const offenders = unitTests.filter((file) => {
      const text = readFileSync(path.join(root, file), "utf8");
      // Spelled in two parts, so this file does not name itself.
      const mocks = new RegExp(["vi\\.", "(mock|doMock|stubGlobal|stubEnv)\\("].join(""));
      const fakesTimers =
        text.includes(["vi.", "useFakeTimers("].join("")) &&
        !text.includes(["vi.", "useRealTimers("].join(""));
      return mocks.test(text) || fakesTimers;
    });
    expect(offenders).toEqual([]);
  });
});
