/**
 * The owner's money: what customers owe (and what is overdue), what came in
 * this month, bank payments on their way, unpaid invoices by customer, the
 * latest payments; and every payment as a CSV for his accountant, in the
 * columns QuickBooks reads for received payments.
 */
import { and, desc, eq, gte, inArray, isNull } from "drizzle-orm";
import { siteFacts } from "~/features/content/index.server";
import { dollarsCell, toCsv } from "~/lib/csv";
import { moneyText } from "~/lib/money";
import { dayIn } from "~/lib/zoned-time";
import { checkForm, readAdminForm, refused, savedRedirect } from "~/server/admin-posts.server";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions, invoices, payments } from "~/server/db/schema.server";
import { getConfig, getDb } from "~/server/runtime.server";
import { invoiceBalance } from "../invoice-totals";
import { type CustomerOwing, dayText, paymentMeans } from "../invoice-view";
import { paymentSettingsSchema } from "../schemas/payment-settings";
import { paymentMoney } from "./invoices.server";
import { readPaymentSettings, savePaymentSettings } from "./payment-settings.server";
import { maskedKey, stripeSettingsFromEnv } from "./stripe.server";

export async function moneySummary(db: Db, timeZone: string, now = new Date()) {
  const today = dayIn(timeZone, now);
  const monthStart = `${today.slice(0, 8)}01`;
  const open = await db
    .select({ invoice: invoices, name: contactSubmissions.name })
    .from(invoices)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, invoices.leadId))
    .where(eq(invoices.status, "sent"))
    .orderBy(invoices.dueOn, invoices.number);
  const paid = open.length
    ? await db
        .select()
        .from(payments)
        .where(
          inArray(
            payments.invoiceId,
            open.map((row) => row.invoice.id),
          ),
        )
    : [];
  const customers = new Map<string, CustomerOwing>();
  let owedCents = 0;
  let overdueCents = 0;
  let processingCents = 0;
  for (const { invoice, name } of open) {
    const balance = invoiceBalance(
      invoice.totalCents,
      invoice.status,
      paid.filter((p) => p.invoiceId === invoice.id).map(paymentMoney),
    );
    processingCents += balance.processingCents;
    if (balance.dueCents === 0) continue;
    const overdue = invoice.dueOn < today;
    owedCents += balance.dueCents;
    if (overdue) overdueCents += balance.dueCents;
    const customer = customers.get(invoice.leadId) ?? {
      leadId: invoice.leadId,
      name,
      owedCents: 0,
      overdueCents: 0,
      invoices: [],
    };
    customer.owedCents += balance.dueCents;
    if (overdue) customer.overdueCents += balance.dueCents;
    customer.invoices.push({
      id: invoice.id,
      number: invoice.number,
      title: invoice.title,
      dueCents: balance.dueCents,
      processingCents: balance.processingCents,
      dueOn: invoice.dueOn,
      overdue,
    });
    customers.set(invoice.leadId, customer);
  }
  const recent = await recentPayments(db, 20);
  const paidThisMonthCents = (await receivedSince(db, monthStart)).reduce(
    (sum, p) => sum + p.amountCents - p.refundedCents,
    0,
  );
  return {
    owedCents,
    overdueCents,
    processingCents,
    paidThisMonthCents,
    customers: [...customers.values()].sort(
      (a, b) => b.overdueCents - a.overdueCents || b.owedCents - a.owedCents,
    ),
    recent,
  };
}

async function receivedSince(db: Db, day: string) {
  const rows = await db
    .select({
      amountCents: payments.amountCents,
      refundedCents: payments.refundedCents,
      receivedOn: payments.receivedOn,
    })
    .from(payments)
    .where(and(eq(payments.state, "received"), isNull(payments.undoneAt), gte(payments.receivedOn, day)));
  return rows;
}

