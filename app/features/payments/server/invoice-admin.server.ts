/**
 * The owner's invoice page: what is billed, paid and due; marking cash, a
 * check or another means received in a few taps (never more than is due),
 * taking back a mistaken entry and putting it back, voiding an invoice
 * nothing was paid on; and making a quote's balance or progress invoice.
 */
import { eq } from "drizzle-orm";
import { data, href } from "react-router";
import { siteFacts } from "~/features/content/index.server";
import { smsHref } from "~/features/leads";
import { moneyText } from "~/lib/money";
import { dayIn } from "~/lib/zoned-time";
import { checkForm, isUuid, readAdminForm, refused, savedRedirect } from "~/server/admin-posts.server";
import { contactSubmissions } from "~/server/db/schema.server";
import { getMessageOutbox } from "~/server/message-outbox.server";
import type { AdminUser } from "~/server/request-context.server";
import { getConfig, getDb, mailGoesOut } from "~/server/runtime.server";
import { paymentMeans } from "../invoice-view";
import { paymentEntrySchema } from "../schemas/payment-entry";
import { queueInvoiceSent } from "./invoice-mail.server";
import { invoicePdf, pdfResponse } from "./invoice-pdf.server";
import { toInvoiceView } from "./invoice-view.server";
import {
  createBalanceInvoice,
  createProgressInvoice,
  readInvoice,
  replaceInvoiceLink,
  voidInvoice,
} from "./invoices.server";
import { readPaymentSettings } from "./payment-settings.server";
import { recordPayment, setPaymentUndone } from "./payments.server";

const invoicePage = (id: string) => href("/admin/invoices/:id", { id });

export async function invoiceAdminData(id: string) {
  const db = getDb();
  const full = isUuid(id) ? await readInvoice(db, id) : undefined;
  if (!full) throw data("Not found", { status: 404 });
  const { business } = await siteFacts();
  const [lead] = await db
    .select({
      id: contactSubmissions.id,
      name: contactSubmissions.name,
      phone: contactSubmissions.phone,
      email: contactSubmissions.email,
    })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, full.invoice.leadId));
  const url = full.invoice.linkKey
    ? new URL(`/invoice/${full.invoice.linkKey}`, getConfig().siteUrl).href
    : undefined;
  const firstName = lead?.name.trim().split(/\s+/)[0] ?? "";
  return {
    invoice: await toInvoiceView(db, full, business.timeZone),
    quoteId: full.invoice.quoteId,
    leadId: lead?.id,
    url,
    smsHref:
      url && lead
        ? smsHref(lead.phone, `Hi ${firstName}, here is your invoice from ${business.name}: ${url}`)
        : undefined,
    today: dayIn(business.timeZone, new Date()),
    means: (await readPaymentSettings(db)).means,
    /** Where "E-mail it" sends it, when e-mail leaves this server and the customer gave an address. */
    mailTo: lead?.email && mailGoesOut() && url ? lead.email : undefined,
  };
}

