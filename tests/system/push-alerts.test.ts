/**
 * A phone alert delivered for real: the production server sends a Web Push
 * message to a push endpoint the test runs (HTTPS with a certificate the
 * test makes, which the server trusts through NODE_EXTRA_CA_CERTS, a
 * standard Node.js setting). The subscription is stored through the admin's
 * own page, signed in; the lead comes through the public contact form; the
 * message is decrypted with the device's keys, as a browser would. A
 * deposit paid by card (through the tests' stand-in of Stripe) alerts it too.
 */
import { spawnSync } from "node:child_process";
import { createECDH, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import path from "node:path";
import ece from "http_ece";
import { afterAll, describe, expect, it } from "vitest";
import type { PushAlert } from "~/features/leads/push-subscription";
import { completeCheckout, type StandIn, startStripeStandIn } from "../support/stripe-stand-in";
import {
  clientAddress,
  contactFields,
  createAdmin,
  markup,
  outcome,
  postForm,
  type RunningServer,
  signInOwner,
  startServer,
  tempDir,
} from "./support/server";

const SERVER_PORT = 5310;

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service for two devices: one that takes messages (201), one that is gone (410). */
async function startPushService(certDir: string) {
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      "key.pem",
      "-out",
      "cert.pem",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
    ],
    { cwd: certDir, encoding: "utf8" },
  );
  expect(made.status, made.stderr).toBe(0);
  const received: Received[] = [];
  const server: Server = createServer(
    { key: readFileSync(path.join(certDir, "key.pem")), cert: readFileSync(path.join(certDir, "cert.pem")) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(req.url?.startsWith("/gone/") ? 410 : 201).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `https://localhost:${port}`,
    cert: path.join(certDir, "cert.pem"),
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A device's keys, made as a browser makes them: a P-256 pair and 16 random auth bytes. */
function deviceKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
}

async function until<T>(what: string, check: () => T | undefined | Promise<T | undefined>, ms = 10_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("phone alerts through a push service", () => {
  let server: RunningServer | undefined;
  let pushService: Awaited<ReturnType<typeof startPushService>> | undefined;
  let stripe: StandIn | undefined;
  const stripeKeys = { secretKey: "sk_test_push_stand_in", webhookSecret: "whsec_push_stand_in" };

  afterAll(async () => {
    await server?.stop();
    await pushService?.close();
    await stripe?.close();
  });

  it("sends each new lead and a quote's first opening to the owner's device, encrypted for it, and drops a device that is gone", async () => {
    pushService = await startPushService(tempDir("push-cert"));
    const dataDir = tempDir("push");
    const email = "owner@push.test";
    const password = "push-password-1";
    await createAdmin(email, password, { DATA_DIR: dataDir });
    // Stripe's stand-in (tests/support/stripe-stand-in.ts), for the payment's alert below.
    stripe = await startStripeStandIn({
      ...stripeKeys,
      webhookUrl: `http://127.0.0.1:${SERVER_PORT}/api/stripe/webhook`,
    });
    server = await startServer({
      port: SERVER_PORT,
      dataDir,
      env: {
        NODE_EXTRA_CA_CERTS: pushService.cert,
        TRUST_PROXY: "true",
        // The test's own push service, taken like the browsers' ones.
        PUSH_SERVICE_HOSTS: new URL(pushService.origin).host,
        STRIPE_SECRET_KEY: stripeKeys.secretKey,
        STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
        STRIPE_API_BASE: stripe.base,
      },
    });
    const base = server.base;

    const cookie = await signInOwner(base, email, password);
    const alertsPage = async () =>
      markup(await (await fetch(`${base}/admin/alerts`, { headers: { Cookie: cookie } })).text());

    // Two devices subscribe through the Alerts page's action, as its script posts them.
    const phone = deviceKeys();
    const oldTablet = deviceKeys();
    for (const [name, keys, endpoint] of [
      ["Test phone", phone, `${pushService.origin}/ok/device-1`],
      ["Old tablet", oldTablet, `${pushService.origin}/gone/device-2`],
    ] as const) {
      const subscribed = await postForm(
        base,
        "/admin/alerts",
        { intent: "subscribe", endpoint, p256dh: keys.p256dh, auth: keys.auth, label: name },
        { headers: { Cookie: cookie } },
      );
      expect(subscribed.status).toBe(303);
      expect(subscribed.headers.get("location")).toBe("/admin/alerts");
    }
    const before = await alertsPage();
    expect(before).toContain("Test phone");
    expect(before).toContain("Old tablet");

    // A visitor sends a request through the public form.
    const marker = `Dana Push ${Date.now()}`;
    const sent = await postForm(
      base,
      "/contact",
      { ...contactFields(marker), service: "Drywall Repair", location: "Shoreview" },
      { clientAddress: clientAddress() },
    );
    expect(outcome(sent)).toBe("thanks");

    const delivered = await until("the push to the phone", () =>
      pushService?.received.find((message) => message.path === "/ok/device-1"),
    );
    // Signed by the server's VAPID key (RFC 8292), encrypted for the device (RFC 8291).
    expect(String(delivered.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=B[\w-]{86}$/);
    expect(delivered.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(delivered.headers.ttl)).toBeGreaterThan(0);
    expect(delivered.body.toString("utf8")).not.toContain(marker);
    const alert = JSON.parse(
      ece
        .decrypt(delivered.body, { version: "aes128gcm", privateKey: phone.ecdh, authSecret: phone.auth })
        .toString("utf8"),
    ) as PushAlert;
    expect(alert.title).toBe(`New estimate request from ${marker}`);
    expect(alert.body).toBe("Drywall Repair · Shoreview");
    expect(alert.url).toBe("/admin");

    // The owner sends that lead a quote; the customer's first opening alerts his phone within 10 s.
    const dashboard = markup(await (await fetch(`${base}/admin`, { headers: { Cookie: cookie } })).text());
    const leadId = /\/admin\/quotes\/new\/([0-9a-f-]{36})/.exec(dashboard)?.[1];
    expect(leadId).toBeTruthy();
    const quoteSent = await postForm(
      base,
      `/admin/quotes/new/${leadId}`,
      {
        intent: "send",
        title: "Basement walls",
        "options.0.name": "Patch and paint",
        "options.0.lines.0.description": "Drywall patch",
        "options.0.lines.0.quantity": "2",
        "options.0.lines.0.unit": "patch",
        "options.0.lines.0.unitPrice": "150",
        depositPercent: "25",
        validDays: "30",
        taxRate: "0",
      },
      { headers: { Cookie: cookie } },
    );
    expect(quoteSent.status).toBe(303);
    const quotePage = markup(
      await (
        await fetch(`${base}${quoteSent.headers.get("location")}`, { headers: { Cookie: cookie } })
      ).text(),
    );
    const quoteLink = /\/quote\/[A-Za-z0-9_-]{32}/.exec(quotePage)?.[0];
    expect(quoteLink).toBeTruthy();
    const beforeOpening = pushService.received.length;
    const opened = Date.now();
    const customerView = await fetch(`${base}${quoteLink}`, {
      headers: { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1" },
    });
    expect(customerView.status).toBe(200);
    const openedAlert = await until("the quote-opened push", () =>
      pushService?.received.slice(beforeOpening).find((message) => message.path === "/ok/device-1"),
    );
    expect(Date.now() - opened).toBeLessThan(10_000);
    const openedMessage = JSON.parse(
      ece
        .decrypt(openedAlert.body, { version: "aes128gcm", privateKey: phone.ecdh, authSecret: phone.auth })
        .toString("utf8"),
    ) as PushAlert;
    expect(openedMessage.title).toMatch(/^Quote \d+ opened$/);
    expect(openedMessage.body).toBe(`${marker} is looking at the quote now.`);
    // A second opening alerts nobody.
    await fetch(`${base}${quoteLink}`, { headers: { "User-Agent": "Mozilla/5.0 (iPhone) Safari/604.1" } });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(pushService.received.slice(beforeOpening).filter((m) => m.path === "/ok/device-1")).toHaveLength(
      1,
    );

    // The customer accepts and pays the $75 deposit by card: the owner's phone hears of it within 10 s of Stripe's event.
    const quoteHtml = markup(await (await fetch(`${base}${quoteLink}`)).text());
    const quoteId = /name="quoteId" value="([0-9a-f-]{36})"/.exec(quoteHtml)![1]!;
    const optionId = /name="optionId"[^>]*value="([0-9a-f-]{36})"/.exec(quoteHtml)![1]!;
    const accepted = await postForm(base, quoteLink!, {
      intent: "accept",
      quoteId,
      optionId,
      fullName: marker,
      consent: "on",
    });
    expect(accepted.status).toBe(303);
    const invoiceLink = /\/invoice\/[A-Za-z0-9_-]{32}/.exec(
      markup(await (await fetch(`${base}${quoteLink}`)).text()),
    )![0];
    const pay = await postForm(base, invoiceLink, { intent: "pay" });
    const session = new URL(pay.headers.get("location")!).pathname.split("/").at(-1)!;
    const beforePayment = pushService.received.length;
    const paid = Date.now();
    await completeCheckout(stripe, session, "card");
    const paymentAlert = await until("the payment push", () =>
      pushService?.received.slice(beforePayment).find((message) => message.path === "/ok/device-1"),
    );
    expect(Date.now() - paid).toBeLessThan(10_000);
    const paymentMessage = JSON.parse(
      ece
        .decrypt(paymentAlert.body, { version: "aes128gcm", privateKey: phone.ecdh, authSecret: phone.auth })
        .toString("utf8"),
    ) as PushAlert;
    expect(paymentMessage.title).toBe("Payment received: $75");
    expect(paymentMessage.body).toMatch(new RegExp(`^${marker} paid Invoice \\d+ online\\.$`));
    expect(paymentMessage.url).toMatch(/^\/admin\/invoices\/[0-9a-f-]{36}$/);

    // The push service said the tablet's subscription is gone (410): it leaves the list.
    await until("the gone device to leave the list", async () =>
      (await alertsPage()).includes("Old tablet") ? undefined : true,
    );
    const after = await alertsPage();
    expect(after).toContain("Test phone");
    // The phone's row shows when it was last alerted.
    expect(after).not.toContain("None yet");
  });
});
