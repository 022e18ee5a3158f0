import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  refund,
  type StandIn,
  sendEvent,
  signedEvent,
  startStripeStandIn,
} from "../../../../tests/support/stripe-stand-in";
import {
  type CheckoutRequest,
  createCheckout,
  maskedKey,
  readWebhook,
  type StripeSettings,
  stripeSettingsFromEnv,
} from "./stripe.server";

const invoiceId = "3f0c8a44-9a53-4c83-9a3c-6a5c2b2f0e11";
const webhookSecret = "whsec_test_0123456789abcdef";
const secretKey = "sk_test_51Habcdef0123456789wxyz";

const request: CheckoutRequest = {
  invoiceId,
  invoiceNumber: 1001,
  description: "Deposit for Quote 1003: Interior repaint",
  amountCents: 44_250,
  customerEmail: "pat@example.com",
  successUrl: "https://paint.example/invoices/1001/paid?session={CHECKOUT_SESSION_ID}",
  cancelUrl: "https://paint.example/invoices/1001",
  idempotencyKey: `checkout-${invoiceId}-44250`,
};

describe("the settings", () => {
  it("come from the environment only when both keys are set, with the API address when given", () => {
    const both = { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret };
    expect(stripeSettingsFromEnv(both)).toEqual({ secretKey, webhookSecret });
    expect(stripeSettingsFromEnv({ ...both, STRIPE_API_BASE: "http://127.0.0.1:12111" })).toEqual({
      secretKey,
      webhookSecret,
      apiBase: "http://127.0.0.1:12111",
    });
    expect(stripeSettingsFromEnv({ STRIPE_SECRET_KEY: secretKey })).toBeNull();
    expect(
      stripeSettingsFromEnv({ STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_SECRET_KEY: " " }),
    ).toBeNull();
    expect(stripeSettingsFromEnv({})).toBeNull();
  });

  it("show the admin a key's kind and last four, never the key", () => {
    expect(maskedKey("sk_test_51Habcdef…wxyz")).toBe("sk_test_…wxyz");
    expect(maskedKey("sk_live_51Habcdefghijklmnabcd")).toBe("sk_live_…abcd");
    expect(maskedKey("rk_live_51Habcdefghijklmn9876")).toBe("rk_live_…9876");
    expect(maskedKey("abcd")).toBe("…");
  });
});

