/** First-party page analytics: the raw events, and the daily counts older ones are folded into. */
import {
  bigserial,
  boolean,
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
