/**
 * The e-mails an invoice sends, queued in the outbox inside the change that
 * causes them: the invoice itself when the owner e-mails it, and reminders
 * after its due day (one topic per invoice, cancelled the moment nothing is
 * left to pay, a bank payment covers it, or it is voided). A reminder names
 * no amount: what is left to pay is on the invoice's page when it is read.
 */
import { moneyText } from "~/lib/money";
import type { SiteFacts } from "~/lib/schemas/business-profile";
import { addDays, zonedTimeToDate } from "~/lib/zoned-time";
import type { Db } from "~/server/db/client.server";
import type { OutgoingMail } from "~/server/email.server";
import { cancelMail, queueMail } from "~/server/message-outbox.server";
import { dayText } from "../invoice-view";
import type { InvoiceRow } from "./invoices.server";

export interface InvoiceMailContext {
  business: SiteFacts["business"];
  /** The site's origin (https://…). */
  siteUrl: string;
  /** Days after the due day a reminder goes out, at 9 in the morning the business's time (the owner's setting). */
  reminderDays: readonly number[];
}

export interface InvoiceCustomer {
  name: string;
  email: string;
}

const invoiceTopic = (invoiceId: string) => `invoice:${invoiceId}`;
export const invoiceUrl = (siteUrl: string, linkKey: string) => new URL(`/invoice/${linkKey}`, siteUrl).href;
const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

function invoiceMail(
  invoice: InvoiceRow,
  customer: InvoiceCustomer,
  { business, siteUrl }: InvoiceMailContext,
  subject: string,
  opening: string[],
): OutgoingMail {
  return {
    to: [customer.email],
    replyTo: business.email,
    subject,
    text: [
      `Hello ${firstName(customer.name)},`,
      "",
      ...opening,
      "",
      "See it, and pay online by card or bank account, here:",
      invoiceUrl(siteUrl, invoice.linkKey ?? ""),
      "",
      `Questions? Reply to this e-mail or call ${business.phone.display}.`,
      "",
      business.ownerFirstName,
      business.name,
    ].join("\n"),
  };
}

/** Queues the reminders after the due day (those still ahead); earlier ones of the invoice are cancelled. */
export async function queueInvoiceReminders(
  tx: Db,
  invoice: InvoiceRow,
  customer: InvoiceCustomer,
  context: InvoiceMailContext,
  now = new Date(),
): Promise<void> {
  const topic = invoiceTopic(invoice.id);
  await cancelMail(tx, topic);
  if (!customer.email || !invoice.linkKey) return;
  for (const day of context.reminderDays) {
    const sendAt = zonedTimeToDate(context.business.timeZone, `${addDays(invoice.dueOn, day)}T09:00`);
    if (!sendAt || sendAt <= now) continue;
    await queueMail(tx, {
      kind: "invoice.reminder",
      dedupeKey: `invoice:${invoice.id}:reminder:${day}:${now.getTime()}`,
      topic,
      sendAt,
      mail: invoiceMail(
        invoice,
        customer,
        context,
        `Reminder: Invoice ${invoice.number} from ${context.business.name} is past due`,
        [
          `Invoice ${invoice.number} (${invoice.title}) was due on ${dayText(invoice.dueOn)}.`,
          "If you have paid it already, thank you, and please ignore this note.",
        ],
      ),
    });
  }
}

/** The invoice to the customer now, and its reminders after the due day. */
export async function queueInvoiceSent(
  tx: Db,
  invoice: InvoiceRow,
  customer: InvoiceCustomer,
  context: InvoiceMailContext,
  now = new Date(),
): Promise<void> {
  await queueMail(tx, {
    kind: "invoice.sent",
    dedupeKey: `invoice:${invoice.id}:sent:${now.getTime()}`,
    mail: invoiceMail(invoice, customer, context, `Invoice ${invoice.number} from ${context.business.name}`, [
      `Here is your invoice for ${invoice.title}: ${moneyText(invoice.totalCents)}, due ${dayText(invoice.dueOn)}.`,
    ]),
  });
  await queueInvoiceReminders(tx, invoice, customer, context, now);
}

/** Stops an invoice's reminders (paid, covered by a bank payment on its way, voided). */
export async function stopInvoiceReminders(tx: Db, invoiceId: string): Promise<void> {
  await cancelMail(tx, invoiceTopic(invoiceId));
}