/** Payments newest first (not the entries the owner took back), with their invoice and customer. */
async function recentPayments(db: Db, limit?: number) {
  const query = db
    .select({
      payment: payments,
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
      customer: contactSubmissions.name,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, invoices.leadId))
    .where(isNull(payments.undoneAt))
    .orderBy(desc(payments.receivedOn), desc(payments.createdAt));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(({ payment, invoiceId, invoiceNumber, customer }) => ({
    id: payment.id,
    invoiceId,
    invoiceNumber,
    customer,
    amountCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    means: paymentMeans(payment),
    state: payment.state,
    receivedOn: payment.receivedOn,
    reference: payment.reference ?? "",
  }));
}

export async function moneyPageData() {
  const { business } = await siteFacts();
  const db = getDb();
  const [summary, settings] = await Promise.all([
    moneySummary(db, business.timeZone),
    readPaymentSettings(db),
  ]);
  const stripe = stripeSettingsFromEnv();
  return {
    ...summary,
    settings: { reminderDays: settings.reminderDays.join(", "), means: settings.means.join(", ") },
    /** Online payments: the secret key's kind and last four, never the key. */
    stripeKey: stripe ? maskedKey(stripe.secretKey) : null,
  };
}

/** The Money page's settings form: reminder days and the owner's other means. */
export async function moneyAction(request: Request) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  if (post.intent !== "settings") return refused(400, "This change could not be read. Please try again.");
  const checked = checkForm(paymentSettingsSchema, post.form);
  if ("answer" in checked) return checked.answer;
  await savePaymentSettings(getDb(), checked.values);
  return savedRedirect("/admin/money", "Payment settings saved.");
}

const stateWords = { received: "Received", processing: "Processing", failed: "Failed" } as const;

export const paymentsCsvHeader = [
  "Date",
  "Customer",
  "Invoice No",
  "Payment Method",
  "Reference No",
  "Amount",
  "Refunded",
  "Status",
];

/** Every payment (a failed bank payment too, marked so), newest first. */
export async function paymentsCsv(db: Db): Promise<string> {
  const rows = await recentPayments(db);
  return toCsv([
    paymentsCsvHeader,
    ...rows.map((row) => [
      row.receivedOn,
      row.customer,
      row.invoiceNumber,
      row.means,
      row.reference || (row.means.startsWith("Check ") ? row.means.slice(6) : ""),
      dollarsCell(row.amountCents),
      dollarsCell(row.refundedCents),
      stateWords[row.state],
    ]),
  ]);
}

export async function paymentsCsvResponse(): Promise<Response> {
  return new Response(await paymentsCsv(getDb()), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="payments.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}

/** The owner's morning e-mail: the invoices past their due day with money still due, most overdue first. */
export async function overdueDigestSection(now = new Date()) {
  const { business } = await siteFacts();
  const summary = await moneySummary(getDb(), business.timeZone, now);
  const overdue = summary.customers.flatMap((customer) =>
    customer.invoices
      .filter((invoice) => invoice.overdue)
      .map((invoice) => ({ customer: customer.name, invoice })),
  );
  overdue.sort((a, b) => a.invoice.dueOn.localeCompare(b.invoice.dueOn));
  const { siteUrl } = getConfig();
  const total = overdue.reduce((sum, { invoice }) => sum + invoice.dueCents, 0);
  return {
    subject: `${overdue.length === 1 ? "1 invoice is" : `${overdue.length} invoices are`} overdue (${moneyText(total)})`,
    lines: overdue.length
      ? [
          `${overdue.length === 1 ? "This invoice is" : "These invoices are"} past due, ${moneyText(total)} in all:`,
          "",
          ...overdue.map(
            ({ customer, invoice }) =>
              `- ${customer}, Invoice ${invoice.number}: ${moneyText(invoice.dueCents)} due ${dayText(invoice.dueOn)} (${siteUrl}/admin/invoices/${invoice.id})`,
          ),
          "",
          `Everything owed to you: ${siteUrl}/admin/money`,
        ]
      : [],
  };
}
