/**
 * Quotes the owner writes from a lead and the customer answers online: the
 * owner's list of usual lines, each quote (one row per revision: a sent
 * revision is frozen, a change makes the next one), its options and lines,
 * and what happened to it (sent, viewed, accepted with its audit record,
 * declined).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { contactSubmissions } from "./leads.server";

/** The owner's usual lines, to pick from when writing a quote ("Interior walls, per room"). */
export const quoteCatalogItems = pgTable(
  "quote_catalog_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    description: text("description").notNull(),
    /** The description in lower case: one entry per description, whatever its capitals. */
    key: text("key").notNull(),
    unit: text("unit").notNull().default(""),
    unitPriceCents: integer("unit_price_cents").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("quote_catalog_items_key_idx").on(t.key)],
);

export const quoteStatus = pgEnum("quote_status", [
  "draft",
  "sent",
  "accepted",
  "declined",
  "expired",
  "superseded",
]);

/** What the customer saw and chose when accepting, kept as the signature's audit record. */
export interface QuoteAcceptance {
  fullName: string;
  optionId: string;
  optionName: string;
  optionalLineIds: string[];
  totalCents: number;
  depositCents: number;
  ip: string;
  userAgent: string;
  /** SHA-256 (hex) of exactly what was shown: the quote's content, the choice and the totals. */
  fingerprint: string;
  at: string;
}

export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    /** The quote's number for people ("Quote 1024"), shared by its revisions. */
    number: integer("number").notNull(),
    /** 1 for the first; each change to a sent quote makes the next. */
    revision: integer("revision").notNull().default(1),
    status: quoteStatus("status").notNull().default("draft"),
    title: text("title").notNull().default(""),
    notes: text("notes").notNull().default(""),
    exclusions: text("exclusions").notNull().default(""),
    warranty: text("warranty").notNull().default(""),
    paymentTerms: text("payment_terms").notNull().default(""),
    /** Thousandths of a percent (7.875% is 7875). */
    taxRate: integer("tax_rate").notNull().default(0),
    depositPercent: integer("deposit_percent").notNull().default(25),
    validDays: integer("valid_days").notNull().default(30),
    /**
     * The unguessable key of the customer's link (/quote/<key>), held by the
     * latest sent revision; revoking the link clears it (a new one can be made).
     */
    linkKey: text("link_key"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    firstViewedAt: timestamp("first_viewed_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    acceptance: jsonb("acceptance").$type<QuoteAcceptance>(),
    declineReason: text("decline_reason"),
    /** The follow-up days after sending (e.g. [2, 5, 10]); empty for none. */
    followUpDays: jsonb("follow_up_days").$type<number[]>().notNull().default(sql`'[2,5,10]'::jsonb`),
    followUpsPaused: boolean("follow_ups_paused").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quotes_number_revision_idx").on(t.number, t.revision),
    uniqueIndex("quotes_link_key_idx").on(t.linkKey),
    index("quotes_lead_idx").on(t.leadId),
  ],
);

/** A quote's options (up to three: "Good", "Better", "Best"), one of them recommended. */
export const quoteOptions = pgTable(
  "quote_options",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    recommended: boolean("recommended").notNull().default(false),
  },
  (t) => [uniqueIndex("quote_options_position_idx").on(t.quoteId, t.position)],
);

/** An option's lines; quantities in hundredths (2.5 rooms is 250), prices in cents. */
export const quoteLines = pgTable(
  "quote_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    optionId: uuid("option_id")
      .notNull()
      .references(() => quoteOptions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unit: text("unit").notNull().default(""),
    unitPriceCents: integer("unit_price_cents").notNull(),
    optional: boolean("optional").notNull().default(false),
  },
  (t) => [uniqueIndex("quote_lines_position_idx").on(t.optionId, t.position)],
);
