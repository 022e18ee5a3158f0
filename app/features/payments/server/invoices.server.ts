/**
 * Invoices as stored: the deposit made inside the acceptance's own
 * transaction (so an accepted quote never lacks it), the balance when the
 * job is done (the accepted option's lines, less what earlier invoices
 * billed), progress draws in between, and voiding one that is wrong. An
 * invoice is frozen once made: a correction is a void and a new invoice.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, max, ne, sql } from "drizzle-orm";
import { type FullQuote, type QuoteRow, readQuote } from "~/features/quotes/index.server";
import { addDays } from "~/lib/zoned-time";
import type { Db } from "~/server/db/client.server";
import { invoiceLines, invoices, payments } from "~/server/db/schema.server";
import { invoiceBalance, invoiceTotals } from "../invoice-totals";
import { stopInvoiceReminders } from "./invoice-mail.server";

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export interface FullInvoice {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  payments: PaymentRow[];
}

/** "Invoice 1001": a customer's first invoice reads better than "Invoice 1". */
const FIRST_NUMBER = 1001;
/** Days the customer has to pay an invoice from the day it is made. */
export const DUE_AFTER_DAYS = 7;

interface NewLine {
  description: string;
  quantity: number;
  unit?: string;
  unitPriceCents: number;
  taxable: boolean;
}

interface NewInvoice {
  quote: QuoteRow;
  kind: "deposit" | "progress" | "balance";
  title: string;
  taxRate: number;
  lines: NewLine[];
  /** The business's day it is made (YYYY-MM-DD). */
  today: string;
}

async function insertInvoice(tx: Db, input: NewInvoice): Promise<InvoiceRow> {
  // One number at a time, whatever the number of servers.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('invoice-number'))`);
  const [{ last } = { last: null }] = await tx.select({ last: max(invoices.number) }).from(invoices);
  const totals = invoiceTotals(input.lines, input.taxRate);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: (last ?? FIRST_NUMBER - 1) + 1,
      leadId: input.quote.leadId,
      quoteId: input.quote.id,
      kind: input.kind,
      status: "sent",
      title: input.title,
      taxRate: input.taxRate,
      ...totals,
      dueOn: addDays(input.today, DUE_AFTER_DAYS),
      paymentNote: input.quote.paymentTerms,
      linkKey: randomBytes(24).toString("base64url"),
      sentAt: new Date(),
    })
    .returning();
  await tx.insert(invoiceLines).values(
    input.lines.map((line, position) => ({
      invoiceId: invoice!.id,
      position,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit ?? "",
      unitPriceCents: line.unitPriceCents,
      taxable: line.taxable,
    })),
  );
  return invoice!;
}

const quoteLabel = (quote: QuoteRow) => `Quote ${quote.number}${quote.title ? `: ${quote.title}` : ""}`;

/**
 * The deposit invoice of a quote just accepted, from the acceptance's own
 * figures (the deposit the customer saw and signed); none when the deposit
 * is nothing, and the same one when it already exists.
 */
export async function createDepositInvoice(
  tx: Db,
  quote: QuoteRow,
  today: string,
): Promise<InvoiceRow | null> {
  const acceptance = quote.acceptance;
  if (!acceptance || acceptance.depositCents <= 0) return null;
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.quoteId, quote.id), eq(invoices.kind, "deposit"), ne(invoices.status, "void")));
  if (existing) return existing;
  return insertInvoice(tx, {
    quote,
    kind: "deposit",
    title: `Deposit for ${quoteLabel(quote)}`,
    taxRate: 0,
    lines: [
      {
        description: `Deposit (${quote.depositPercent}%) of ${acceptance.optionName}, total as signed`,
        quantity: 100,
        unitPriceCents: acceptance.depositCents,
        taxable: false,
      },
    ],
    today,
  });
}

/** The invoices of a quote that still count (not void), oldest first. */
async function billedSoFar(tx: Db, quoteId: string): Promise<InvoiceRow[]> {
  return tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.quoteId, quoteId), ne(invoices.status, "void")))
    .orderBy(asc(invoices.number));
}

export type InvoiceMade =
  | { ok: true; invoice: InvoiceRow }
  | { ok: false; reason: "missing" | "not-accepted" | "exists" | "nothing-due" | "too-much" };

type Accepted =
  | { ok: true; full: FullQuote; quote: QuoteRow; acceptance: NonNullable<QuoteRow["acceptance"]> }
  | { ok: false; reason: "missing" | "not-accepted" };

function acceptedQuote(full: FullQuote | undefined): Accepted {
  if (!full) return { ok: false, reason: "missing" };
  const { quote } = full;
  if (quote.status !== "accepted" || !quote.acceptance) return { ok: false, reason: "not-accepted" };
  return { ok: true, full, quote, acceptance: quote.acceptance };
}

/**
 * The balance invoice: the accepted option's lines (the extras the customer
 * ticked), the quote's tax, less every earlier invoice that still counts.
 */