export async function invoiceAdminAction(request: Request, id: string, user: AdminUser) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  const db = getDb();
  if (!isUuid(id) || !(await readInvoice(db, id))) return refused(404, "That invoice could not be found.");
  switch (post.intent) {
    case "record": {
      const checked = checkForm(paymentEntrySchema, post.form);
      if ("answer" in checked) return checked.answer;
      const entry = checked.values;
      const methodDetail =
        entry.method === "check" ? entry.checkNumber : entry.method === "other" ? entry.otherMeans : "";
      const result = await recordPayment(db, id, {
        amountCents: entry.amount,
        method: entry.method,
        methodDetail,
        receivedOn: entry.receivedOn,
        recordedBy: user.name || user.email,
      });
      if (!result.ok) {
        const message =
          result.reason === "too-much"
            ? `That is more than the ${moneyText(result.dueCents ?? 0)} still due on this invoice.`
            : "This invoice is void: nothing can be paid on it.";
        return refused(409, message, { values: checked.raw });
      }
      return savedRedirect(
        invoicePage(id),
        `${paymentMeans({ method: entry.method, methodDetail })} for ${moneyText(entry.amount)} marked received.`,
      );
    }
    case "undo":
    case "restore": {
      const paymentId = String(post.form.get("paymentId") ?? "");
      const changed =
        isUuid(paymentId) && (await setPaymentUndone(db, id, paymentId, post.intent === "undo"));
      if (!changed) return refused(404, "That payment could not be found.");
      return savedRedirect(
        invoicePage(id),
        post.intent === "undo" ? "Payment taken back." : "Payment put back.",
      );
    }
    case "email": {
      const full = (await readInvoice(db, id))!;
      const [customer] = await db
        .select({ name: contactSubmissions.name, email: contactSubmissions.email })
        .from(contactSubmissions)
        .where(eq(contactSubmissions.id, full.invoice.leadId));
      if (!customer?.email || !mailGoesOut() || !full.invoice.linkKey || full.invoice.status === "void") {
        return refused(409, "This invoice cannot be e-mailed: text its link instead.");
      }
      const [{ business }, { reminderDays }] = await Promise.all([siteFacts(), readPaymentSettings(db)]);
      await db.transaction((tx) =>
        queueInvoiceSent(tx, full.invoice, customer, {
          business,
          siteUrl: getConfig().siteUrl,
          reminderDays,
        }),
      );
      getMessageOutbox()?.kick();
      return savedRedirect(
        invoicePage(id),
        `Invoice e-mailed to ${customer.email}, with reminders after its due day.`,
      );
    }
    case "new-link": {
      if (!(await replaceInvoiceLink(db, id))) return refused(409, "This invoice is void: it has no link.");
      return savedRedirect(
        invoicePage(id),
        "New link made: the old one no longer opens. Send the new one to the customer.",
      );
    }
    case "void": {
      const result = await voidInvoice(db, id);
      if (!result.ok) {
        return refused(
          409,
          "Money was paid on this invoice, so it cannot be voided. Take the payments back first.",
        );
      }
      return savedRedirect(invoicePage(id), "Invoice voided: its link no longer opens.");
    }
    default:
      return refused(400, "This change could not be read. Please try again.");
  }
}

const madeMessages = {
  missing: "That quote could not be found.",
  "not-accepted": "Only an accepted quote is billed.",
  exists: "This quote already has its balance invoice.",
  "nothing-due": "Nothing is left to bill on this quote.",
  "too-much": "A progress payment must be less than what is left to bill: make the balance invoice instead.",
} as const;

/** "Make the balance invoice" and "Bill a progress payment", from the owner's quote page. */
export async function newInvoiceAction(request: Request, quoteId: string) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  if (!isUuid(quoteId)) return refused(404, madeMessages.missing);
  const { business } = await siteFacts();
  const today = dayIn(business.timeZone, new Date());
  const db = getDb();
  let made: Awaited<ReturnType<typeof createBalanceInvoice>>;
  if (post.intent === "balance") {
    made = await createBalanceInvoice(db, quoteId, today);
  } else if (post.intent === "progress") {
    const amount = paymentEntrySchema.shape.amount.safeParse(String(post.form.get("amount") ?? ""));
    if (!amount.success) return refused(400, "Type the amount to bill, like 1500.");
    const description =
      String(post.form.get("description") ?? "")
        .trim()
        .slice(0, 200) || "Progress payment";
    made = await createProgressInvoice(db, quoteId, { amountCents: amount.data, description }, today);
  } else {
    return refused(400, "This change could not be read. Please try again.");
  }
  if (!made.ok) return refused(409, madeMessages[made.reason]);
  return savedRedirect(
    invoicePage(made.invoice.id),
    `Invoice ${made.invoice.number} made for ${moneyText(made.invoice.totalCents)}: text or e-mail its link to the customer.`,
  );
}

/** The owner's copy of an invoice as a PDF (with the entries he took back left out, as the customer's). */
export async function ownerInvoicePdf(id: string): Promise<Response> {
  const db = getDb();
  const full = isUuid(id) ? await readInvoice(db, id) : undefined;
  if (!full) throw data("Not found", { status: 404 });
  const { business } = await siteFacts();
  const view = await toInvoiceView(db, full, business.timeZone);
  return pdfResponse(await invoicePdf(view, business), view.number);
}
