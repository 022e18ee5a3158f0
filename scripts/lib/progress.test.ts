import { describe, expect, it } from "vitest";
import { formatDuration, startStep, stopwatch } from "./progress.ts";

/** A clock the test moves by hand, and the lines a step wrote. */
function harness(intervalMs?: number) {
  let time = 1000;
  const lines: string[] = [];
  return {
    lines,
    advance: (ms: number) => {
      time += ms;
    },
    options: { now: () => time, write: (line: string) => lines.push(line), intervalMs },
  };
}

describe("formatDuration", () => {
  it("gives tenths of a second under a minute", () => {
    expect(formatDuration(0)).toBe("0.0 s");
    expect(formatDuration(340)).toBe("0.3 s");
    expect(formatDuration(12_449)).toBe("12.4 s");
    expect(formatDuration(59_949)).toBe("59.9 s");
    expect(formatDuration(-5)).toBe("0.0 s");
  });

  it("gives minutes and whole seconds from a minute, hours from an hour", () => {
    expect(formatDuration(59_950)).toBe("1m 0s");
    expect(formatDuration(112_000)).toBe("1m 52s");
    expect(formatDuration(192_400)).toBe("3m 12s");
    expect(formatDuration(3_599_400)).toBe("59m 59s");
    expect(formatDuration(3_780_000)).toBe("1h 3m 0s");
  });
});

describe("stopwatch", () => {
  it("gives the time since it was started", () => {
    let time = 500;
    const elapsed = stopwatch(() => time);
    time += 1500;
    expect(elapsed()).toBe("1.5 s");
    time += 120_000;
    expect(elapsed()).toBe("2m 2s");
  });
});

describe("startStep", () => {
  it("prints no more than one progress line per interval, then the closing line", () => {
    const { lines, advance, options } = harness();
    const step = startStep("Converting images", 6, options);
    advance(1500);
    step.tick("a");
    expect(lines).toEqual([]);
    advance(600);
    step.tick("b");
    advance(100);
    step.tick("c");
    advance(1899);
    step.tick();
    advance(1);
    step.tick("e");
    expect(lines).toEqual(["Converting images: 2/6 (2.1 s) b", "Converting images: 5/6 (4.1 s) e"]);
    advance(108_000);
    step.tick("f");
    step.done();
    expect(lines).toEqual([
      "Converting images: 2/6 (2.1 s) b",
      "Converting images: 5/6 (4.1 s) e",
      "Converting images: 6/6 done in 1m 52s",
    ]);
  });

  it("counts skipped items as progress and says how many changed", () => {
    const { lines, advance, options } = harness();
    const step = startStep("Converting images", 4, options);
    step.skip("a");
    step.skip("b");
    advance(2500);
    step.tick("c");
    step.skip("d");
    step.done("12 files converted, 40 reused");
    expect(lines).toEqual([
      "Converting images: 3/4 (2.5 s) c",
      "Converting images: 1 of 4 changed, done in 2.5 s; 12 files converted, 40 reused",
    ]);
  });

  it("says in one line when every item was skipped", () => {
    const { lines, advance, options } = harness();
    const step = startStep("Converting images", 120, options);
    for (let i = 0; i < 120; i++) step.skip();
    advance(300);
    step.done();
    expect(lines).toEqual(["Converting images: 0 of 120 changed, nothing to do (0.3 s)"]);
  });

  it("says when there was nothing at all", () => {
    const { lines, options } = harness();
    startStep("Precompressing", 0, options).done();
    expect(lines).toEqual(["Precompressing: nothing to do (0.0 s)"]);
  });

  it("takes another interval", () => {
    const { lines, advance, options } = harness(10_000);
    const step = startStep("Lighthouse runs", 3, options);
    for (let i = 0; i < 3; i++) {
      advance(6000);
      step.tick();
    }
    expect(lines).toEqual(["Lighthouse runs: 2/3 (12.0 s)"]);
    step.done();
    expect(lines.at(-1)).toBe("Lighthouse runs: 3/3 done in 18.0 s");
  });
});