describe("a checkout, against the stand-in of Stripe's API", () => {
  let standIn: StandIn;
  let settings: StripeSettings;
  beforeAll(async () => {
    standIn = await startStripeStandIn({ webhookSecret, secretKey });
    settings = { secretKey, webhookSecret, apiBase: standIn.base };
  });
  afterAll(() => standIn.close());

  it("asks for a payment by card or US bank debit of the invoice's cents, keyed by the invoice, under the idempotency key", async () => {
    const checkout = await createCheckout(settings, request);

    const sent = standIn.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!;
    expect(sent.method).toBe("POST");
    expect(sent.idempotencyKey).toBe(request.idempotencyKey);
    expect(Object.fromEntries(sent.form)).toEqual({
      mode: "payment",
      "allowed_payment_method_types[0]": "card",
      "allowed_payment_method_types[1]": "us_bank_account",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "44250",
      "line_items[0][price_data][product_data][name]": "Invoice 1001",
      "line_items[0][price_data][product_data][description]": "Deposit for Quote 1003: Interior repaint",
      "metadata[invoice_id]": invoiceId,
      client_reference_id: invoiceId,
      "payment_intent_data[metadata][invoice_id]": invoiceId,
      customer_email: "pat@example.com",
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    expect(checkout.id).toMatch(/^cs_test_/);
    expect(checkout.url).toBe(`${standIn.base}/pay/${checkout.id}`);
    expect(standIn.sessions.get(checkout.id)).toMatchObject({
      amount_total: 44_250,
      currency: "usd",
      metadata: { invoice_id: invoiceId },
      payment_status: "unpaid",
      status: "open",
      payment_intent: null,
      payment_method_types: ["card", "us_bank_account"],
    });
  });

  it("leaves out the customer's email when there is none", async () => {
    await createCheckout(settings, { ...request, customerEmail: undefined, idempotencyKey: "no-email" });
    const sent = standIn.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!;
    expect(sent.idempotencyKey).toBe("no-email");
    expect(sent.form.has("customer_email")).toBe(false);
  });

  it("makes one session when Pay is opened twice for the same invoice and amount", async () => {
    const before = standIn.sessions.size;
    const first = await createCheckout(settings, { ...request, idempotencyKey: "twice" });
    const second = await createCheckout(settings, { ...request, idempotencyKey: "twice" });
    expect(second).toEqual(first);
    expect(standIn.sessions.size).toBe(before + 1);
  });

  it("is refused with a wrong secret key, and not tried again", async () => {
    const before = standIn.requests.length;
    const wrong = { ...settings, secretKey: "sk_test_51Hwrongwrongwrong0000" };
    await expect(createCheckout(wrong, { ...request, idempotencyKey: "wrong" })).rejects.toThrow(
      Stripe.errors.StripeAuthenticationError,
    );
    expect(standIn.requests.length).toBe(before + 1);
  });

  it("sends no fraction of a cent, nor nothing", async () => {
    const before = standIn.requests.length;
    await expect(createCheckout(settings, { ...request, amountCents: 442.5 })).rejects.toThrow(/cents/);
    await expect(createCheckout(settings, { ...request, amountCents: 0 })).rejects.toThrow(/cents/);
    expect(standIn.requests.length).toBe(before);
  });
});

/** A completed Checkout Session as Stripe sends it in events. */
const session = (fields: Record<string, unknown> = {}) => ({
  id: "cs_test_a1",
  object: "checkout.session",
  amount_total: 44_250,
  currency: "usd",
  metadata: { invoice_id: invoiceId },
  client_reference_id: invoiceId,
  mode: "payment",
  payment_intent: "pi_test_a1",
  payment_status: "paid",
  status: "complete",
  ...fields,
});

describe("a webhook", () => {
  const settings: StripeSettings = { secretKey, webhookSecret };
  const read = (type: string, object: object) => {
    const { body, signature } = signedEvent(webhookSecret, type, object, "evt_test_1");
    return readWebhook(settings, body, signature);
  };

  it("reads a completed, paid checkout as paid by card", () => {
    const reading = read("checkout.session.completed", session());
    expect(reading).toEqual({
      ok: true,
      event: {
        kind: "paid",
        eventId: "evt_test_1",
        invoiceId,
        amountCents: 44_250,
        reference: "pi_test_a1",
        method: "card",
        at: expect.any(Date),
      },
    });
    const at = reading.ok && "at" in reading.event ? reading.event.at.getTime() : 0;
    expect(Math.abs(at - Date.now())).toBeLessThan(5_000);
  });

  it("reads a completed checkout still unpaid as a bank debit processing", () => {
    expect(read("checkout.session.completed", session({ payment_status: "unpaid" }))).toMatchObject({
      ok: true,
      event: { kind: "processing", invoiceId, amountCents: 44_250, reference: "pi_test_a1", method: "bank" },
    });
  });

  it("reads a bank debit that cleared as paid by bank, and one that did not as failed", () => {
    expect(read("checkout.session.async_payment_succeeded", session())).toMatchObject({
      ok: true,
      event: { kind: "paid", invoiceId, amountCents: 44_250, reference: "pi_test_a1", method: "bank" },
    });
    expect(
      read("checkout.session.async_payment_failed", session({ payment_status: "unpaid" })),
    ).toMatchObject({
      ok: true,
      event: { kind: "failed", invoiceId, amountCents: 44_250, reference: "pi_test_a1", method: "bank" },
    });
  });

  it("reads a refund as the total refunded so far on the payment", () => {
    const charge = {
      id: "ch_test_a1",
      object: "charge",
      amount: 44_250,
      amount_refunded: 12_000,
      payment_intent: "pi_test_a1",
    };
    expect(read("charge.refunded", charge)).toEqual({
      ok: true,
      event: {
        kind: "refunded",
        eventId: "evt_test_1",
        reference: "pi_test_a1",
        refundedCents: 12_000,
        at: expect.any(Date),
      },
    });
  });

  it("ignores other events, and checkouts the site did not open", () => {
    expect(read("customer.created", { id: "cus_1", object: "customer" })).toEqual({
      ok: true,
      event: { kind: "ignored", eventId: "evt_test_1", type: "customer.created" },
    });
    expect(read("checkout.session.completed", session({ metadata: {} }))).toEqual({
      ok: true,
      event: { kind: "ignored", eventId: "evt_test_1", type: "checkout.session.completed" },
    });
  });

  it("is refused when signed with another secret, unsigned, or changed after signing", () => {
    const { body, signature } = signedEvent(webhookSecret, "checkout.session.completed", session());
    expect(readWebhook(settings, body, signature).ok).toBe(true);

    const other = signedEvent("whsec_someone_else", "checkout.session.completed", session());
    expect(readWebhook(settings, other.body, other.signature)).toEqual({ ok: false, reason: "signature" });
    expect(readWebhook(settings, body, null)).toEqual({ ok: false, reason: "signature" });
    expect(readWebhook(settings, body, "")).toEqual({ ok: false, reason: "signature" });
    const tampered = body.replace('"amount_total":44250', '"amount_total":1');
    expect(tampered).not.toBe(body);
    expect(readWebhook(settings, tampered, signature)).toEqual({ ok: false, reason: "signature" });
  });

  it("is refused when its signature is older than five minutes (a replay)", () => {
    const body = signedEvent(webhookSecret, "checkout.session.completed", session()).body;
    const signedAt = (minutesAgo: number) =>
      Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: webhookSecret,
        timestamp: Math.floor(Date.now() / 1000) - minutesAgo * 60,
      });
    expect(readWebhook(settings, body, signedAt(4)).ok).toBe(true);
    expect(readWebhook(settings, body, signedAt(10))).toEqual({ ok: false, reason: "signature" });
  });

  it("is unreadable when correctly signed but not an event", () => {
    const body = "not json";
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
    expect(readWebhook(settings, body, signature)).toEqual({ ok: false, reason: "unreadable" });
    const noPayment = signedEvent(
      webhookSecret,
      "checkout.session.completed",
      session({ payment_intent: null }),
    );
    expect(readWebhook(settings, noPayment.body, noPayment.signature)).toEqual({
      ok: false,
      reason: "unreadable",
    });
  });
});

