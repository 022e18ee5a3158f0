/** First-party page analytics: the raw events, and the daily counts older ones are folded into. */

import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * One page view or click on a public page. No cookie, no IP address, no
 * user agent: the page, where the visit came from (classified source, UTM
 * medium and campaign) and its entry page. Kept 13 months, then folded into
 * analytics_daily.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** "view", "call", "email" or "booking". */
    kind: text("kind").notNull(),
    path: text("path").notNull(),
    /** The first page of the visit (a view that is the entry has path = entry_path). */
    entryPath: text("entry_path").notNull(),
    /** Whether this view started the visit (counted as one visit). */
    isEntry: boolean("is_entry").notNull().default(false),
    source: text("source").notNull(),
    medium: text("medium").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
  },
  (t) => [index("analytics_events_at_idx").on(t.at)],
);

/** Events older than the raw retention, counted per day and kind (nothing else is kept of them). */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day").notNull(),
    kind: text("kind").notNull(),
    path: text("path").notNull(),
    entryPath: text("entry_path").notNull(),
    source: text("source").notNull(),
    medium: text("medium").notNull(),
    campaign: text("campaign").notNull(),
    /** Events of the group; visits (entries) among them. */
    events: integer("events").notNull(),
    entries: integer("entries").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.path, t.entryPath, t.source, t.medium, t.campaign] })],
);

/**
 * Real visitors' speed (Web Vitals), counted per day (the business's time
 * zone), kind of page, device and measure: how many views reported it, and
 * how many fell in each of the measure's fixed buckets
 * (app/features/insights/vitals.ts). The 75th percentile of any period is read
 * from the summed buckets; no single visit's figures are kept
 * (docs/decisions/0019-vitals-daily-histograms.md).
 */
export const vitalsDaily = pgTable(
  "vitals_daily",
  {
    day: date("day").notNull(),
    /** "home", "service", "city", ... (app/features/insights/page-types.ts). */
    pageType: text("page_type").notNull(),
    /** "phone" or "computer". */
    device: text("device").notNull(),
    /** "lcp", "inp", "cls", "fcp" or "ttfb". */
    metric: text("metric").notNull(),
    views: integer("views").notNull(),
    /** Views per bucket, 20 of them: the first from 0, the last open above. */
    buckets: integer("buckets").array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.pageType, t.device, t.metric] }),
    check("vitals_daily_buckets", sql`cardinality(${t.buckets}) = 20`),
  ],
);
