/**
 * Where the payments meet a quote: the deposit invoice made inside the
 * acceptance's transaction, the accepted quote's page pointing at it (paid
 * or to pay), and the quote's invoices for the owner's quote page.
 */
import { and, eq, ne } from "drizzle-orm";
import { siteFacts } from "~/features/content/index.server";
import type { DepositInstructions } from "~/features/quotes";
import type { QuoteRow } from "~/features/quotes/index.server";
import { moneyText } from "~/lib/money";
import { dayIn } from "~/lib/zoned-time";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions, invoices } from "~/server/db/schema.server";
import { getConfig, getDb, mailGoesOut } from "~/server/runtime.server";
import { queueInvoiceReminders } from "./invoice-mail.server";
import { balanceOf, createDepositInvoice, invoicesForQuote, readInvoice } from "./invoices.server";
import { readPaymentSettings } from "./payment-settings.server";
import { stripeSettingsFromEnv } from "./stripe.server";

/**
 * The step the acceptance runs in its own transaction: the deposit invoice, dated in the business's
 * day, and its reminders after the due day when the customer gave an e-mail address (the acceptance's
 * own e-mail already sends the customer to it).
 */
export async function depositInvoiceStep(): Promise<(tx: Db, quote: QuoteRow) => Promise<void>> {
  const [{ business }, { reminderDays }] = await Promise.all([siteFacts(), readPaymentSettings(getDb())]);
  const context = { business, siteUrl: getConfig().siteUrl, reminderDays };
  return async (tx, quote) => {
    const invoice = await createDepositInvoice(tx, quote, dayIn(business.timeZone, new Date()));
    if (!invoice) return;
    const [customer] = await tx
      .select({ name: contactSubmissions.name, email: contactSubmissions.email })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, quote.leadId));
    if (customer?.email && mailGoesOut()) await queueInvoiceReminders(tx, invoice, customer, context);
  };
}

/** What the accepted quote's page says about the deposit: its invoice, paid or to pay; none without one. */
export async function depositInstructions(quoteId: string): Promise<DepositInstructions | undefined> {
  const db = getDb();
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.quoteId, quoteId), eq(invoices.kind, "deposit"), ne(invoices.status, "void")));
  const full = row && (await readInvoice(db, row.id));
  if (!full?.invoice.linkKey) return undefined;
  const url = `/invoice/${full.invoice.linkKey}`;
  const balance = balanceOf(full);
  if (balance.state === "paid") {
    return { kind: "link", text: "Your deposit is paid. Thank you!", url, label: "See the receipt" };
  }
  const online = stripeSettingsFromEnv() !== null;
  const ways = online ? " Pay it online by card or bank account, or as the quote says:" : "";
  return {
    kind: "link",
    text: `Your deposit invoice for ${moneyText(balance.dueCents)} is ready.${ways}\n${full.invoice.paymentNote}`.trim(),
    url,
    label: online ? "Pay the deposit" : "See the deposit invoice",
  };
}

/** A quote's invoices as the owner's quote page lists them. */
export async function quoteInvoices(quoteId: string) {
  const rows = await invoicesForQuote(getDb(), quoteId);
  return rows.map(({ invoice, balance }) => ({
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    title: invoice.title,
    totalCents: invoice.totalCents,
    dueCents: balance.dueCents,
    state: balance.state,
  }));
}
