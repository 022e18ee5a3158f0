/**
 * Getting paid for a signed quote: its invoices (the deposit the moment the
 * quote is accepted, progress draws, the balance at the end), their lines,
 * the payments received against them (by card or bank through Stripe, or
 * cash, check and the owner's other means marked by him), and the Stripe
 * events already applied (each once, whatever Stripe retries).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { contactSubmissions } from "./leads.server";
import { quotes } from "./quotes.server";

export const invoiceKind = pgEnum("invoice_kind", ["deposit", "progress", "balance"]);
/** Paid and partly paid are not stored: they are read from the payments (one truth for the money). */
export const invoiceStatus = pgEnum("invoice_status", ["draft", "sent", "void"]);

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "Invoice 1001", numbered in the order they are made. */
    number: integer("number").notNull(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    /** The accepted quote it bills (every invoice today comes from one). */
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    kind: invoiceKind("kind").notNull(),
    status: invoiceStatus("status").notNull().default("sent"),
    title: text("title").notNull(),
    /** Thousandths of a percent, as the quote's (7.875% is 7875). */
    taxRate: integer("tax_rate").notNull().default(0),
    subtotalCents: integer("subtotal_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** The day it is due, in the business's time zone (YYYY-MM-DD). */
    dueOn: date("due_on", { mode: "string" }).notNull(),
    /** How to pay other than online, in the owner's words (the quote's payment terms when it was made). */
    paymentNote: text("payment_note").notNull().default(""),
    /** The unguessable key of the customer's link (/invoice/<key>); revoking clears it. */
    linkKey: text("link_key"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.number),
    uniqueIndex("invoices_link_key_idx").on(t.linkKey),
    // One deposit and one balance per quote (progress draws may be several); a void one may be made again.
    uniqueIndex("invoices_quote_kind_idx")
      .on(t.quoteId, t.kind)
      .where(sql`${t.kind} <> 'progress' and ${t.status} <> 'void'`),
    index("invoices_lead_idx").on(t.leadId),
  ],
);

/** An invoice's lines: quantities in hundredths, prices in cents; a credit (a deposit already paid) is negative. */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unit: text("unit").notNull().default(""),
    unitPriceCents: integer("unit_price_cents").notNull(),
    taxable: boolean("taxable").notNull().default(true),
  },
  (t) => [uniqueIndex("invoice_lines_position_idx").on(t.invoiceId, t.position)],
);

export const paymentMethod = pgEnum("payment_method", ["card", "bank", "cash", "check", "other"]);
/** A bank payment is processing until it clears (or fails); the rest are received when recorded. */
export const paymentState = pgEnum("payment_state", ["processing", "received", "failed"]);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    method: paymentMethod("method").notNull(),
    /** The check's number, or which other means ("Zelle"). */
    methodDetail: text("method_detail").notNull().default(""),
    state: paymentState("state").notNull(),
    /** The day the money came, in the business's time zone (YYYY-MM-DD). */
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    /** Stripe's PaymentIntent id for an online payment (one row per payment, whatever the events' order). */
    reference: text("reference"),
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** Who marked it (an account's name); empty for an online payment. */
    recordedBy: text("recorded_by").notNull().default(""),
    /** An entry the owner took back (a mistake): kept for the record, counted nowhere. */
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_reference_idx").on(t.reference),
    index("payments_invoice_idx").on(t.invoiceId),
    index("payments_received_on_idx").on(t.receivedOn),
  ],
);

/** Stripe events applied, by their id: a retried or replayed event finds itself here and changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
