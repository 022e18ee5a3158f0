/** An invoice as its pages show it (the owner's and the customer's), dates as text. */
import type { InvoiceBalance, InvoiceState } from "./invoice-totals";

export interface InvoiceLineView {
  id: string;
  description: string;
  /** Hundredths (250 = 2.5). */
  quantity: number;
  unit: string;
  unitPriceCents: number;
  amountCents: number;
}

export interface PaymentView {
  id: string;
  amountCents: number;
  refundedCents: number;
  method: "card" | "bank" | "cash" | "check" | "other";
  methodDetail: string;
  state: "processing" | "received" | "failed";
  /** YYYY-MM-DD in the business's time zone. */
  receivedOn: string;
  online: boolean;
  undone: boolean;
  recordedBy: string;
}

export interface InvoiceView {
  id: string;
  number: number;
  kind: "deposit" | "progress" | "balance";
  title: string;
  customerName: string;
  quoteNumber: number;
  subtotalCents: number;
  taxCents: number;
  taxRate: number;
  totalCents: number;
  issuedOn: string;
  dueOn: string;
  paymentNote: string;
  lines: InvoiceLineView[];
  payments: PaymentView[];
  balance: InvoiceBalance;
  /** Past its due day with money still due (the business's today). */
  overdue: boolean;
}

export const invoiceStateLabels: Record<InvoiceState, string> = {
  draft: "Draft",
  sent: "Not paid yet",
  "partly paid": "Partly paid",
  paid: "Paid",
  void: "Void",
};

export const methodLabels: Record<PaymentView["method"], string> = {
  card: "Card",
  bank: "Bank account",
  cash: "Cash",
  check: "Check",
  other: "Other",
};

/** "Check 1042", "Zelle", "Card": how a payment was made, in a few words. */
export function paymentMeans(payment: Pick<PaymentView, "method" | "methodDetail">): string {
  if (payment.method === "check") return payment.methodDetail ? `Check ${payment.methodDetail}` : "Check";
  if (payment.method === "other") return payment.methodDetail || "Other";
  return methodLabels[payment.method];
}

/** "December 14, 2026" from YYYY-MM-DD (a calendar day: no time zone moves it). */
export function dayText(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** An unpaid invoice on the Money page. */
export interface OwedInvoice {
  id: string;
  number: number;
  title: string;
  dueCents: number;
  processingCents: number;
  dueOn: string;
  overdue: boolean;
}

export interface CustomerOwing {
  leadId: string;
  name: string;
  owedCents: number;
  overdueCents: number;
  invoices: OwedInvoice[];
}
