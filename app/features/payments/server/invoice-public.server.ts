/**
 * /invoice/<key>: the customer's invoice. It shows what is billed, what is
 * paid (a bank payment still clearing, one that failed) and what is due;
 * Pay hands the customer to Stripe's own checkout for the amount due (card
 * or US bank account: no card or bank number ever reaches this server),
 * and the owner's other means are always shown in his words.
 */
import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { siteFacts } from "~/features/content/index.server";
import { contactSubmissions } from "~/server/db/schema.server";
import { readFormBody } from "~/server/form-body.server";
import { getDb } from "~/server/runtime.server";
import type { InvoiceView } from "../invoice-view";
import { invoicePdf, pdfResponse } from "./invoice-pdf.server";
import { toInvoiceView } from "./invoice-view.server";
import { invoiceByLink } from "./invoices.server";
import { createCheckout, stripeSettingsFromEnv } from "./stripe.server";

const FORM_BYTES = 1024;

/** What the customer's link shows: who marked a payment stays in the owner's pages. */
function customerView(view: InvoiceView): InvoiceView {
  return {
    ...view,
    payments: view.payments.filter((p) => !p.undone).map((p) => ({ ...p, recordedBy: "" })),
  };
}

/** What is left to pay online: the amount due less bank payments already on their way. */
const payableCents = (view: InvoiceView) => Math.max(0, view.balance.dueCents - view.balance.processingCents);

export async function invoicePublicData(key: string, request: Request) {
  const db = getDb();
  const full = await invoiceByLink(db, key);
  if (!full) throw data("Not found", { status: 404 });
  const { business } = await siteFacts();
  const view = customerView(await toInvoiceView(db, full, business.timeZone));
  return {
    invoice: view,
    payOnline: stripeSettingsFromEnv() !== null && payableCents(view) > 0,
    payableCents: payableCents(view),
    /** Back from the checkout: the payment's confirmation may still be on its way. */
    returned: new URL(request.url).searchParams.get("paid") === "1",
    pdfPath: `/invoice/${key}/pdf`,
  };
}

export type InvoiceAnswer = { ok: false; message: string };

function refusal(message: string, status: number) {
  return data<InvoiceAnswer>({ ok: false, message }, { status });
}

export async function invoicePublicAction(request: Request, key: string) {
  let form: FormData;
  try {
    form = await readFormBody(request, FORM_BYTES);
  } catch {
    return refusal("Your request could not be read. Please try again.", 400);
  }
  if (form.get("intent") !== "pay") return refusal("Your request could not be read. Please try again.", 400);
  const db = getDb();
  const full = await invoiceByLink(db, key);
  if (!full) return refusal("This invoice is no longer available. Please call us.", 404);
  const settings = stripeSettingsFromEnv();
  if (!settings) return refusal("Paying online is not available. Please pay as shown below.", 409);
  const { business } = await siteFacts();
  const view = await toInvoiceView(db, full, business.timeZone);
  const amountCents = payableCents(view);
  if (amountCents <= 0) return refusal("Nothing is left to pay on this invoice. Thank you!", 409);
  const [lead] = await db
    .select({ email: contactSubmissions.email })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, full.invoice.leadId));
  // Back to the address the customer paid from (a post from this site's own page: the form guard checked it).
  const page = new URL(`/invoice/${key}`, request.url).href;
  try {
    const checkout = await createCheckout(settings, {
      invoiceId: full.invoice.id,
      invoiceNumber: full.invoice.number,
      description: full.invoice.title,
      amountCents,
      customerEmail: lead?.email || undefined,
      successUrl: `${page}?paid=1`,
      cancelUrl: page,
      // Pay tapped twice (or in two tabs) for the same amount: one checkout.
      idempotencyKey: `invoice-${full.invoice.id}-${amountCents}-${full.payments.length}`,
    });
    return redirect(checkout.url, 303);
  } catch (error) {
    console.error("[payments] checkout failed:", error instanceof Error ? error.message : error);
    return refusal(
      "The card and bank payment page could not be reached just now. Please try again in a minute, or pay as shown below.",
      502,
    );
  }
}

/** The invoice's PDF behind the same unguessable link as its page. */
export async function customerInvoicePdf(key: string): Promise<Response> {
  const db = getDb();
  const full = await invoiceByLink(db, key);
  if (!full) throw data("Not found", { status: 404 });
  const { business } = await siteFacts();
  const view = customerView(await toInvoiceView(db, full, business.timeZone));
  return pdfResponse(await invoicePdf(view, business), view.number);
}
