/**
 * The owner's quote pages: writing a quote from a lead (a draft he can save
 * and come back to), sending it (e-mail, and a text from his own phone),
 * revising a sent one, revoking its link and pausing its follow-ups.
 */
import { eq } from "drizzle-orm";
import { data, href } from "react-router";
import { siteFacts } from "~/features/content/index.server";
import { smsHref } from "~/features/leads";
import { dollarsText } from "~/lib/money";
import { checkForm, isUuid, readAdminForm, refused, savedRedirect } from "~/server/admin-posts.server";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions, quotes } from "~/server/db/schema.server";
import { getMessageOutbox } from "~/server/message-outbox.server";
import { getConfig, getDb, mailGoesOut } from "~/server/runtime.server";
import { formatQuantity } from "../quote-totals";
import { DEFAULT_FOLLOW_UP_DAYS, type QuoteDraft, quoteDraftSchema } from "../schemas/quote-draft";
import { addToCatalog, readCatalog } from "./quote-catalog.server";
import { type QuoteMailContext, queueQuoteSent, quoteUrl, stopQuoteFollowUps } from "./quote-mail.server";
import { toQuoteView } from "./quote-view.server";
import {
  createQuote,
  type FullQuote,
  readQuote,
  reviseQuote,
  revokeQuoteLink,
  saveDraft,
  sendQuote,
} from "./quotes.server";

async function readLead(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [lead] = await db
    .select({
      id: contactSubmissions.id,
      name: contactSubmissions.name,
      email: contactSubmissions.email,
      phone: contactSubmissions.phone,
      service: contactSubmissions.service,
    })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, id));
  return lead;
}

export async function mailContext(): Promise<QuoteMailContext> {
  const config = getConfig();
  return { business: (await siteFacts()).business, siteUrl: config.siteUrl, ownerTo: config.leadsNotifyTo };
}

/** A new quote's starting words: the business's warranty and the deposit the FAQ promises. */
async function startingValues(service: string) {
  const { claims, business } = await siteFacts();
  return {
    title: service,
    options: [{ name: "", lines: [] }],
    notes: "",
    exclusions: "Moving large furniture, and repairs beyond the ones listed.",
    warranty: `${claims.warrantyYears}-year warranty on our workmanship.`,
    paymentTerms:
      "A deposit reserves your place on our schedule; the balance is due when the job is finished. We accept cash, check, credit card and electronic payment.",
    taxRate: business.quoteTaxPercent,
    depositPercent: "25",
    validDays: "30",
    followUpDays: DEFAULT_FOLLOW_UP_DAYS.join(", "),
  };
}

/** The editor's values for a stored quote (amounts as the owner types them). */
function valuesOf(full: FullQuote) {
  const { quote } = full;
  const recommended = full.options.findIndex((o) => o.recommended);
  return {
    title: quote.title,
    options: full.options.map((option) => ({
      name: option.name,
      lines: option.lines.map((line) => ({
        description: line.description,
        quantity: formatQuantity(line.quantity),
        unit: line.unit,
        unitPrice: dollarsText(line.unitPriceCents),
        optional: line.optional ? "on" : "",
      })),
    })),
    recommended: recommended >= 0 ? String(recommended) : "",
    notes: quote.notes,
    exclusions: quote.exclusions,
    warranty: quote.warranty,
    paymentTerms: quote.paymentTerms,
    taxRate: String(quote.taxRate / 1000),
    depositPercent: String(quote.depositPercent),
    validDays: String(quote.validDays),
    followUpDays: quote.followUpDays.join(", "),
  };
}

export async function newQuoteData(leadId: string) {
  const db = getDb();
  const lead = await readLead(db, leadId);
  if (!lead) throw data("Not found", { status: 404 });
  return {
    lead,
    values: await startingValues(lead.service),
    catalog: await readCatalog(db),
    mailOn: mailGoesOut(),
  };
}

