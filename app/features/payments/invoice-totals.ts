/**
 * An invoice's money, in integer cents, by the quote's rules: each line is
 * its quantity (hundredths) times its price, rounded once; tax is the taxable
 * lines' subtotal times the rate, rounded once; a credit (a deposit already
 * paid) is a negative line outside the tax. What is paid comes from the
 * payments: a bank payment still clearing is not paid yet, an undone entry
 * or a failed payment counts nowhere, a refund takes its amount back.
 */
import { lineTotalCents, taxCents } from "~/features/quotes";

export interface InvoiceLineMoney {
  /** Hundredths of a unit (250 = 2.5). */
  quantity: number;
  /** Negative for a credit. */
  unitPriceCents: number;
  taxable: boolean;
}

export interface InvoiceTotals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** A line's amount; a credit's is negative, rounded as its positive twin. */
export function invoiceLineCents(line: Pick<InvoiceLineMoney, "quantity" | "unitPriceCents">): number {
  const amount = lineTotalCents({ quantity: line.quantity, unitPriceCents: Math.abs(line.unitPriceCents) });
  return line.unitPriceCents < 0 ? -amount : amount;
}

export function invoiceTotals(lines: readonly InvoiceLineMoney[], taxRate: number): InvoiceTotals {
  let taxable = 0;
  let other = 0;
  for (const line of lines) {
    if (line.taxable) taxable += invoiceLineCents(line);
    else other += invoiceLineCents(line);
  }
  const tax = taxable > 0 ? taxCents(taxable, taxRate) : 0;
  return { subtotalCents: taxable + other, taxCents: tax, totalCents: taxable + tax + other };
}

export interface PaymentMoney {
  amountCents: number;
  refundedCents: number;
  state: "processing" | "received" | "failed";
  undone: boolean;
}

export type InvoiceState = "draft" | "sent" | "partly paid" | "paid" | "void";

export interface InvoiceBalance {
  paidCents: number;
  /** Bank payments on their way (not paid until they clear). */
  processingCents: number;
  dueCents: number;
  state: InvoiceState;
}

/** What is paid and what is still due on an invoice, and the state the owner and the customer read. */
export function invoiceBalance(
  totalCents: number,
  status: "draft" | "sent" | "void",
  payments: readonly PaymentMoney[],
): InvoiceBalance {
  let paidCents = 0;
  let processingCents = 0;
  for (const payment of payments) {
    if (payment.undone) continue;
    if (payment.state === "received") paidCents += payment.amountCents - payment.refundedCents;
    else if (payment.state === "processing") processingCents += payment.amountCents;
  }
  const dueCents = Math.max(0, totalCents - paidCents);
  const state: InvoiceState =
    status !== "sent" ? status : paidCents <= 0 ? "sent" : dueCents === 0 ? "paid" : "partly paid";
  return { paidCents, processingCents, dueCents, state };
}
