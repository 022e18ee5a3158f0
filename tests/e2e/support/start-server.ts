/**
 * The browser tests' web server: starts the test SMTP sink, then the real
 * production server (server.ts) with SMTP_URL pointing at the sink, small
 * rate limits and TRUST_PROXY=loopback (each test sends its own
 * X-Forwarded-For, so each has its own client address).
 *
 * Run by Playwright's webServer with plain Node: `node tests/e2e/support/start-server.ts`.
 */
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { startStripeStandIn } from "../../support/stripe-stand-in.ts";
import { mailDir, OWNER_INBOX, RATE_LIMIT_MAX_FORMS, RATE_LIMIT_MAX_LOGINS, smtpPort } from "./e2e-env.ts";
import { startMailSink } from "./mail-sink.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const sink = await startMailSink(smtpPort, mailDir());
// Stripe cannot be reached from here: the invoices are paid through a stand-in of its API and
// Checkout page (tests/support/stripe-stand-in.ts), which sends its signed events to this server.
const stripeKeys = { secretKey: "sk_test_e2e_stand_in", webhookSecret: "whsec_e2e_stand_in" };
const stripe = await startStripeStandIn({
  ...stripeKeys,
  webhookUrl: `http://127.0.0.1:${process.env.PORT}/api/stripe/webhook`,
});

const env = {
  ...process.env,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  LEADS_NOTIFY_TO: OWNER_INBOX,
  VISITOR_CONFIRMATIONS: "true",
  RATE_LIMIT_MAX_FORMS: String(RATE_LIMIT_MAX_FORMS),
  RATE_LIMIT_MAX_LOGINS: String(RATE_LIMIT_MAX_LOGINS),
  TRUST_PROXY: "loopback",
  // The alerts tests' devices point here (nothing answers: their sends fail, as they should).
  PUSH_SERVICE_HOSTS: "127.0.0.1:9",
  STRIPE_SECRET_KEY: stripeKeys.secretKey,
  STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
  STRIPE_API_BASE: stripe.base,
};

// The accounts the admin tests sign in with, made the way an owner makes them (one program for all).
const made = spawnSync(process.execPath, ["--import", "tsx", "tests/e2e/support/create-accounts.ts"], {
  cwd: root,
  env,
  stdio: "inherit",
});
if (made.status !== 0) {
  sink.close();
  await stripe.close();
  throw new Error("could not create the test accounts");
}

const server = spawn(process.execPath, [path.join(root, "server.ts")], { cwd: root, env, stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => {
  void stripe.close();
  sink.close(() => process.exit(code ?? (signal ? 1 : 0)));
});