export async function quotePageData(id: string) {
  const db = getDb();
  const full = isUuid(id) ? await readQuote(db, id) : undefined;
  if (!full) throw data("Not found", { status: 404 });
  const lead = await readLead(db, full.quote.leadId);
  if (!lead) throw data("Not found", { status: 404 });
  const { business } = await siteFacts();
  const url = full.quote.linkKey ? quoteUrl(getConfig().siteUrl, full.quote.linkKey) : undefined;
  const text = url
    ? smsHref(lead.phone, `Hi ${lead.name.split(" ")[0]}, here is your quote from ${business.name}: ${url}`)
    : undefined;
  return {
    quote: toQuoteView(full),
    lead,
    values: valuesOf(full),
    catalog: await readCatalog(db),
    url,
    smsHref: text,
    mailOn: mailGoesOut(),
  };
}

async function send(db: Db, quoteId: string, lead: { name: string; email: string }) {
  const context = await mailContext();
  const sent = await sendQuote(db, quoteId, new Date(), (tx, quote) =>
    lead.email ? queueQuoteSent(tx, quote, lead, context) : Promise.resolve(),
  );
  getMessageOutbox()?.kick();
  return sent;
}

/** "Sent to" only when the e-mail is on its way: without e-mail, the page's link is how the quote goes. */
function sentMessage(lead: { email: string }): string {
  if (!lead.email) return "Quote ready: text the link to the customer.";
  if (mailGoesOut()) return `Quote sent to ${lead.email}.`;
  return "Quote ready. E-mail is not set up on this server, so it was not e-mailed: text the link below to the customer, or copy it into a message.";
}

const quotePage = (id: string) => href("/admin/quotes/:id", { id });

async function saveAndMaybeSend(
  db: Db,
  quoteId: string,
  draft: QuoteDraft,
  intent: string,
  lead: { name: string; email: string },
) {
  await addToCatalog(db, draft);
  if (intent !== "send") return savedRedirect(quotePage(quoteId), "Draft saved.");
  const sent = await send(db, quoteId, lead);
  if (!sent.ok) return refused(409, "This quote was already sent. Make changes to send a new version.");
  return savedRedirect(quotePage(quoteId), sentMessage(lead));
}

export async function newQuoteAction(request: Request, leadId: string) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  const db = getDb();
  const lead = await readLead(db, leadId);
  if (!lead) return refused(404, "That lead could not be found.");
  const checked = checkForm(quoteDraftSchema, post.form);
  if ("answer" in checked) return checked.answer;
  const quote = await createQuote(db, lead.id, checked.values);
  return saveAndMaybeSend(db, quote.id, checked.values, post.intent, lead);
}

export async function quoteAction(request: Request, id: string) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  const db = getDb();
  const full = isUuid(id) ? await readQuote(db, id) : undefined;
  const lead = full ? await readLead(db, full.quote.leadId) : undefined;
  if (!full || !lead) return refused(404, "That quote could not be found.");
  switch (post.intent) {
    case "save":
    case "send": {
      const checked = checkForm(quoteDraftSchema, post.form);
      if ("answer" in checked) return checked.answer;
      const saved = await saveDraft(db, id, checked.values);
      if (!saved.ok) {
        return refused(
          409,
          "This quote was sent, so it can no longer change. Make changes to send a new version.",
          {
            values: checked.raw,
          },
        );
      }
      return saveAndMaybeSend(db, id, checked.values, post.intent, lead);
    }
    case "revise": {
      const next = await reviseQuote(db, id);
      if (!next) return refused(409, "Only a sent quote that is waiting for an answer can be changed.");
      return savedRedirect(
        quotePage(next.id),
        "A new version to edit. The customer sees it once you send it.",
      );
    }
    case "revoke": {
      await db.transaction(async (tx) => {
        await revokeQuoteLink(tx, id);
        await stopQuoteFollowUps(tx, full.quote);
      });
      return savedRedirect(quotePage(id), "The link no longer opens the quote.");
    }
    case "pause":
    case "resume": {
      const paused = post.intent === "pause";
      const context = await mailContext();
      await db.transaction(async (tx) => {
        await tx.update(quotes).set({ followUpsPaused: paused }).where(eq(quotes.id, id));
        if (paused) await stopQuoteFollowUps(tx, full.quote);
        else if (full.quote.status === "sent" && lead.email) {
          await queueQuoteSent(tx, { ...full.quote, followUpsPaused: false }, lead, context, new Date());
        }
      });
      getMessageOutbox()?.kick();
      return savedRedirect(quotePage(id), paused ? "Follow-ups paused." : "Follow-ups back on.");
    }
    default:
      return refused(400, "That change is not one this page makes.");
  }
}
