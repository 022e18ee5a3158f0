/**
 * A stand-in of the few Stripe endpoints the payments adapter uses, for tests: Stripe cannot be
 * reached from the test machines. It answers as Stripe's API reference documents (form-encoded
 * requests with bracket keys, JSON objects, Stripe's error shape, idempotency keys) and stands in for
 * the hosted Checkout page with a tiny form that completes the session and sends the signed
 * `checkout.session.completed` event to the webhook, as Stripe does.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** A Checkout Session as Stripe answers it (the fields the site reads, and a few more). */
export interface StandInSession {
  id: string;
  object: "checkout.session";
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  /** What the site allowed; `payment_method_types` is what the page offers (here: all of them). */
  allowed_payment_method_types: string[] | null;
  payment_method_types: string[];
  payment_status: "paid" | "unpaid";
  status: "open" | "complete";
  success_url: string | null;
  url: string;
}

export interface StandIn {
  base: string;
  sessions: Map<string, StandInSession>;
  /** Every request received, API and checkout page alike, in order. */
  requests: { method: string; path: string; idempotencyKey?: string; form: URLSearchParams }[];
  /** Where events go; may be set after the start (an app whose address is known later). */
  webhookUrl?: string;
  readonly webhookSecret: string;
  close(): Promise<void>;
}

