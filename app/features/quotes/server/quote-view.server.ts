import type { QuoteView } from "../quote-view";
import type { FullQuote } from "./quotes.server";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A stored quote as its pages read it. */
export function toQuoteView({ quote, options }: FullQuote): QuoteView {
  return {
    id: quote.id,
    number: quote.number,
    revision: quote.revision,
    status: quote.status,
    title: quote.title,
    notes: quote.notes,
    exclusions: quote.exclusions,
    warranty: quote.warranty,
    paymentTerms: quote.paymentTerms,
    taxRate: quote.taxRate,
    depositPercent: quote.depositPercent,
    sentAt: iso(quote.sentAt),
    expiresAt: iso(quote.expiresAt),
    firstViewedAt: iso(quote.firstViewedAt),
    answeredAt: iso(quote.answeredAt),
    declineReason: quote.declineReason,
    followUpsPaused: quote.followUpsPaused,
    acceptance: quote.acceptance ?? null,
    options: options.map((option) => ({
      id: option.id,
      name: option.name,
      recommended: option.recommended,
      lines: option.lines.map((line) => ({
        id: line.id,
        description: line.description,
        quantity: line.quantity,
        unit: line.unit,
        unitPriceCents: line.unitPriceCents,
        optional: line.optional,
      })),
    })),
  };
}
