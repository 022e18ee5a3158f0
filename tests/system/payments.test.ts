/**
 * Invoices paid online against the production server, on each database:
 * the server talks to a stand-in of Stripe's API (tests/support/stripe-
 * stand-in.ts: Stripe cannot be reached from here), the customer's Pay goes
 * to its checkout page, and its signed events come back to the webhook. A
 * deposit paid by card is on the owner's Money page and in Insights (by the
 * lead's source) within 10 s of the event; a bank payment goes processing,
 * then paid, and another one processing, then failed; a replayed event
 * changes nothing.
 */
import { afterAll, describe, expect, it } from "vitest";
import {
  completeCheckout,
  refund,
  type StandIn,
  sendEvent,
  signedEvent,
  startStripeStandIn,
} from "../support/stripe-stand-in";
import { createScratchDatabase, testDatabaseUrl } from "./support/database";
import {
  clientAddress,
  contactFields,
  createAdmin,
  markup,
  postForm,
  signInOwner,
  startServer,
  tempDir,
} from "./support/server";

const ports = { embedded: 3581, postgres: 3582 };
const keys = { secretKey: "sk_test_system_stand_in", webhookSecret: "whsec_system_stand_in" };

/** A page's words as the customer reads them: no tags, no React's text markers, entities read. */
function words(html: string): string {
  return markup(html)
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A server with Stripe's keys pointed at a stand-in, and its owner signed in. */
async function paymentsServer(port: number, databaseUrl: string) {
  const dataDir = tempDir("payments");
  const email = "owner@payments.test";
  const password = "payments-password-1";
  await createAdmin(email, password, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const stripe = await startStripeStandIn({
    ...keys,
    webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook`,
  });
  const server = await startServer({
    port,
    dataDir,
    env: {
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: "true",
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
      STRIPE_API_BASE: stripe.base,
    },
  });
  const base = server.base;
  const cookie = await signInOwner(base, email, password);
  const ownerPage = async (pathname: string) =>
    markup(await (await fetch(`${base}${pathname}`, { headers: { Cookie: cookie } })).text());
  return { server, stripe, base, cookie, ownerPage };
}

type Owner = Awaited<ReturnType<typeof paymentsServer>>;

/** A lead from the contact form (its source: a Nextdoor campaign), quoted $1,600 and accepted: its deposit invoice's link. */
async function acceptedDeposit(owner: Owner, marker: string): Promise<string> {
  const { base, cookie } = owner;
  const sent = await postForm(
    base,
    "/contact",
    { ...contactFields(marker), utm_source: "nextdoor", utm_campaign: "spring" },
    { clientAddress: clientAddress() },
  );
  expect(sent.status).toBeLessThan(400);
  const dashboard = await owner.ownerPage(`/admin?q=${encodeURIComponent(marker)}`);
  const leadId = /\/admin\/quotes\/new\/([0-9a-f-]{36})/.exec(dashboard)?.[1];
  expect(leadId).toBeTruthy();
  const quoteSent = await postForm(
    base,
    `/admin/quotes/new/${leadId}`,
    {
      intent: "send",
      title: "Whole house",
      "options.0.name": "Walls",
      "options.0.lines.0.description": "Interior walls",
      "options.0.lines.0.quantity": "1",
      "options.0.lines.0.unit": "job",
      "options.0.lines.0.unitPrice": "1600",
      depositPercent: "25",
      validDays: "30",
      taxRate: "0",
    },
    { headers: { Cookie: cookie } },
  );
  expect(quoteSent.status).toBe(303);
  const quotePage = await owner.ownerPage(quoteSent.headers.get("location")!);
  const quoteLink = /\/quote\/[A-Za-z0-9_-]{32}/.exec(quotePage)![0];
  const customerPage = markup(await (await fetch(`${base}${quoteLink}`)).text());
  const quoteId = /name="quoteId" value="([0-9a-f-]{36})"/.exec(customerPage)![1]!;
  const optionId = /name="optionId"[^>]*value="([0-9a-f-]{36})"/.exec(customerPage)![1]!;
  const accepted = await postForm(base, quoteLink, {
    intent: "accept",
    quoteId,
    optionId,
    fullName: marker,
    consent: "on",
  });
  expect(accepted.status).toBe(303);
  const acceptedPage = markup(await (await fetch(`${base}${quoteLink}`)).text());
  const invoiceLink = /\/invoice\/[A-Za-z0-9_-]{32}/.exec(acceptedPage)?.[0];
  expect(invoiceLink).toBeTruthy();
  return invoiceLink!;
}

/** The customer taps Pay: the server makes a checkout session and sends the customer to it. */
async function pay(owner: Owner, invoiceLink: string): Promise<string> {
  const answer = await postForm(owner.base, invoiceLink, { intent: "pay" });
  expect(answer.status).toBe(303);
  const checkout = new URL(answer.headers.get("location")!);
  expect(checkout.origin).toBe(owner.stripe.base);
  return checkout.pathname.split("/").at(-1)!;
}

/** The customer pays on the stand-in's checkout page (it sends the signed completed event, then redirects). */
async function checkout(stripe: StandIn, sessionId: string, method: "card" | "bank") {
  const done = await completeCheckout(stripe, sessionId, method);
  expect(done.status).toBe(303);
  return Date.now();
}

const runs: { label: string; port: number; databaseUrl: () => Promise<string> }[] = [
  { label: "embedded database", port: ports.embedded, databaseUrl: async () => "" },
  ...(testDatabaseUrl
    ? [
        {
          label: "PostgreSQL",
          port: ports.postgres,
          databaseUrl: async () => (await createScratchDatabase("payments")).url,
        },
      ]
    : []),
];

for (const { label, port, databaseUrl } of runs) {
  describe(`invoices paid online (${label})`, () => {
    let owner: Owner | undefined;
    afterAll(async () => {
      await owner?.server.stop();
      await owner?.stripe.close();
    });

    it("a card deposit reaches Money and Insights within 10 s; a bank payment clears or fails; a replay changes nothing", async () => {
      owner = await paymentsServer(port, await databaseUrl());
      const { stripe } = owner;

      // A deposit paid by card.
      const card = await acceptedDeposit(owner, `Cara Card ${Date.now()}`);
      const cardSession = await pay(owner, card);
      const paidAt = await checkout(stripe, cardSession, "card");
      await until("the card payment on the Money page", async () => {
        const money = words(await owner!.ownerPage("/admin/money"));
        return money.includes("$400 from Cara Card") ? true : undefined;
      });
      const insights = await until("the collected deposit in Insights", async () => {
        const page = words(await owner!.ownerPage("/admin/insights"));
        return page.includes("Collected (money received on their invoices) $400") ? page : undefined;
      });
      expect(Date.now() - paidAt).toBeLessThan(10_000);
      // Counted under the lead's source, in the quotes-by-source table.
      // By the lead's source and campaign: one lead, quoted, accepted at $1,600, $400 collected.
      expect(insights).toContain(
        "Quotes by source Source Leads Quotes sent Opened Accepted Close rate Accepted value Collected Nextdoor 1 1 1 1 100% $1,600 $400",
      );
      expect(insights).toContain("Collected spring 1 1 1 1 100% $1,600 $400");
      expect(words(await (await fetch(`${owner.base}${card}`)).text())).toContain("Paid in full. Thank you!");

      // A bank payment: processing, then paid when Stripe says it cleared.
      const bankLink = await acceptedDeposit(owner, `Bo Bank ${Date.now()}`);
      const bankSession = await pay(owner, bankLink);
      await checkout(stripe, bankSession, "bank");
      const processing = words(await (await fetch(`${owner.base}${bankLink}`)).text());
      expect(processing).toContain("Your bank payment of $400 is on its way.");
      expect(
        words(await owner.ownerPage("/admin/money")).match(/Bank payments on their way \$400/),
      ).toBeTruthy();
      const cleared = await sendEvent(stripe, "checkout.session.async_payment_succeeded", bankSession);
      expect(cleared.status).toBe(200);
      expect(words(await (await fetch(`${owner.base}${bankLink}`)).text())).toContain(
        "Paid in full. Thank you!",
      );

      // Another bank payment that bounces: failed, the deposit still due, Pay offered again.
      const bounceLink = await acceptedDeposit(owner, `Bea Bounce ${Date.now()}`);
      const bounceSession = await pay(owner, bounceLink);
      await checkout(stripe, bounceSession, "bank");
      // Stripe sends the failure twice (a retry of one event): answered both times, applied once.
      const session = stripe.sessions.get(bounceSession)!;
      const failure = signedEvent(
        stripe.webhookSecret,
        "checkout.session.async_payment_failed",
        session,
        "evt_bounce",
      );
      for (let i = 0; i < 2; i++) {
        const delivered = await fetch(stripe.webhookUrl!, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": failure.signature },
          body: failure.body,
        });
        expect(delivered.status).toBe(200);
      }
      const bounced = words(await (await fetch(`${owner.base}${bounceLink}`)).text());
      expect(bounced).toContain("did not go through");
      expect(bounced).toContain("Pay $400 by card or bank");
      // A forged event (signed with another secret) is refused and changes nothing.
      const forged = signedEvent("whsec_not_the_site", "checkout.session.async_payment_succeeded", session);
      const refused = await fetch(stripe.webhookUrl!, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": forged.signature },
        body: forged.body,
      });
      expect(refused.status).toBe(400);
      expect(words(await (await fetch(`${owner.base}${bounceLink}`)).text())).toContain("did not go through");

      // A refund made in Stripe shows on the invoice and is taken off what was collected.
      const refunded = await refund(stripe, cardSession, 10_000);
      expect(refunded.status).toBe(200);
      const afterRefund = words(await (await fetch(`${owner.base}${card}`)).text());
      expect(afterRefund).toContain("Partly paid");
      expect(afterRefund).toContain("Refunded (Card) $100");
      const csv = await (
        await fetch(`${owner.base}/admin/payments.csv`, { headers: { Cookie: owner.cookie } })
      ).text();
      expect(csv.split("\r\n").filter((row) => row.includes("Bea Bounce"))).toHaveLength(1);
      expect(
        csv
          .split("\r\n")
          .filter((row) => row.includes("Cara Card") && /,400\.00,100\.00,Received$/.test(row)),
      ).toHaveLength(1);
    });
  });
}
