/** A quote as its pages show it (the owner's and the customer's), dates as ISO text. */
export interface QuoteLineView {
  id: string;
  description: string;
  /** Hundredths (250 = 2.5). */
  quantity: number;
  unit: string;
  unitPriceCents: number;
  optional: boolean;
}

export interface QuoteOptionView {
  id: string;
  name: string;
  recommended: boolean;
  lines: QuoteLineView[];
}

export interface QuoteView {
  id: string;
  number: number;
  revision: number;
  status: "draft" | "sent" | "accepted" | "declined" | "expired" | "superseded";
  title: string;
  notes: string;
  exclusions: string;
  warranty: string;
  paymentTerms: string;
  taxRate: number;
  depositPercent: number;
  sentAt: string | null;
  expiresAt: string | null;
  firstViewedAt: string | null;
  answeredAt: string | null;
  declineReason: string | null;
  followUpsPaused: boolean;
  acceptance: {
    fullName: string;
    optionId: string;
    optionName: string;
    optionalLineIds: string[];
    totalCents: number;
    depositCents: number;
    ip: string;
    userAgent: string;
    fingerprint: string;
    at: string;
  } | null;
  options: QuoteOptionView[];
}

/**
 * The quote as its customer's link shows it: the signature's network address and browser stay in
 * the owner's audit (anyone holding the link would read them in the page's data).
 */
export function customerQuoteView(view: QuoteView): QuoteView {
  if (!view.acceptance) return view;
  return { ...view, acceptance: { ...view.acceptance, ip: "", userAgent: "" } };
}

export const quoteStatusLabels: Record<QuoteView["status"], string> = {
  draft: "Draft",
  sent: "Sent, waiting for an answer",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  superseded: "Replaced by a newer version",
};

/** How the customer is asked to pay an accepted quote's deposit: words to read, or a page to pay on. */
export type DepositInstructions =
  | { kind: "offline"; text: string }
  | { kind: "link"; text: string; url: string; label: string };