export async function createBalanceInvoice(db: Db, quoteId: string, today: string): Promise<InvoiceMade> {
  return db.transaction(async (tx) => {
    const accepted = acceptedQuote(await readQuote(tx, quoteId));
    if (!accepted.ok) return accepted;
    const { full, quote, acceptance } = accepted;
    const earlier = await billedSoFar(tx, quoteId);
    if (earlier.some((invoice) => invoice.kind === "balance")) return { ok: false, reason: "exists" };
    const option = full.options.find((o) => o.id === acceptance.optionId);
    const ticked = new Set(acceptance.optionalLineIds);
    const lines: NewLine[] = (option?.lines ?? [])
      .filter((line) => !line.optional || ticked.has(line.id))
      .map((line) => ({
        description: line.description,
        quantity: line.quantity,
        unit: line.unit,
        unitPriceCents: line.unitPriceCents,
        taxable: true,
      }));
    for (const invoice of earlier) {
      lines.push({
        description: `Less Invoice ${invoice.number} (${invoice.kind === "deposit" ? "deposit" : "progress"})`,
        quantity: 100,
        unitPriceCents: -invoice.totalCents,
        taxable: false,
      });
    }
    if (invoiceTotals(lines, quote.taxRate).totalCents <= 0) return { ok: false, reason: "nothing-due" };
    const invoice = await insertInvoice(tx, {
      quote,
      kind: "balance",
      title: `Balance for ${quoteLabel(quote)}`,
      taxRate: quote.taxRate,
      lines,
      today,
    });
    return { ok: true, invoice };
  });
}

/** A progress draw: an amount of the signed total billed before the end, never more than is left to bill. */
export async function createProgressInvoice(
  db: Db,
  quoteId: string,
  draw: { amountCents: number; description: string },
  today: string,
): Promise<InvoiceMade> {
  return db.transaction(async (tx) => {
    const accepted = acceptedQuote(await readQuote(tx, quoteId));
    if (!accepted.ok) return accepted;
    const earlier = await billedSoFar(tx, quoteId);
    if (earlier.some((invoice) => invoice.kind === "balance")) return { ok: false, reason: "exists" };
    const left =
      accepted.acceptance.totalCents - earlier.reduce((sum, invoice) => sum + invoice.totalCents, 0);
    if (draw.amountCents <= 0) return { ok: false, reason: "nothing-due" };
    if (draw.amountCents >= left) return { ok: false, reason: "too-much" };
    const invoice = await insertInvoice(tx, {
      quote: accepted.quote,
      kind: "progress",
      title: `Progress payment for ${quoteLabel(accepted.quote)}`,
      taxRate: 0,
      lines: [
        { description: draw.description, quantity: 100, unitPriceCents: draw.amountCents, taxable: false },
      ],
      today,
    });
    return { ok: true, invoice };
  });
}

async function fullInvoice(db: Db, invoice: InvoiceRow | undefined): Promise<FullInvoice | undefined> {
  if (!invoice) return undefined;
  const [lines, paid] = await Promise.all([
    db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id))
      .orderBy(asc(invoiceLines.position)),
    db.select().from(payments).where(eq(payments.invoiceId, invoice.id)).orderBy(asc(payments.createdAt)),
  ]);
  return { invoice, lines, payments: paid };
}

export async function readInvoice(db: Db, id: string): Promise<FullInvoice | undefined> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
  return fullInvoice(db, invoice);
}

/** The invoice behind a customer's link; none for a revoked or unknown key, or a void invoice. */
export async function invoiceByLink(db: Db, key: string): Promise<FullInvoice | undefined> {
  if (key.length < 20 || key.length > 64) return undefined;
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.linkKey, key), ne(invoices.status, "void")));
  return fullInvoice(db, invoice);
}

/** A payment row as the balance reads it. */
export const paymentMoney = (payment: PaymentRow) => ({
  amountCents: payment.amountCents,
  refundedCents: payment.refundedCents,
  state: payment.state,
  undone: payment.undoneAt !== null,
});

export const balanceOf = (full: FullInvoice) =>
  invoiceBalance(full.invoice.totalCents, full.invoice.status, full.payments.map(paymentMoney));

/** A quote's invoices with what is paid on each, oldest first (the admin's quote page). */
export async function invoicesForQuote(db: Db, quoteId: string) {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.quoteId, quoteId))
    .orderBy(asc(invoices.number));
  const paid = rows.length
    ? await db
        .select()
        .from(payments)
        .where(
          inArray(
            payments.invoiceId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return rows.map((invoice) => ({
    invoice,
    balance: invoiceBalance(
      invoice.totalCents,
      invoice.status,
      paid.filter((p) => p.invoiceId === invoice.id).map(paymentMoney),
    ),
  }));
}

/**
 * A new link for an invoice whose link went where it should not: the old one
 * stops opening at once. Undefined for a void or unknown invoice.
 */
export async function replaceInvoiceLink(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .update(invoices)
    .set({ linkKey: randomBytes(24).toString("base64url") })
    .where(and(eq(invoices.id, id), ne(invoices.status, "void")))
    .returning({ linkKey: invoices.linkKey });
  return row?.linkKey ?? undefined;
}

export type VoidResult = { ok: true } | { ok: false; reason: "missing" | "paid" };

/** Voids an invoice nothing was paid on (its money came in: refund it first, or keep it). */
export async function voidInvoice(db: Db, id: string): Promise<VoidResult> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
    if (!invoice || invoice.status === "void") return { ok: false, reason: "missing" };
    const full = await fullInvoice(tx, invoice);
    const balance = balanceOf(full!);
    if (balance.paidCents > 0 || balance.processingCents > 0) return { ok: false, reason: "paid" };
    await tx
      .update(invoices)
      .set({ status: "void", voidedAt: new Date(), linkKey: null })
      .where(eq(invoices.id, id));
    await stopInvoiceReminders(tx, id);
    return { ok: true };
  });
}
