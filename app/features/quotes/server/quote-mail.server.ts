/**
 * The e-mails a quote sends, queued in the outbox inside the change that
 * causes them: the quote itself to the customer, its follow-ups on the
 * owner's days (one topic per quote number, cancelled the moment the
 * customer answers, the quote expires or a new revision goes out), and the
 * answer to the owner and the customer.
 */

import { moneyText } from "~/lib/money";
import type { SiteFacts } from "~/lib/schemas/business-profile";
import type { Db } from "~/server/db/client.server";
import type { OutgoingMail } from "~/server/email.server";
import { cancelMail, queueMail } from "~/server/message-outbox.server";
import type { QuoteRow } from "./quotes.server";

const DAY_MS = 86_400_000;

export interface QuoteMailContext {
  business: SiteFacts["business"];
  /** The site's origin (https://…). */
  siteUrl: string;
  /** Where the owner's notices go. */
  ownerTo: readonly string[];
}

export interface QuoteCustomer {
  name: string;
  email: string;
}

export const quoteTopic = (quote: Pick<QuoteRow, "number">) => `quote:${quote.number}`;
export const quoteUrl = (siteUrl: string, linkKey: string) => new URL(`/quote/${linkKey}`, siteUrl).href;
const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

function quoteMail(
  quote: QuoteRow,
  customer: QuoteCustomer,
  context: QuoteMailContext,
  opening: string,
): OutgoingMail {
  const { business } = context;
  const until = quote.expiresAt
    ? new Intl.DateTimeFormat("en-US", { timeZone: business.timeZone, dateStyle: "long" }).format(
        quote.expiresAt,
      )
    : undefined;
  return {
    to: [customer.email],
    replyTo: business.email,
    subject: `Your quote from ${business.name} (Quote ${quote.number})`,
    text: [
      `Hello ${firstName(customer.name)},`,
      "",
      opening,
      "",
      "See the options, tick any extras you want, and accept it online here:",
      quoteUrl(context.siteUrl, quote.linkKey ?? ""),
      "",
      ...(until ? [`The prices hold until ${until}.`, ""] : []),
      `Questions? Reply to this e-mail or call ${business.phone.display}.`,
      "",
      `${business.ownerFirstName}`,
      business.name,
    ].join("\n"),
  };
}

/**
 * Queues the quote's e-mail and its follow-ups (those before it expires);
 * the follow-ups of an earlier revision are cancelled first.
 */
export async function queueQuoteSent(
  tx: Db,
  quote: QuoteRow,
  customer: QuoteCustomer,
  context: QuoteMailContext,
  /** Follow-ups turned back on: only those still ahead, under new keys (the paused ones stay cancelled). */
  resumedAt?: Date,
): Promise<void> {
  const topic = quoteTopic(quote);
  await cancelMail(tx, topic);
  const revised = quote.revision > 1 ? "Here is the updated quote we talked about." : "";
  if (!resumedAt)
    await queueMail(tx, {
      kind: "quote.sent",
      dedupeKey: `quote:${quote.id}:sent`,
      mail: quoteMail(
        quote,
        customer,
        context,
        revised ||
          `Thank you for having us out. Here is your quote for ${quote.title || "the work we talked about"}.`,
      ),
    });
  if (quote.followUpsPaused || !quote.sentAt) return;
  for (const day of quote.followUpDays) {
    const sendAt = new Date(quote.sentAt.getTime() + day * DAY_MS);
    if (quote.expiresAt && sendAt >= quote.expiresAt) continue;
    if (resumedAt && sendAt <= resumedAt) continue;
    await queueMail(tx, {
      kind: "quote.follow-up",
      dedupeKey: `quote:${quote.id}:follow-up:${day}${resumedAt ? `:${resumedAt.getTime()}` : ""}`,
      topic,
      sendAt,
      mail: quoteMail(
        quote,
        customer,
        context,
        `Just checking in on the quote I sent ${day === 1 ? "yesterday" : `${day} days ago`}. Happy to answer any questions or adjust it.`,
      ),
    });
  }
}

/** Stops a quote's follow-ups (answered, expired, paused, link revoked). */
export async function stopQuoteFollowUps(tx: Db, quote: Pick<QuoteRow, "number">): Promise<void> {
  await cancelMail(tx, quoteTopic(quote));
}

/** Tells the owner and the customer that the quote was accepted (with the signed copy when given). */
export async function queueQuoteAccepted(
  tx: Db,
  quote: QuoteRow,
  customer: QuoteCustomer,
  context: QuoteMailContext,
  signedPdf?: { filename: string; base64: string },
): Promise<void> {
  const acceptance = quote.acceptance;
  if (!acceptance) return;
  await cancelMail(tx, quoteTopic(quote));
  const attachments = signedPdf ? [{ ...signedPdf, contentType: "application/pdf" }] : undefined;
  const summary = [
    `Option: ${acceptance.optionName}`,
    `Total: ${moneyText(acceptance.totalCents)}`,
    `Deposit: ${moneyText(acceptance.depositCents)}`,
    `Accepted by ${acceptance.fullName} on ${new Date(acceptance.at).toUTCString()}`,
  ];
  if (customer.email)
    await queueMail(tx, {
      kind: "quote.accepted.customer",
      dedupeKey: `quote:${quote.id}:accepted:customer`,
      mail: {
        to: [customer.email],
        replyTo: context.business.email,
        subject: `Quote ${quote.number} accepted: thank you!`,
        text: [
          `Hello ${firstName(customer.name)},`,
          "",
          `Thank you for choosing ${context.business.name}. Here is what you accepted:`,
          "",
          ...summary,
          "",
          "How to pay the deposit, and your signed copy, are on your quote's page:",
          quoteUrl(context.siteUrl, quote.linkKey ?? ""),
          "",
          `${context.business.ownerFirstName} will be in touch to set the start date. Questions? Call ${context.business.phone.display}.`,
        ].join("\n"),
        attachments,
      },
    });
  if (context.ownerTo.length === 0) return;
  await queueMail(tx, {
    kind: "quote.accepted.owner",
    dedupeKey: `quote:${quote.id}:accepted:owner`,
    mail: {
      to: [...context.ownerTo],
      subject: `Quote ${quote.number} accepted by ${customer.name}: ${moneyText(acceptance.totalCents)}`,
      text: [...summary, "", `IP address: ${acceptance.ip}`, `Fingerprint: ${acceptance.fingerprint}`].join(
        "\n",
      ),
      attachments,
    },
  });
}

/** Tells the owner a quote was declined, with the reason given. */
export async function queueQuoteDeclined(
  tx: Db,
  quote: QuoteRow,
  customer: QuoteCustomer,
  context: QuoteMailContext,
): Promise<void> {
  await cancelMail(tx, quoteTopic(quote));
  if (context.ownerTo.length === 0) return;
  await queueMail(tx, {
    kind: "quote.declined.owner",
    dedupeKey: `quote:${quote.id}:declined:owner`,
    mail: {
      to: [...context.ownerTo],
      subject: `Quote ${quote.number} declined by ${customer.name}`,
      text: quote.declineReason ? `Their reason: ${quote.declineReason}` : "They gave no reason.",
    },
  });
}