describe("the stand-in's checkout page and events", () => {
  const received: { body: string; signature: string | null }[] = [];
  const receiver = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const signature = req.headers["stripe-signature"];
    received.push({
      body: Buffer.concat(chunks).toString("utf8"),
      signature: typeof signature === "string" ? signature : null,
    });
    res.writeHead(200).end();
  });
  let standIn: StandIn;
  let settings: StripeSettings;
  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/stripe/webhook`;
    standIn = await startStripeStandIn({ webhookUrl, webhookSecret });
    settings = { secretKey, webhookSecret, apiBase: standIn.base };
  });
  afterAll(async () => {
    await standIn.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  /** The event the receiver got last, as the site reads it. */
  const lastReading = () => {
    const last = received.at(-1)!;
    return readWebhook(settings, last.body, last.signature);
  };

  it("shows the amount and both ways to pay", async () => {
    const checkout = await createCheckout(settings, { ...request, idempotencyKey: "page" });
    const page = await (await fetch(checkout.url)).text();
    expect(page).toContain("<title>Stand-in checkout</title>");
    expect(page).toContain("$442.50");
    expect(page).toContain(`<form method="post" action="/pay/${checkout.id}">`);
    expect(page).toMatch(/<button name="method" value="card">Pay by card<\/button>/);
    expect(page).toMatch(/<button name="method" value="bank">Pay by bank<\/button>/);
  });

  it("paid by card sends a signed completed event the site reads as paid, then goes to the success page", async () => {
    const checkout = await createCheckout(settings, { ...request, idempotencyKey: "card" });
    const count = received.length;
    const answer = await fetch(checkout.url, {
      method: "POST",
      body: new URLSearchParams({ method: "card" }),
      redirect: "manual",
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(
      `https://paint.example/invoices/1001/paid?session=${checkout.id}`,
    );
    expect(received.length).toBe(count + 1);
    const reference = standIn.sessions.get(checkout.id)?.payment_intent;
    expect(reference).toMatch(/^pi_test_/);
    expect(lastReading()).toMatchObject({
      ok: true,
      event: { kind: "paid", invoiceId, amountCents: 44_250, reference, method: "card" },
    });
  });

  it("paid by bank is processing, then paid when the debit clears, then refunded in parts", async () => {
    const checkout = await createCheckout(settings, { ...request, idempotencyKey: "bank" });
    await fetch(checkout.url, {
      method: "POST",
      body: new URLSearchParams({ method: "bank" }),
      redirect: "manual",
    });
    const reference = standIn.sessions.get(checkout.id)?.payment_intent;
    expect(lastReading()).toMatchObject({
      ok: true,
      event: { kind: "processing", reference, method: "bank" },
    });

    expect((await sendEvent(standIn, "checkout.session.async_payment_succeeded", checkout.id)).ok).toBe(true);
    expect(lastReading()).toMatchObject({
      ok: true,
      event: { kind: "paid", invoiceId, reference, method: "bank" },
    });

    await refund(standIn, checkout.id, 5_000);
    expect(lastReading()).toMatchObject({
      ok: true,
      event: { kind: "refunded", reference, refundedCents: 5_000 },
    });
    await refund(standIn, checkout.id, 2_000);
    expect(lastReading()).toMatchObject({
      ok: true,
      event: { kind: "refunded", reference, refundedCents: 7_000 },
    });
  });

  it("paid by bank and not cleared is failed", async () => {
    const checkout = await createCheckout(settings, { ...request, idempotencyKey: "bank-fails" });
    await fetch(checkout.url, {
      method: "POST",
      body: new URLSearchParams({ method: "bank" }),
      redirect: "manual",
    });
    await sendEvent(standIn, "checkout.session.async_payment_failed", checkout.id);
    expect(lastReading()).toMatchObject({
      ok: true,
      event: { kind: "failed", invoiceId, amountCents: 44_250, method: "bank" },
    });
  });
});
