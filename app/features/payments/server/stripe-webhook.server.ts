/**
 * POST /api/stripe/webhook: Stripe's signed events about invoices paid
 * online. The signature is checked on the raw body before anything is read;
 * each event is applied once (payments.server.ts); the owner's phone hears
 * of a payment, a bank payment on its way, one that failed and a refund.
 * Stripe sends an event again until it gets a 2xx: a refund for a payment
 * not recorded yet is answered 409 so it comes back later.
 */
import { eq } from "drizzle-orm";
import { siteFacts } from "~/features/content/index.server";
import { sendOwnerAlert } from "~/features/leads/index.server";
import { moneyText } from "~/lib/money";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions, invoices } from "~/server/db/schema.server";
import { FormBodyError, readCapped } from "~/server/form-body.server";
import { getDb } from "~/server/runtime.server";
import { applyPaymentEvent, type EventOutcome } from "./payments.server";
import { readWebhook, stripeSettingsFromEnv } from "./stripe.server";

/** Stripe's events are a few kilobytes; anything this large is not one. */
const MAX_EVENT_BYTES = 256 * 1024;

const answer = (status: number, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function receiveStripeWebhook(request: Request): Promise<Response> {
  const settings = stripeSettingsFromEnv();
  if (!settings) return answer(404, "Online payments are not set up on this site.");
  let raw: string;
  try {
    raw = new TextDecoder().decode(await readCapped(request, MAX_EVENT_BYTES));
  } catch (error) {
    if (error instanceof FormBodyError) return answer(error.status, "The event could not be read.");
    throw error;
  }
  const reading = readWebhook(settings, raw, request.headers.get("stripe-signature"));
  if (!reading.ok)
    return answer(400, reading.reason === "signature" ? "Bad signature." : "The event could not be read.");
  const db = getDb();
  const { business } = await siteFacts();
  const outcome = await applyPaymentEvent(db, reading.event, business.timeZone);
  if (!outcome.applied && outcome.why === "retry") return answer(409, "Not yet: send it again later.");
  // The owner's phone is told without the answer to Stripe waiting on the push service.
  if (outcome.applied) void alertOwner(db, outcome);
  return answer(200, "Received.");
}

const alertWords: Record<
  Extract<EventOutcome, { applied: true }>["kind"],
  (money: string, who: string, n: number) => [string, string]
> = {
  paid: (money: string, who: string, n: number) => [
    `Payment received: ${money}`,
    `${who} paid Invoice ${n} online.`,
  ],
  processing: (money: string, who: string, n: number) => [
    `Bank payment on its way: ${money}`,
    `${who} paid Invoice ${n} from a bank account. It clears in a few business days.`,
  ],
  failed: (money: string, who: string, n: number) => [
    `Bank payment failed: ${money}`,
    `${who}'s bank payment for Invoice ${n} did not go through.`,
  ],
  refunded: (money: string, who: string, n: number) => [
    `Refunded: ${money}`,
    `Invoice ${n} (${who}): refunded in Stripe.`,
  ],
};

async function alertOwner(db: Db, outcome: Extract<EventOutcome, { applied: true }>): Promise<void> {
  const [row] = await db
    .select({ number: invoices.number, name: contactSubmissions.name })
    .from(invoices)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, invoices.leadId))
    .where(eq(invoices.id, outcome.invoiceId));
  if (!row) return;
  const [title, body] = alertWords[outcome.kind](
    moneyText(outcome.amountCents),
    row.name || "A customer",
    row.number,
  );
  await sendOwnerAlert({
    title,
    body,
    tag: `invoice-${row.number}-${outcome.kind}`,
    url: `/admin/invoices/${outcome.invoiceId}`,
  });
}
