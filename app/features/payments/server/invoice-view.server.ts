/** A stored invoice as its pages show it. */
import { eq } from "drizzle-orm";
import { dayIn } from "~/lib/zoned-time";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions, quotes } from "~/server/db/schema.server";
import { invoiceLineCents } from "../invoice-totals";
import type { InvoiceView } from "../invoice-view";
import { balanceOf, type FullInvoice } from "./invoices.server";

export async function toInvoiceView(db: Db, full: FullInvoice, timeZone: string, now = new Date()) {
  const { invoice } = full;
  const [[lead], [quote]] = await Promise.all([
    db
      .select({ name: contactSubmissions.name })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, invoice.leadId)),
    db.select({ number: quotes.number }).from(quotes).where(eq(quotes.id, invoice.quoteId)),
  ]);
  const balance = balanceOf(full);
  const today = dayIn(timeZone, now);
  const view: InvoiceView = {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    title: invoice.title,
    customerName: lead?.name ?? "",
    quoteNumber: quote?.number ?? 0,
    subtotalCents: invoice.subtotalCents,
    taxCents: invoice.taxCents,
    taxRate: invoice.taxRate,
    totalCents: invoice.totalCents,
    issuedOn: dayIn(timeZone, invoice.sentAt ?? invoice.createdAt),
    dueOn: invoice.dueOn,
    paymentNote: invoice.paymentNote,
    lines: full.lines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPriceCents: line.unitPriceCents,
      amountCents: invoiceLineCents(line),
    })),
    payments: full.payments.map((payment) => ({
      id: payment.id,
      amountCents: payment.amountCents,
      refundedCents: payment.refundedCents,
      method: payment.method,
      methodDetail: payment.methodDetail,
      state: payment.state,
      receivedOn: payment.receivedOn,
      online: payment.reference !== null,
      undone: payment.undoneAt !== null,
      recordedBy: payment.recordedBy,
    })),
    balance,
    overdue: invoice.status === "sent" && balance.dueCents > 0 && invoice.dueOn < today,
  };
  return view;
}
