/**
 * What the payments feature offers the routes and other features on the
 * server: the deposit invoice made inside a quote's acceptance, how an
 * accepted quote's page asks for its deposit, a quote's invoices for the
 * owner, and Stripe's webhook.
 */
import { stripeSettingsFromEnv } from "./server/stripe.server";

export { overdueDigestSection } from "./server/money.server";
export { depositInstructions, depositInvoiceStep, quoteInvoices } from "./server/quote-invoices.server";
export { receiveStripeWebhook } from "./server/stripe-webhook.server";

/** Where Pay leads the customer (Stripe's checkout, or the tests' stand-in), or null without Stripe's keys. */
export function paymentCheckoutOrigin(): string | null {
  const settings = stripeSettingsFromEnv();
  if (!settings) return null;
  return settings.apiBase ? new URL(settings.apiBase).origin : "https://checkout.stripe.com";
}
