/** A sent quote of three options and 20 lines (the PDF budget's quote), with markup and a formula in a line. */

import { optionTotals } from "~/features/quotes/quote-totals";
import type { QuoteView } from "~/features/quotes/quote-view";
import type { quotePdf } from "~/features/quotes/server/quote-pdf.server";

/** The business a quote's PDF names. */
export const pdfBusiness = {
  name: "Advanced Painting & Drywall",
  phone: { display: "(651) 555-0100", e164: "+16515550100" },
  email: "office@example.com",
  address: { street: "123 Main St", city: "Shoreview", region: "MN", postalCode: "55126", country: "US" },
  timeZone: "America/Chicago",
} as Parameters<typeof quotePdf>[1];

const line = (id: string, description: string, quantity: number, cents: number, optional = false) => ({
  id,
  description,
  quantity,
  unit: "room",
  unitPriceCents: cents,
  optional,
});

export function threeOptionQuote(): QuoteView {
  const options = ["Walls only", "Walls and trim", "Whole room"].map((name, o) => ({
    id: `option-${o}`,
    name,
    recommended: o === 1,
    lines: Array.from({ length: o === 2 ? 8 : 6 }, (_, i) =>
      line(`line-${o}-${i}`, `Item ${o}.${i}: walls, two coats`, 100 + i * 25, 12_345 + i * 1_000, i === 5),
    ),
  }));
  options[0]!.lines[0]!.description = '<script>alert("x")</script> & =HYPERLINK("http://evil.example")';
  return {
    id: "quote-1",
    number: 1042,
    revision: 1,
    status: "sent",
    title: "Main floor repaint",
    notes: "We cover floors and furniture. 😀",
    exclusions: "Moving large furniture.",
    warranty: "2-year warranty on our workmanship.",
    paymentTerms: "Balance due when the job is finished.",
    taxRate: 7875,
    depositPercent: 25,
    sentAt: "2026-11-20T18:00:00.000Z",
    expiresAt: "2026-12-20T18:00:00.000Z",
    firstViewedAt: null,
    answeredAt: null,
    declineReason: null,
    followUpsPaused: false,
    acceptance: null,
    options,
  };
}

/** The same quote accepted: option `option` with its optional sixth line ticked, signed by Pat Moe. */
export function acceptedQuote(option = 1, at = "2026-11-22T15:04:05.000Z"): QuoteView {
  const quote = threeOptionQuote();
  const chosen = quote.options[option]!;
  const totals = optionTotals(chosen.lines, new Set([5]), quote.taxRate, quote.depositPercent);
  quote.status = "accepted";
  quote.acceptance = {
    fullName: "Pat Moe",
    optionId: chosen.id,
    optionName: chosen.name,
    optionalLineIds: [chosen.lines[5]!.id],
    totalCents: totals.totalCents,
    depositCents: totals.depositCents,
    ip: "203.0.113.9",
    userAgent: "Mozilla/5.0 (iPhone)",
    fingerprint: "a".repeat(64),
    at,
  };
  return quote;
}
