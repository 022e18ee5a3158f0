/**
 * npm run bench:vitals -- [--views 500] [--days 365] [--runs 20] [--no-fail]
 *
 * How fast Insights' "Speed for real visitors" panel reads a year of daily
 * histograms. A fresh embedded database (in a temporary folder) gets `days`
 * days of `views` page loads a day, each spread over the kinds of page and
 * phones and computers like a real site's, made into the same daily rows the
 * beacons would add (app/features/insights/server/vitals.server.ts). Then the
 * panel's query for the whole period runs `runs` times (after one warm-up),
 * and 200 beacons are counted one by one, as the endpoint does.
 *
 * Prints the median and slowest times; exits 1 when any run of the query
 * (the slowest, not only the median) is over VITALS_REPORT_BUDGET_MS
 * (unless --no-fail).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type PageType, pageTypes } from "~/features/insights/page-types";
import { addDays } from "~/features/insights/report-view";
import {
  addVitals,
  vitalsBodySchema,
  vitalsReport,
  vitalsRows,
} from "~/features/insights/server/vitals.server";
import { openDatabase } from "~/server/db/client.server";
import { vitalsDaily } from "~/server/db/schema.server";
import { VITALS_REPORT_BUDGET_MS } from "./budgets.ts";
import { median, percentile } from "./report.ts";

const { values } = parseArgs({
  options: {
    views: { type: "string", default: "500" },
    days: { type: "string", default: "365" },
    runs: { type: "string", default: "20" },
    "no-fail": { type: "boolean", default: false },
  },
});
const viewsPerDay = Number(values.views);
const days = Number(values.days);
const runs = Number(values.runs);
const zone = "America/Chicago";

/** A repeatable stream of numbers in [0, 1). */
let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
/** Roughly log-normal: most visits near `typical`, a long slow tail. */
const spread = (typical: number) => typical * Math.exp((random() + random() + random() - 1.5) * 1.4);

const pathOf: Record<PageType, string> = {
  home: "/",
  service: "/service/interior-painting",
  city: "/service-area/shoreview",
  blog: "/blog/drywall-repair",
  gallery: "/gallery",
  forms: "/contact",
  other: "/faq",
};
const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/131.0.0.0 Mobile Safari/537.36";
const MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/131.0.0.0 Safari/537.36";

function beacon() {
  const pageType = pageTypes[Math.floor(random() * pageTypes.length)] as PageType;
  const phone = random() < 0.65;
  const body = vitalsBodySchema.parse({
    kind: "vitals",
    path: pathOf[pageType],
    vw: phone ? 390 : 1280,
    lcp: spread(phone ? 2200 : 1200),
    fcp: spread(phone ? 1400 : 700),
    ttfb: spread(300),
    cls: Math.min(spread(0.03), 50),
    // Not every visit taps or types.
    ...(random() < 0.6 ? { inp: spread(phone ? 150 : 60) } : {}),
  });
  return vitalsRows(body, phone ? PHONE : MAC);
}

const dir = mkdtempSync(path.join(os.tmpdir(), "bench-vitals-"));
const database = await openDatabase({ dataDir: dir });
try {
  const { db } = database;
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());
  const started = performance.now();
  let rowCount = 0;
  for (let d = 0; d < days; d++) {
    const day = addDays(today, -d);
    const rows = new Map<string, typeof vitalsDaily.$inferInsert & { buckets: number[] }>();
    for (let v = 0; v < viewsPerDay; v++) {
      for (const row of beacon()) {
        const key = `${row.pageType}/${row.device}/${row.metric}`;
        const into = rows.get(key);
        if (!into) rows.set(key, { day, ...row, buckets: [...row.buckets] });
        else {
          into.views += row.views;
          row.buckets.forEach((count, i) => {
            into.buckets[i] = (into.buckets[i] ?? 0) + count;
          });
        }
      }
    }
    await db.insert(vitalsDaily).values([...rows.values()]);
    rowCount += rows.size;
  }
  console.log(
    `${days} days of ${viewsPerDay} page loads: ${rowCount} daily rows, made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const period = { from: addDays(today, -(days - 1)), to: today, preset: "custom" as const, days };
  const check = await vitalsReport(db, period);
  const all = check.phone.find((row) => row.pageType === "all");
  console.log(
    `phones, all pages: LCP p75 ${all?.figures.lcp.p75?.value.toFixed(0)} ms over ${all?.figures.lcp.views} views`,
  );
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await vitalsReport(db, period);
    times.push(performance.now() - start);
  }
  const queryMedian = median(times);
  console.log(
    `the panel's query for ${days} days: median ${queryMedian.toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, slowest ${Math.max(...times).toFixed(1)} ms (${runs} runs; budget ${VITALS_REPORT_BUDGET_MS} ms)`,
  );

  const beaconTimes: number[] = [];
  for (let i = 0; i < 200; i++) {
    const rows = beacon();
    const start = performance.now();
    await addVitals(db, rows, zone);
    beaconTimes.push(performance.now() - start);
  }
  console.log(
    `counting one beacon: median ${median(beaconTimes).toFixed(2)} ms, p95 ${percentile(beaconTimes, 95).toFixed(2)} ms (200 beacons)`,
  );
  const slowest = Math.max(...times);
  if (slowest > VITALS_REPORT_BUDGET_MS && !values["no-fail"]) {
    console.error(
      `Over budget: the slowest run took ${slowest.toFixed(1)} ms > ${VITALS_REPORT_BUDGET_MS} ms.`,
    );
    process.exitCode = 1;
  } else {
    console.log(`Within budget: every run of the query under ${VITALS_REPORT_BUDGET_MS} ms.`);
  }
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
