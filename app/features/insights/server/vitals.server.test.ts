import { beforeEach, describe, expect, it } from "vitest";
import { receiveEvent, VITALS_PER_DAY } from "~/features/insights/server/events.server";
import {
  addVitals,
  vitalsBodySchema,
  vitalsReport,
  vitalsRows,
} from "~/features/insights/server/vitals.server";
import { MIN_VITAL_VIEWS, VITAL_BUCKETS } from "~/features/insights/vitals";
import { analyticsEvents, vitalsDaily } from "~/server/db/schema.server";
import { databaseRateLimitStore } from "~/server/rate-limit.server";
import { onEachDatabase } from "../../../../tests/support/databases";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const beacon = {
  kind: "vitals",
  path: "/service-area/shoreview",
  vw: 412,
  lcp: 1800,
  inp: 120,
  cls: 0.02,
  fcp: 900,
  ttfb: 300,
};

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/event", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "user-agent": PHONE, "content-type": "text/plain;charset=UTF-8", ...headers },
  });
}

describe("a speed beacon", () => {
  it("takes a public page's measures, any of them", () => {
    expect(vitalsBodySchema.safeParse(beacon).success).toBe(true);
    expect(vitalsBodySchema.safeParse({ kind: "vitals", path: "/", vw: 1280, ttfb: 80 }).success).toBe(true);
    expect(vitalsBodySchema.safeParse({ ...beacon, cls: 0 }).success).toBe(true);
  });

  it("refuses unknown pages, absurd values, missing measures and anything else", () => {
    const bad = [
      { ...beacon, path: "/admin/insights" },
      { ...beacon, path: "/no-such-page" },
      { ...beacon, path: "https://evil.example/" },
      { ...beacon, lcp: -1 },
      { ...beacon, lcp: 3_600_000 },
      { ...beacon, inp: "fast" },
      { ...beacon, cls: 1000 },
      { ...beacon, vw: 0 },
      { ...beacon, vw: 412.5 },
      { ...beacon, vw: undefined },
      { ...beacon, who: "someone@example.com" },
      { kind: "vitals", path: "/", vw: 400 },
    ];
    for (const body of bad)
      expect(vitalsBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });

  it("adds one view to one bucket of each measure, by kind of page and device", () => {
    const rows = vitalsRows(vitalsBodySchema.parse(beacon), PHONE);
    expect(rows.map((row) => [row.pageType, row.device, row.metric, row.views])).toEqual([
      ["city", "phone", "lcp", 1],
      ["city", "phone", "inp", 1],
      ["city", "phone", "cls", 1],
      ["city", "phone", "fcp", 1],
      ["city", "phone", "ttfb", 1],
    ]);
    for (const row of rows) {
      expect(row.buckets).toHaveLength(VITAL_BUCKETS);
      expect(row.buckets.reduce((a, b) => a + b)).toBe(1);
    }
    expect(vitalsRows(vitalsBodySchema.parse({ ...beacon, vw: 1440 }), MAC)[0]?.device).toBe("computer");
  });
});

onEachDatabase("real visitors' speed", (database) => {
  const zone = "America/Chicago";
  const store = () => ({
    db: database().db,
    limits: databaseRateLimitStore(database().db),
    timeZone: async () => zone,
  });
  const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());
  const period = () => ({ from: today(), to: today(), preset: 7 as const, days: 1 });

  beforeEach(async () => {
    await database().db.delete(vitalsDaily);
    await database().db.delete(analyticsEvents);
  });

  it("counts beacons into the day's histograms, keeping nothing of the visit itself", async () => {
    for (const lcp of [1000, 1100, 3000]) {
      expect((await receiveEvent(post({ ...beacon, lcp }), "198.51.100.20", store())).status).toBe(204);
    }
    const rows = await database().db.select().from(vitalsDaily);
    expect(rows).toHaveLength(5);
    const lcp = rows.find((row) => row.metric === "lcp");
    expect(lcp).toMatchObject({ day: today(), pageType: "city", device: "phone", views: 3 });
    expect(lcp?.buckets[3]).toBe(1); // (750, 1000]
    expect(lcp?.buckets[4]).toBe(1); // (1000, 1250]
    expect(lcp?.buckets[10]).toBe(1); // (2500, 3000]
    expect(JSON.stringify(rows)).not.toMatch(/198\.51\.100\.20|Pixel|shoreview/);
    // Not a page view: the visits are not counted twice.
    expect(await database().db.select().from(analyticsEvents)).toEqual([]);
  });

  it("counts at most a few page loads' beacons per client address and day, dropping the rest quietly", async () => {
    const slow = { ...beacon, lcp: 9000 };
    const answers = [];
    // Two addresses sending hundreds of slow beacons each (the second an IPv6 /64, any address in it).
    for (let i = 0; i < VITALS_PER_DAY + 40; i++) {
      answers.push((await receiveEvent(post(slow), "198.51.100.30", store())).status);
      answers.push((await receiveEvent(post(slow), `2001:db8:5:6::${i.toString(16)}`, store())).status);
    }
    expect(new Set(answers)).toEqual(new Set([204]));
    const lcp = async () =>
      (await database().db.select().from(vitalsDaily)).find((row) => row.metric === "lcp")?.views;
    expect(await lcp()).toBe(2 * VITALS_PER_DAY);
    // A real visitor elsewhere is still counted.
    await receiveEvent(post(beacon), "198.51.100.31", store());
    expect(await lcp()).toBe(2 * VITALS_PER_DAY + 1);
    // Two clients alone cannot even make a figure in a day.
    expect(2 * VITALS_PER_DAY).toBeLessThan(MIN_VITAL_VIEWS);
  });

  it("answers 400 for a bad beacon, 204 and nothing kept for a bot or an opted-out visitor", async () => {
    const bad = await receiveEvent(post({ ...beacon, lcp: 1e9 }), "a", store());
    expect(bad.status).toBe(400);
    const dropped = await Promise.all([
      receiveEvent(post(beacon, { "user-agent": "Googlebot/2.1" }), "a", store()),
      receiveEvent(post(beacon, { dnt: "1" }), "a", store()),
      receiveEvent(post(beacon, { "sec-gpc": "1" }), "a", store()),
    ]);
    expect(dropped.map((response) => response.status)).toEqual([204, 204, 204]);
    expect(await database().db.select().from(vitalsDaily)).toEqual([]);
  });

  it("reports the 75th percentile per kind of page and device, with all pages, once there are enough views", async () => {
    const { db } = database();
    const body = (lcp: number, path: string) =>
      vitalsBodySchema.parse({ kind: "vitals", path, vw: 390, lcp });
    // 24 phone views of city pages: 18 fast, 6 slow; the 75th percentile is among the fast.
    const city = [...Array(18).fill(900), ...Array(6).fill(5000)].map((lcp) =>
      vitalsRows(body(lcp, "/service-area/shoreview"), PHONE),
    );
    // Concurrent beacons of one day add up.
    await Promise.all(city.map((rows) => addVitals(db, rows, zone)));
    // 3 phone views of the home page: too few for a figure of its own.
    for (const lcp of [4500, 4600, 4700]) await addVitals(db, vitalsRows(body(lcp, "/"), PHONE), zone);

    const report = await vitalsReport(db, period());
    expect(report.computer).toEqual([]);
    expect(report.phone.map((row) => row.pageType)).toEqual(["all", "home", "city"]);
    const [all, home, cityRow] = report.phone;
    expect(cityRow?.figures.lcp.views).toBe(24);
    expect(cityRow?.figures.lcp.p75?.value).toBeGreaterThan(750);
    expect(cityRow?.figures.lcp.p75?.value).toBeLessThanOrEqual(1000);
    expect(cityRow?.figures.inp).toEqual({ views: 0 });
    expect(home?.figures.lcp).toEqual({ views: 3 });
    // All pages: 27 views, 9 slow of them: the 75th is a slow one.
    expect(all?.figures.lcp.views).toBe(27);
    expect(all?.figures.lcp.p75?.value).toBeGreaterThan(4000);

    // Another period holds nothing.
    const before = await vitalsReport(db, {
      from: "2024-01-01",
      to: "2024-01-31",
      preset: "custom",
      days: 31,
    });
    expect(before).toEqual({ phone: [], computer: [] });
  });
});
