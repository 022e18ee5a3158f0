/**
 * A quote's PDF as a download: the customer's copy from the quote's link
 * (/quote/<key>/pdf; a revoked link gets nothing), the owner's from the admin
 * (/admin/quotes/<id>/pdf), and the signed copy the acceptance e-mails carry.
 */
import { eq } from "drizzle-orm";
import { data } from "react-router";
import { siteFacts } from "~/features/content/index.server";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions } from "~/server/db/schema.server";
import { getDb } from "~/server/runtime.server";
import { customerQuoteView } from "../quote-view";
import { quotePdf } from "./quote-pdf.server";
import { toQuoteView } from "./quote-view.server";
import { type FullQuote, quoteByLink, readQuote } from "./quotes.server";

/** The quote's customer (the lead's name and e-mail; blank when the lead is gone). */
export async function quoteCustomer(db: Db, leadId: string): Promise<{ name: string; email: string }> {
  const [lead] = await db
    .select({ name: contactSubmissions.name, email: contactSubmissions.email })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, leadId));
  return lead ?? { name: "", email: "" };
}

export const quotePdfName = (quote: FullQuote["quote"]) =>
  `quote-${quote.number}${quote.revision > 1 ? `-v${quote.revision}` : ""}${quote.acceptance ? "-signed" : ""}.pdf`;

/**
 * The PDF of a stored quote. The copy behind the customer's link leaves out the signature's
 * network address and browser (anyone holding the link may open it); the owner's keeps them.
 */
export async function pdfOfQuote(db: Db, full: FullQuote, forCustomerLink = false): Promise<Buffer> {
  const [{ business }, customer] = await Promise.all([siteFacts(), quoteCustomer(db, full.quote.leadId)]);
  const view = toQuoteView(full);
  return quotePdf(forCustomerLink ? customerQuoteView(view) : view, business, customer.name);
}

async function pdfResponse(full: FullQuote | undefined, forCustomerLink: boolean): Promise<Response> {
  if (!full || full.quote.status === "draft") throw data("Not found", { status: 404 });
  const pdf = await pdfOfQuote(getDb(), full, forCustomerLink);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${quotePdfName(full.quote)}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

export async function customerQuotePdf(key: string): Promise<Response> {
  return pdfResponse(await quoteByLink(getDb(), key), true);
}

export async function ownerQuotePdf(id: string): Promise<Response> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw data("Not found", { status: 404 });
  return pdfResponse(await readQuote(getDb(), id), false);
}
