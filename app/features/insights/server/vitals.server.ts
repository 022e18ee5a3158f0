import { and, gte, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { type PageType, pageTypeOf, pageTypes } from "~/features/insights/page-types";
import type { InsightsPeriod } from "~/features/insights/report-view";
import {
  MIN_VITAL_VIEWS,
  percentileFromBuckets,
  VITAL_BUCKETS,
  type VitalFigure,
  type VitalName,
  type VitalsReport,
  vitalBucket,
  vitalDevice,
  vitalNames,
  vitalSpecs,
} from "~/features/insights/vitals";
import type { Db } from "~/server/db/client.server";
import { vitalsDaily } from "~/server/db/schema.server";

/**
 * Real visitors' speed: the beacon app/features/insights/measure.ts sends when a
 * page is hidden (one per page load), checked, then counted into the day's
 * histograms (vitals_daily); the visit's own figures are not kept. And the
 * report Insights shows: the 75th percentile per kind of page and device.
 */

const measure = (name: VitalName) => z.number().finite().min(0).max(vitalSpecs[name].max).optional();

export const vitalsBodySchema = z
  .object({
    kind: z.literal("vitals"),
    /** The page the figures are of (the page load's). */
    path: z
      .string()
      .max(300)
      .refine((path) => pageTypeOf(path) !== undefined, "a public page of the site"),
    /** The window's width in CSS pixels (phone or computer). */
    vw: z.number().int().min(100).max(20_000),
    lcp: measure("lcp"),
    inp: measure("inp"),
    cls: measure("cls"),
    fcp: measure("fcp"),
    ttfb: measure("ttfb"),
  })
  .strict()
  .refine((body) => vitalNames.some((name) => body[name] !== undefined), "at least one measure");
export type VitalsBody = z.infer<typeof vitalsBodySchema>;

/** What one beacon adds to the day: one view in one bucket of each measure it carries. */
export function vitalsRows(body: VitalsBody, userAgent: string) {
  const pageType = pageTypeOf(body.path) as PageType;
  const device = vitalDevice(userAgent, body.vw);
  return vitalNames.flatMap((metric) => {
    const value = body[metric];
    if (value === undefined) return [];
    const buckets = Array.from({ length: VITAL_BUCKETS }, () => 0);
    buckets[vitalBucket(metric, value)] = 1;
    return [{ pageType, device, metric, views: 1, buckets }];
  });
}

/** The rows' counts added to the day's, in one statement (a row per kind of page, device and measure). */
export async function addVitals(
  db: Db,
  rows: ReturnType<typeof vitalsRows>,
  timeZone: string,
): Promise<void> {
  if (rows.length === 0) return;
  const day = sql`(now() at time zone ${timeZone})::date`;
  const values = rows.map(
    (row) =>
      sql`(${day}, ${row.pageType}, ${row.device}, ${row.metric}, ${row.views}, ${`{${row.buckets.join(",")}}`}::int[])`,
  );
  const sums = Array.from({ length: VITAL_BUCKETS }, (_, i) =>
    sql.raw(`vitals_daily.buckets[${i + 1}] + excluded.buckets[${i + 1}]`),
  );
  await db.execute(sql`
    insert into vitals_daily (day, page_type, device, metric, views, buckets)
    values ${sql.join(values, sql`, `)}
    on conflict (day, page_type, device, metric) do update
      set views = vitals_daily.views + excluded.views,
        buckets = array[${sql.join(sums, sql`, `)}]
  `);
}

type Histogram = { views: number; buckets: number[] };

function figure(name: VitalName, histogram: Histogram | undefined): VitalFigure {
  if (!histogram || histogram.views === 0) return { views: 0 };
  if (histogram.views < MIN_VITAL_VIEWS) return { views: histogram.views };
  const p75 = percentileFromBuckets(name, histogram.buckets);
  return p75 ? { views: histogram.views, p75 } : { views: histogram.views };
}

/**
 * The period's figures, per device, for every kind of page that has any
 * (in the order of pageTypes) and for all pages together: the buckets of
 * its days summed by the database (one row per kind of page, device and
 * measure comes back).
 */
export async function vitalsReport(db: Db, period: InsightsPeriod): Promise<VitalsReport> {
  const bucketSums = Array.from(
    { length: VITAL_BUCKETS },
    (_, i) => sql`coalesce(sum(${vitalsDaily.buckets}[${sql.raw(String(i + 1))}]), 0)::int`,
  );
  const rows = await db
    .select({
      pageType: vitalsDaily.pageType,
      device: vitalsDaily.device,
      metric: vitalsDaily.metric,
      views: sql<number>`sum(${vitalsDaily.views})::int`,
      buckets: sql<number[]>`array[${sql.join(bucketSums, sql`, `)}]`,
    })
    .from(vitalsDaily)
    .where(and(gte(vitalsDaily.day, period.from), lte(vitalsDaily.day, period.to)))
    .groupBy(vitalsDaily.pageType, vitalsDaily.device, vitalsDaily.metric);

  const histograms = new Map<string, Histogram>();
  const add = (key: string, views: number, buckets: readonly number[]) => {
    const into = histograms.get(key) ?? { views: 0, buckets: Array.from({ length: VITAL_BUCKETS }, () => 0) };
    into.views += views;
    buckets.forEach((count, i) => {
      into.buckets[i] = (into.buckets[i] ?? 0) + Number(count);
    });
    histograms.set(key, into);
  };
  for (const row of rows) {
    add(`${row.device}/${row.pageType}/${row.metric}`, row.views, row.buckets);
    add(`${row.device}/all/${row.metric}`, row.views, row.buckets);
  }
  const report: VitalsReport = { phone: [], computer: [] };
  for (const device of ["phone", "computer"] as const) {
    for (const pageType of ["all", ...pageTypes] as const) {
      const of = (name: VitalName) => histograms.get(`${device}/${pageType}/${name}`);
      if (!vitalNames.some((name) => of(name))) continue;
      report[device].push({
        pageType,
        figures: Object.fromEntries(vitalNames.map((name) => [name, figure(name, of(name))])) as Record<
          VitalName,
          VitalFigure
        >,
      });
    }
  }
  return report;
}
