/**
 * The Stripe adapter for paying an invoice online: it opens a Stripe
 * Checkout page for one invoice and reads the events Stripe sends back to
 * the webhook. Only the official `stripe` package's public API is used.
 *
 * Stripe keeps the card and bank details; the site only learns that an
 * invoice was paid, is waiting on a bank debit, failed or was refunded, each
 * keyed by the PaymentIntent id so a repeated event changes nothing twice.
 */
import Stripe from "stripe";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the API is: unset for Stripe itself; the tests' stand-in, e.g. "http://127.0.0.1:12111". */
  apiBase?: string;
}

/** From STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and optional STRIPE_API_BASE; null unless both keys are set. */
export function stripeSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  // Both or nothing: without the webhook secret no payment could ever be recorded.
  if (!secretKey || !webhookSecret) return null;
  const apiBase = env.STRIPE_API_BASE?.trim();
  return apiBase ? { secretKey, webhookSecret, apiBase } : { secretKey, webhookSecret };
}

/** "sk_live_…abcd": the key's kind and its last four, never the whole key (for the admin). */
export function maskedKey(key: string): string {
  const kind = /^[a-z]+_(?:test|live)_/.exec(key)?.[0] ?? "";
  const secret = key.slice(kind.length);
  // A key too short to be real would be shown whole by its last four: show none of it.
  return secret.length >= 8 ? `${kind}…${secret.slice(-4)}` : `${kind}…`;
}

/** Host, port and protocol for the client when the API is not Stripe's own (the tests' stand-in). */
function apiAddress(apiBase: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`STRIPE_API_BASE must be an http(s) address, not ${url.protocol}`);
  }
  const protocol = url.protocol === "http:" ? "http" : "https";
  return {
    // Node's request wants an IPv6 host without its brackets.
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    // The package falls back to 443 for an empty port, even over http: name it.
    port: Number(url.port || (protocol === "http" ? 80 : 443)),
    protocol,
  };
}

function client(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    ...apiAddress(settings.apiBase),
    // Retries reuse the request's idempotency key, so a retried create never makes a second session.
    maxNetworkRetries: 2,
    // A customer is waiting on the Pay button: fail in seconds rather than the package's 80.
    timeout: 10_000,
  });
}

export interface CheckoutRequest {
  /** Our uuid; goes in metadata.invoice_id, client_reference_id and payment_intent_data.metadata.invoice_id. */
  invoiceId: string;
  /** Shown as the line item name "Invoice 1001". */
  invoiceNumber: number;
  /** E.g. "Deposit for Quote 1003: Interior repaint". */
  description: string;
  /** Integer cents, USD. */
  amountCents: number;
  /** customer_email when present. */
  customerEmail?: string;
  successUrl: string;
  cancelUrl: string;
  /** The same key for the same invoice and amount: opening Pay twice makes one session. */
  idempotencyKey: string;
}

export interface Checkout {
  id: string;
  url: string;
}

