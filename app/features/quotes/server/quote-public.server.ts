/**
 * /quote/<key>: the customer's page for a quote the owner sent. Opening it
 * records the first view (not for link-preview robots); the customer
 * accepts one option with the extras they tick, typing their name and
 * ticking consent, or declines it with an optional reason.
 */
import { isbot } from "isbot";
import { data, redirect } from "react-router";
import { z } from "zod";
import { sendOwnerAlert } from "~/features/leads/index.server";
import { readFormBody } from "~/server/form-body.server";
import { getMessageOutbox } from "~/server/message-outbox.server";
import { getDb } from "~/server/runtime.server";
import { customerQuoteView, type DepositInstructions } from "../quote-view";
import { depositPayments } from "./deposit-payments.server";
import { mailContext } from "./quote-admin.server";
import { acceptQuote, declineQuote, markQuoteViewed } from "./quote-answers.server";
import { quoteCustomer, quotePdfName } from "./quote-downloads.server";
import { queueQuoteAccepted, queueQuoteDeclined } from "./quote-mail.server";
import { quotePdf } from "./quote-pdf.server";
import { toQuoteView } from "./quote-view.server";
import { type AfterQuoteChange, quoteByLink, readQuote } from "./quotes.server";

const FORM_BYTES = 16 * 1024;

/** How the page asks for an accepted quote's deposit when the payments have an invoice for it. */
export type DepositLookup = (quoteId: string) => Promise<DepositInstructions | undefined>;

export async function quotePublicData(key: string, request: Request, depositLookup?: DepositLookup) {
  const db = getDb();
  const full = await quoteByLink(db, key);
  if (!full) throw data("Not found", { status: 404 });
  const lead = await quoteCustomer(db, full.quote.leadId);
  const agent = request.headers.get("user-agent") ?? "";
  if (full.quote.status === "sent" && agent && !isbot(agent) && (await markQuoteViewed(db, full.quote.id))) {
    // The first opening tells the owner's phone (not awaited: the customer's page never waits on a push service).
    void sendOwnerAlert({
      title: `Quote ${full.quote.number} opened`,
      body: `${lead.name || "The customer"} is looking at the quote now.`,
      tag: `quote-opened-${full.quote.number}`,
      url: `/admin/quotes/${full.quote.id}`,
    });
  }
  const expired =
    full.quote.status === "sent" && !!full.quote.expiresAt && full.quote.expiresAt <= new Date();
  const { quote, options } = full;
  const deposit = quote.acceptance
    ? ((await depositLookup?.(quote.id)) ??
      (await depositPayments().instructions({
        quoteId: quote.id,
        quoteNumber: quote.number,
        customerName: lead.name,
        depositCents: quote.acceptance.depositCents,
        paymentTerms: quote.paymentTerms,
      })))
    : undefined;
  return {
    quote: customerQuoteView(toQuoteView({ quote, options })),
    customerName: lead.name,
    expired,
    pdfPath: `/quote/${key}/pdf`,
    deposit,
  };
}

const acceptSchema = z.object({
  intent: z.literal("accept"),
  quoteId: z.uuid({ error: "This quote could not be read. Reload the page and try again." }),
  optionId: z.uuid({ error: "Choose one of the options." }),
  optionalLineIds: z.array(z.uuid()).max(100).default([]),
  fullName: z
    .string()
    .trim()
    .min(2, "Type your full name to accept.")
    .max(120, "Keep your name under 120 characters."),
  consent: z.literal("on", { error: "Tick the box to say you accept the quote and its terms." }),
});

const declineSchema = z.object({
  intent: z.literal("decline"),
  quoteId: z.uuid({ error: "This quote could not be read. Reload the page and try again." }),
  reason: z.string().trim().max(1000, "Keep the reason under 1,000 characters.").default(""),
});

const answerMessages = {
  missing: "This quote is no longer available. Please call us.",
  updated: "This quote was just updated. Here is the latest version: please look it over again.",
  expired: "This quote has expired. Please call us for an updated one.",
  answered: "This quote was already answered.",
  "no-option": "Choose one of the options.",
} as const;

export type QuoteAnswer = { ok: false; message: string; field?: string };

function refusal(message: string, field?: string, status = 400) {
  return data<QuoteAnswer>({ ok: false, message, field }, { status });
}

/**
 * The customer's answer. `alsoOnAccept` runs inside the acceptance's own
 * transaction (the deposit invoice: never an accepted quote without it).
 */
export async function quotePublicAction(
  request: Request,
  key: string,
  ip: string,
  alsoOnAccept?: AfterQuoteChange,
) {
  let form: FormData;
  try {
    form = await readFormBody(request, FORM_BYTES);
  } catch {
    return refusal("Your answer could not be read. Please try again.");
  }
  const fields: Record<string, unknown> = {
    ...Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")),
    optionalLineIds: form.getAll("optionalLineIds[]").filter((v) => typeof v === "string"),
  };
  const db = getDb();
  const context = await mailContext();
  let result: Awaited<ReturnType<typeof acceptQuote>>;
  if (fields.intent === "decline") {
    const parsed = declineSchema.safeParse(fields);
    if (!parsed.success)
      return refusal(parsed.error.issues[0]!.message, String(parsed.error.issues[0]!.path[0]));
    result = await declineQuote(db, key, parsed.data, new Date(), async (tx, quote) =>
      // Read inside the answer's transaction (the embedded database has one connection).
      queueQuoteDeclined(tx, quote, await quoteCustomer(tx, quote.leadId), context),
    );
  } else {
    const parsed = acceptSchema.safeParse(fields);
    if (!parsed.success)
      return refusal(parsed.error.issues[0]!.message, String(parsed.error.issues[0]!.path[0]));
    const post = { ...parsed.data, ip, userAgent: (request.headers.get("user-agent") ?? "").slice(0, 300) };
    result = await acceptQuote(db, key, post, new Date(), async (tx, quote) => {
      await alsoOnAccept?.(tx, quote);
      const customer = await quoteCustomer(tx, quote.leadId);
      if (!customer.email && context.ownerTo.length === 0) return;
      // The signed copy, made from the quote as just accepted, goes to both.
      const accepted = await readQuote(tx, quote.id);
      const pdf = accepted && (await quotePdf(toQuoteView(accepted), context.business, customer.name));
      const signedPdf = pdf && { filename: quotePdfName(quote), base64: pdf.toString("base64") };
      await queueQuoteAccepted(tx, quote, customer, context, signedPdf);
    });
  }
  if (!result.ok)
    return refusal(answerMessages[result.reason], undefined, result.reason === "missing" ? 404 : 409);
  getMessageOutbox()?.kick();
  return redirect(`/quote/${key}`, 303);
}
