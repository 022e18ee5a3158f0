/**
 * How a customer pays the deposit of an accepted quote: the one place a
 * payment provider (a card checkout, a bank transfer link) plugs in later
 * (docs/decisions/0022-deposit-payment-seam.md). Today deposits are paid
 * the way the quote's payment terms say (cash, check, card or transfer at
 * the start), so the offline provider only repeats those terms. It is asked
 * when the accepted quote's page is opened, never inside a database
 * transaction (a provider's checkout is a call to another service).
 */
import type { DepositInstructions } from "../quote-view";

/** What a provider needs to ask for one deposit. */
export interface DepositRequest {
  quoteId: string;
  quoteNumber: number;
  customerName: string;
  depositCents: number;
  /** The quote's own payment terms, as the owner wrote them. */
  paymentTerms: string;
}

export interface DepositPaymentProvider {
  readonly name: string;
  /** The request for one accepted quote's deposit (a provider would create its checkout here). */
  instructions(request: DepositRequest): Promise<DepositInstructions>;
}

/** Deposits paid outside the site, as the payment terms say. */
export const offlineDeposits: DepositPaymentProvider = {
  name: "offline",
  async instructions({ paymentTerms }) {
    return {
      kind: "offline",
      text:
        paymentTerms.trim() || "We will tell you how to pay the deposit when we call to set the start date.",
    };
  },
};

/** The provider in use: offline until one is chosen (and configured) for online deposits. */
export function depositPayments(): DepositPaymentProvider {
  return offlineDeposits;
}