/** What the stand-in keeps beside the session objects: the line item's name and each payment's charge. */
interface Extra {
  names: Map<string, string>;
  charges: Map<string, { id: string; amountRefunded: number }>;
}
const extras = new WeakMap<StandIn, Extra>();

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/** A webhook body and its Stripe-Signature header, signed with `secret` as Stripe signs them. */
export function signedEvent(
  secret: string,
  type: string,
  object: object,
  eventId?: string,
): { body: string; signature: string } {
  const body = JSON.stringify({
    id: eventId ?? id("evt_test"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: now(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
}

async function deliver(standIn: StandIn, type: string, object: object): Promise<Response> {
  if (!standIn.webhookUrl) throw new Error("The Stripe stand-in has no webhookUrl to send events to");
  const { body, signature } = signedEvent(standIn.webhookSecret, type, object);
  return fetch(standIn.webhookUrl, {
    method: "POST",
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
    body,
  });
}

function completedSession(standIn: StandIn, sessionId: string): StandInSession {
  const session = standIn.sessions.get(sessionId);
  if (!session?.payment_intent) throw new Error(`Checkout session ${sessionId} is not completed`);
  return session;
}

/** Stripe's later word on a bank debit: it cleared (the session is now paid) or it failed. */
export async function sendEvent(
  standIn: StandIn,
  type: "checkout.session.async_payment_succeeded" | "checkout.session.async_payment_failed",
  sessionId: string,
): Promise<Response> {
  const session = completedSession(standIn, sessionId);
  if (type === "checkout.session.async_payment_succeeded") session.payment_status = "paid";
  return deliver(standIn, type, { ...session });
}

/** Refunds `cents` more of a completed session's payment and sends `charge.refunded`, as the dashboard does. */
export async function refund(standIn: StandIn, sessionId: string, cents: number): Promise<Response> {
  const session = completedSession(standIn, sessionId);
  const charge = extras.get(standIn)?.charges.get(sessionId);
  if (!charge) throw new Error(`Checkout session ${sessionId} has no charge`);
  if (cents <= 0 || charge.amountRefunded + cents > session.amount_total) {
    throw new Error(`Cannot refund ${cents} of ${session.amount_total - charge.amountRefunded} left`);
  }
  charge.amountRefunded += cents;
  return deliver(standIn, "charge.refunded", {
    id: charge.id,
    object: "charge",
    amount: session.amount_total,
    amount_refunded: charge.amountRefunded,
    currency: session.currency,
    livemode: false,
    payment_intent: session.payment_intent,
    refunded: charge.amountRefunded === session.amount_total,
    status: "succeeded",
  });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function json(response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  response.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
}

/** Stripe's error shape: the package turns it into StripeAuthenticationError, StripeInvalidRequestError… */
function stripeError(res: ServerResponse, status: number, message: string, type = "invalid_request_error") {
  json(res, status, { error: { type, message } });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const dollars = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

const offers = (session: StandInSession, method: "card" | "bank") =>
  session.payment_method_types.includes(method === "card" ? "card" : "us_bank_account");

/** Starts the stand-in on a free port of 127.0.0.1. `secretKey`, when given, is the only key accepted. */
export async function startStripeStandIn(
  options: { webhookUrl?: string; webhookSecret?: string; secretKey?: string } = {},
): Promise<StandIn> {
  const extra: Extra = { names: new Map(), charges: new Map() };
  /** Idempotency-Key → the request body first sent under it and the answer given. */
  const replays = new Map<string, { body: string; session: StandInSession }>();

  function createSession(response: ServerResponse, request: IncomingMessage, body: string) {
    const auth = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
    const known = options.secretKey ? auth === options.secretKey : auth?.startsWith("sk_");
    if (!auth) return stripeError(response, 401, "You did not provide an API key.");
    if (!known) return stripeError(response, 401, `Invalid API Key provided: ****${auth.slice(-4)}`);
    const key = request.headers["idempotency-key"];
    const replay = typeof key === "string" ? replays.get(key) : undefined;
    if (replay) {
      if (replay.body !== body) {
        return stripeError(
          response,
          400,
          "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          "idempotency_error",
        );
      }
      return json(response, 200, replay.session, { "idempotent-replayed": "true" });
    }

    const form = new URLSearchParams(body);
    // Removed from this call in API version 2026-09-30.endive (Stripe's changelog): refused as unknown.
    if ([...form.keys()].some((name) => name.startsWith("payment_method_types"))) {
      return stripeError(response, 400, "Received unknown parameter: payment_method_types");
    }
    const mode = form.get("mode");
    if (!mode) return stripeError(response, 400, "Missing required param: mode.");
    const unitAmount = Number(form.get("line_items[0][price_data][unit_amount]"));
    const quantity = Number(form.get("line_items[0][quantity]") ?? 1);
    if (!Number.isSafeInteger(unitAmount) || unitAmount < 0) {
      return stripeError(response, 400, "Invalid integer: line_items[0][price_data][unit_amount]");
    }
    const metadata: Record<string, string> = {};
    const allowed: string[] = [];
    for (const [name, value] of form) {
      const metadataKey = /^metadata\[(.+)\]$/.exec(name)?.[1];
      if (metadataKey) metadata[metadataKey] = value;
      if (/^allowed_payment_method_types\[\d+\]$/.test(name)) allowed.push(value);
    }
    const sessionId = id("cs_test");
    const session: StandInSession = {
      id: sessionId,
      object: "checkout.session",
      amount_subtotal: unitAmount * quantity,
      amount_total: unitAmount * quantity,
      cancel_url: form.get("cancel_url"),
      client_reference_id: form.get("client_reference_id"),
      created: now(),
      currency: form.get("line_items[0][price_data][currency]") ?? "usd",
      customer_email: form.get("customer_email"),
      expires_at: now() + 24 * 60 * 60,
      livemode: false,
      metadata,
      mode,
      payment_intent: null,
      allowed_payment_method_types: allowed.length ? allowed : null,
      // Stripe offers the allowed methods the account has turned on; the stand-in has them all.
      payment_method_types: allowed.length ? allowed : ["card"],
      payment_status: "unpaid",
      status: "open",
      success_url: form.get("success_url"),
      url: `${standIn.base}/pay/${sessionId}`,
    };
    standIn.sessions.set(sessionId, session);
    extra.names.set(sessionId, form.get("line_items[0][price_data][product_data][name]") ?? "");
    if (typeof key === "string") replays.set(key, { body, session });
    json(response, 200, session);
  }

  function payPage(response: ServerResponse, session: StandInSession) {
    const action = `/pay/${session.id}`;
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stand-in checkout</title></head>
<body><h1>Stand-in checkout</h1>
<p>${escapeHtml(extra.names.get(session.id) ?? "")}: <strong>${dollars(session.amount_total)}</strong></p>
<form method="post" action="${action}">
${offers(session, "card") ? '<button name="method" value="card">Pay by card</button>' : ""}
${offers(session, "bank") ? '<button name="method" value="bank">Pay by bank</button>' : ""}
</form></body></html>`);
  }

  async function pay(response: ServerResponse, session: StandInSession, form: URLSearchParams) {
    const method = form.get("method");
    if (session.status !== "open") return stripeError(response, 400, "This checkout session is not open.");
    if ((method !== "card" && method !== "bank") || !offers(session, method)) {
      return stripeError(response, 400, "Choose a way to pay that this checkout offers.");
    }
    session.status = "complete";
    session.payment_intent = id("pi_test");
    // A bank debit completes the checkout unpaid; Stripe says later whether it cleared.
    session.payment_status = method === "card" ? "paid" : "unpaid";
    extra.charges.set(session.id, { id: id("ch_test"), amountRefunded: 0 });
    // Stripe sends the event on its own time; here it is sent before the redirect so tests can count on it.
    if (standIn.webhookUrl) await deliver(standIn, "checkout.session.completed", { ...session });
    const next = (session.success_url ?? `${standIn.base}/`).replaceAll("{CHECKOUT_SESSION_ID}", session.id);
    response.writeHead(303, { location: next }).end();
  }

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? "/", "http://stand-in");
      const body = await readBody(request);
      const method = request.method ?? "GET";
      const key = request.headers["idempotency-key"];
      standIn.requests.push({
        method,
        path: url.pathname,
        ...(typeof key === "string" ? { idempotencyKey: key } : {}),
        form: new URLSearchParams(method === "GET" ? url.search : body),
      });
      if (method === "POST" && url.pathname === "/v1/checkout/sessions") {
        return createSession(response, request, body);
      }
      const session = standIn.sessions.get(/^\/pay\/([^/]+)$/.exec(url.pathname)?.[1] ?? "");
      if (session && method === "GET") return payPage(response, session);
      if (session && method === "POST") return await pay(response, session, new URLSearchParams(body));
      stripeError(response, 404, `Unrecognized request URL (${method}: ${url.pathname}).`);
    } catch (error) {
      if (!response.headersSent) stripeError(response, 500, String(error), "api_error");
      else response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const standIn: StandIn = {
    base: `http://127.0.0.1:${port}`,
    sessions: new Map(),
    requests: [],
    ...(options.webhookUrl ? { webhookUrl: options.webhookUrl } : {}),
    webhookSecret: options.webhookSecret ?? "whsec_stand_in",
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The stripe package keeps its connections alive: end them or close() would wait on them.
        server.closeAllConnections();
      }),
  };
  extras.set(standIn, extra);
  return standIn;
}

/** The customer pays on the stand-in's checkout page, by card or bank (its form's post): the answer (a 303 to the site). */
export function completeCheckout(
  standIn: StandIn,
  sessionId: string,
  method: "card" | "bank",
): Promise<Response> {
  return fetch(`${standIn.base}/pay/${sessionId}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ method }),
  });
}
