import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageTypeOf } from "./page-types";
import {
  formatVital,
  percentileFromBuckets,
  VITAL_BUCKETS,
  vitalBand,
  vitalBucket,
  vitalDevice,
  vitalNames,
  vitalSpecs,
} from "./vitals";

/** The histogram of some values, as the server keeps it. */
function histogram(name: (typeof vitalNames)[number], values: number[]): number[] {
  const counts = Array.from({ length: VITAL_BUCKETS }, () => 0);
  for (const value of values) counts[vitalBucket(name, value)] = (counts[vitalBucket(name, value)] ?? 0) + 1;
  return counts;
}

/** The exact 75th percentile (nearest rank), to compare with. */
function exactP75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] as number;
}

describe("the buckets", () => {
  it("has one bucket more than edges for every measure, edges rising, each band limit an edge", () => {
    for (const name of vitalNames) {
      const spec = vitalSpecs[name];
      expect(spec.edges).toHaveLength(VITAL_BUCKETS - 1);
      expect([...spec.edges].sort((a, b) => a - b)).toEqual(spec.edges);
      expect(spec.edges).toContain(spec.good);
      expect(spec.edges).toContain(spec.poor);
    }
  });

  it("puts a value in the first bucket whose upper edge it does not pass, and all larger ones in the last", () => {
    expect(vitalBucket("lcp", 0)).toBe(0);
    expect(vitalBucket("lcp", 250)).toBe(0);
    expect(vitalBucket("lcp", 251)).toBe(1);
    expect(vitalBucket("lcp", 2500)).toBe(9);
    expect(vitalBucket("lcp", 2500.5)).toBe(10);
    expect(vitalBucket("lcp", 600_000)).toBe(VITAL_BUCKETS - 1);
    expect(vitalBucket("cls", 0)).toBe(0);
    expect(vitalBucket("cls", 0.1)).toBe(4);
  });
});

describe("Google's bands", () => {
  it("are good up to the first limit, poor above the second", () => {
    expect(vitalBand("lcp", 2500)).toBe("good");
    expect(vitalBand("lcp", 2501)).toBe("needs-improvement");
    expect(vitalBand("lcp", 4000)).toBe("needs-improvement");
    expect(vitalBand("lcp", 4001)).toBe("poor");
    expect(vitalBand("inp", 200)).toBe("good");
    expect(vitalBand("inp", 501)).toBe("poor");
    expect(vitalBand("cls", 0.1)).toBe("good");
    expect(vitalBand("cls", 0.26)).toBe("poor");
    expect(vitalBand("fcp", 1900)).toBe("needs-improvement");
    expect(vitalBand("ttfb", 1801)).toBe("poor");
  });
});

describe("the 75th percentile from the buckets", () => {
  it("is nothing without views, and interpolates inside the bucket that holds it", () => {
    expect(percentileFromBuckets("lcp", Array(VITAL_BUCKETS).fill(0))).toBeUndefined();
    // 100 views: 50 at up to 250 ms, 50 in (2250, 2500]: the 75th is halfway into the second bucket.
    const counts = Array(VITAL_BUCKETS).fill(0);
    counts[0] = 50;
    counts[9] = 50;
    expect(percentileFromBuckets("lcp", counts)).toEqual({ value: 2375, over: false });
    // All in the open last bucket: "over 20 s".
    const slow = Array(VITAL_BUCKETS).fill(0);
    slow[VITAL_BUCKETS - 1] = 30;
    const p75 = percentileFromBuckets("lcp", slow);
    expect(p75).toEqual({ value: 20000, over: true });
    expect(formatVital("lcp", p75 as NonNullable<typeof p75>)).toBe("over 20.0 s");
  });

  it("lies in the same bucket as the exact percentile, so its band is the exact one", () => {
    for (const name of vitalNames) {
      const spec = vitalSpecs[name];
      fc.assert(
        fc.property(
          fc.array(fc.double({ min: 0, max: spec.max, noNaN: true }), { minLength: 1 }),
          (values) => {
            const estimate = percentileFromBuckets(name, histogram(name, values));
            const exact = exactP75(values);
            expect(estimate).toBeDefined();
            if (!estimate) return;
            if (estimate.over) expect(exact).toBeGreaterThan(spec.edges.at(-1) as number);
            else expect(vitalBucket(name, estimate.value)).toBe(vitalBucket(name, exact));
            expect(vitalBand(name, estimate.value)).toBe(vitalBand(name, exact));
          },
        ),
        { numRuns: 200 },
      );
    }
  });
});

describe("how a figure reads", () => {
  it("rounds up, so a figure just over a limit never reads as the limit", () => {
    expect(formatVital("lcp", { value: 2500.1, over: false })).toBe("2.6 s");
    expect(formatVital("lcp", { value: 2400, over: false })).toBe("2.4 s");
    expect(formatVital("inp", { value: 180.2, over: false })).toBe("181 ms");
    expect(formatVital("cls", { value: 0.1, over: false })).toBe("0.10");
    expect(formatVital("cls", { value: 0.1001, over: false })).toBe("0.11");
    expect(formatVital("ttfb", { value: 999.5, over: false })).toBe("1000 ms");
  });
});

describe("phone or computer", () => {
  const pixel =
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
  const iphone =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
  const mac =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  it("is a phone by the Mobile token or a window narrower than a tablet", () => {
    expect(vitalDevice(pixel, 412)).toBe("phone");
    expect(vitalDevice(iphone, 390)).toBe("phone");
    expect(vitalDevice(mac, 390)).toBe("phone");
    expect(vitalDevice(mac, 1280)).toBe("computer");
    expect(vitalDevice(mac, 768)).toBe("computer");
  });
});

describe("the kind of page", () => {
  it("names every public page and nothing else", () => {
    expect(pageTypeOf("/")).toBe("home");
    expect(pageTypeOf("/services")).toBe("service");
    expect(pageTypeOf("/service/interior-painting")).toBe("service");
    expect(pageTypeOf("/service-area/shoreview")).toBe("city");
    expect(pageTypeOf("/service-areas/")).toBe("city");
    expect(pageTypeOf("/blog")).toBe("blog");
    expect(pageTypeOf("/blog/tag/exterior")).toBe("blog");
    expect(pageTypeOf("/blog/some-post")).toBe("blog");
    expect(pageTypeOf("/gallery")).toBe("gallery");
    expect(pageTypeOf("/contact")).toBe("forms");
    expect(pageTypeOf("/nominate/thank-you")).toBe("forms");
    expect(pageTypeOf("/faq")).toBe("other");
    for (const path of [
      "/admin",
      "/admin/insights",
      "/api/event",
      "/blog/a/b/c",
      "/blog/a?b=c",
      "/blog/a b",
      "/nowhere",
      "//x",
      "",
    ]) {
      expect(pageTypeOf(path), path).toBeUndefined();
    }
  });
});