/** A Checkout Session, mode "payment", allowed_payment_method_types ["card","us_bank_account"], currency usd, one line item with price_data. */
export async function createCheckout(settings: StripeSettings, request: CheckoutRequest): Promise<Checkout> {
  // Stripe counts in cents: a fraction or a zero here is a bug of ours, not something to send.
  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
    throw new Error(`An invoice's amount must be a positive number of cents, not ${request.amountCents}`);
  }
  const metadata = { invoice_id: request.invoiceId };
  const description = request.description.trim();
  const session = await client(settings).checkout.sessions.create(
    {
      mode: "payment",
      // Card and US bank debit only. The API version this package speaks (2026-09-30.endive on) no longer
      // takes payment_method_types here; allowed_payment_method_types limits the methods turned on in the
      // Dashboard to these two, and Stripe's answer lists the ones offered in payment_method_types.
      allowed_payment_method_types: ["card", "us_bank_account"],
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: "usd",
            unit_amount: request.amountCents,
            product_data: {
              name: `Invoice ${request.invoiceNumber}`,
              // Stripe refuses an empty string, so a blank description is left out.
              ...(description ? { description } : {}),
            },
          },
        },
      ],
      // On the session for the checkout events, on the PaymentIntent for refunds and the dashboard.
      metadata,
      client_reference_id: request.invoiceId,
      payment_intent_data: { metadata },
      ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    },
    { idempotencyKey: request.idempotencyKey },
  );
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a page address`);
  return { id: session.id, url: session.url };
}

export type PaymentEvent =
  | {
      kind: "paid";
      eventId: string;
      invoiceId: string;
      amountCents: number;
      reference: string;
      method: "card" | "bank";
      at: Date;
    }
  | {
      kind: "processing";
      eventId: string;
      invoiceId: string;
      amountCents: number;
      reference: string;
      method: "bank";
      at: Date;
    }
  | {
      kind: "failed";
      eventId: string;
      invoiceId: string;
      amountCents: number;
      reference: string;
      method: "bank";
      at: Date;
    }
  | { kind: "refunded"; eventId: string; reference: string; refundedCents: number; at: Date }
  | { kind: "ignored"; eventId: string; type: string };

export type WebhookReading =
  | { ok: true; event: PaymentEvent }
  | { ok: false; reason: "signature" | "unreadable" };

/** Checks the Stripe-Signature header (stripe.webhooks.constructEvent with the raw body, default 300 s tolerance) and reads the event. */
export function readWebhook(
  settings: StripeSettings,
  rawBody: string,
  signature: string | null,
): WebhookReading {
  let event: Stripe.Event;
  try {
    // The static helper only computes an HMAC: no client, no key, no network. The body must be the
    // bytes as received (a re-serialized JSON would not match the signature).
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? "", settings.webhookSecret);
  } catch (error) {
    // A missing, wrong or too old signature: whoever sent it is not Stripe (or is replaying).
    const forged = error instanceof Stripe.errors.StripeSignatureVerificationError;
    return { ok: false, reason: forged ? "signature" : "unreadable" };
  }
  const read = paymentEvent(event);
  return read ? { ok: true, event: read } : { ok: false, reason: "unreadable" };
}

/** An expanded object or its id: the id either way. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (typeof value === "string") return value || null;
  return value?.id ?? null;
}

/** What a signed event means for an invoice; null when Stripe's own event lacks what it should carry. */
function paymentEvent(event: Stripe.Event): PaymentEvent | null {
  if (typeof event?.id !== "string" || typeof event.created !== "number" || !event.data?.object) return null;
  const eventId = event.id;
  const at = new Date(event.created * 1000);
  const ignored: PaymentEvent = { kind: "ignored", eventId, type: String(event.type) };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed": {
      const session = event.data.object;
      const invoiceId = session.metadata?.invoice_id;
      // A checkout the site did not open (a payment link, another app on the same account).
      if (!invoiceId) return ignored;
      const reference = idOf(session.payment_intent);
      const amountCents = session.amount_total;
      if (!reference || typeof amountCents !== "number") return null;
      const paid = { eventId, invoiceId, amountCents, reference, at };
      if (event.type === "checkout.session.async_payment_succeeded") {
        return { kind: "paid", ...paid, method: "bank" };
      }
      if (event.type === "checkout.session.async_payment_failed") {
        return { kind: "failed", ...paid, method: "bank" };
      }
      // A card is paid at once; a US bank debit completes the checkout "unpaid" and clears days later.
      if (session.payment_status === "paid") return { kind: "paid", ...paid, method: "card" };
      if (session.payment_status === "unpaid") return { kind: "processing", ...paid, method: "bank" };
      return ignored;
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const reference = idOf(charge.payment_intent);
      // A charge without a PaymentIntent was not made by a checkout.
      if (!reference) return ignored;
      if (typeof charge.amount_refunded !== "number") return null;
      // The total refunded so far, not this refund's part: a repeated or late event cannot double it.
      return { kind: "refunded", eventId, reference, refundedCents: charge.amount_refunded, at };
    }
    default:
      return ignored;
  }
}
