/**
 * Getting paid, as the customer and the owner do it on their phones: a quote
 * accepted online yields its deposit invoice; the customer opens the
 * invoice's link and reaches the payment page in two taps, pays by card on
 * the stand-in of Stripe's Checkout (tests/support/stripe-stand-in.ts: Stripe
 * cannot be reached from here), and the signed event marks it paid; the
 * owner bills the balance when the job is done and marks the $1,200 check in
 * under 30 s; the Money page and the payments' CSV show both. And what must
 * change nothing: another invoice's link, a forged Pay, an unsigned event.
 */

import { pdfText } from "../support/pdf-text";
import { expect, hydrated, signInAsAdmin, test } from "./fixtures";
import { openLead, sendContact } from "./support/admin-session";
import { checkBothThemes } from "./support/axe-check";
import { phoneViewport } from "./support/fit-checks";
import { marker } from "./support/forms";
import { waitForMail } from "./support/mailbox";
import { installVisualGuard } from "./support/visual-guard";

test.use({ viewport: phoneViewport, isMobile: true, hasTouch: true });

type Page = import("@playwright/test").Page;

/** A one-line quote of $1,600 (no tax, a 25% deposit) sent to a new lead; its customer's link. */
async function sentQuote(page: Page, request: import("@playwright/test").APIRequestContext, name: string) {
  const email = `${name.replaceAll(" ", ".").toLowerCase()}@example.com`;
  await sendContact(request, name, { email });
  await signInAsAdmin(page);
  const card = await openLead(page, name);
  await card.getByRole("link", { name: /Write a quote/ }).click();
  await hydrated(page);
  await page.locator('[name="options.0.name"]').fill("Whole house");
  await page.locator('[name="options.0.lines.0.description"]').fill("Interior walls, two coats");
  await page.locator('[name="options.0.lines.0.quantity"]').fill("1");
  await page.locator('[name="options.0.lines.0.unit"]').fill("job");
  await page.locator('[name="options.0.lines.0.unitPrice"]').fill("1600");
  await page.getByRole("button", { name: "Send to customer" }).click();
  await expect(page.getByText(/Quote sent to/)).toBeVisible();
  const [mail] = await waitForMail(
    (m) => m.subject.startsWith("Your quote from") && m.envelope.to.includes(email),
  );
  const link = /https?:\/\/\S+\/quote\/[A-Za-z0-9_-]{32}/.exec(mail!.text)?.[0];
  return { quotePath: new URL(link!).pathname, ownerQuotePage: page.url() };
}

async function accept(customer: Page, name: string) {
  await customer.getByLabel("Whole house").check();
  await customer.getByLabel("Your full name").fill(name);
  await customer.getByLabel(/I accept this quote/).check();
  await customer.getByRole("button", { name: "Accept quote" }).click();
  await expect(customer.getByText(`Accepted by ${name}`)).toBeVisible();
}

test("a deposit paid by card online and the balance paid by a check the owner marks", async ({
  page,
  request,
  browser,
}) => {
  // Two new pages checked by axe in both themes at two widths, besides the walk.
  test.slow();
  const name = marker("Payer");
  const { quotePath, ownerQuotePage } = await sentQuote(page, request, name);

  const customerContext = await browser.newContext({
    viewport: phoneViewport,
    isMobile: true,
    hasTouch: true,
  });
  const customer = await customerContext.newPage();
  await customer.goto(quotePath);
  await accept(customer, name);
  // The accepted quote points at its deposit invoice, ready the moment it was accepted.
  await expect(customer.getByText("Your deposit invoice for $400 is ready.", { exact: false })).toBeVisible();
  const invoicePath = await customer.getByRole("link", { name: "Pay the deposit" }).getAttribute("href");
  expect(invoicePath).toMatch(/^\/invoice\/[A-Za-z0-9_-]{32}$/);

  // The customer opens the invoice's link (a text from the owner): one tap, then Pay: two.
  await customer.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  await installVisualGuard(customer);
  const loaded = await customer.goto(invoicePath!);
  expect(loaded?.headers()["cache-control"]).toBe("private, no-store");
  await expect(customer.getByRole("heading", { name: /^Invoice \d+$/, level: 1 })).toBeVisible();
  await expect(customer.getByText("$400").first()).toBeVisible();
  await checkBothThemes(customer, "the customer's invoice (phone)");
  await customer.setViewportSize({ width: 1280, height: 800 });
  await checkBothThemes(customer, "the customer's invoice (computer)");
  await customer.setViewportSize(phoneViewport);
  await customer.emulateMedia({ colorScheme: "light" });
  // Nothing on the invoice asks another host for anything before the customer taps Pay.
  const ownOrigin = new URL(customer.url()).origin;
  const elsewhere: string[] = [];
  customer.on("request", (r) => {
    if (new URL(r.url()).origin !== ownOrigin) elsewhere.push(r.url());
  });
  await customer.reload();
  await expect(customer.getByRole("button", { name: "Pay $400 by card or bank" })).toBeVisible();
  expect(elsewhere).toEqual([]);
  await customer.getByRole("button", { name: "Pay $400 by card or bank" }).tap();
  // The hand-off to Checkout (the stand-in's page, on its own host).
  await expect(customer).toHaveTitle("Stand-in checkout");
  expect(new URL(customer.url()).origin).not.toBe(ownOrigin);
  await customer.getByRole("button", { name: "Pay by card" }).tap();
  // Back on the invoice: the signed event has marked it paid.
  await expect(customer).toHaveURL(/\/invoice\/[A-Za-z0-9_-]{32}\?paid=1$/);
  await expect(customer.getByText("Paid in full. Thank you!")).toBeVisible();
  // Its PDF copy says so too.
  const pdf = await customer.request.get(`${invoicePath}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const pdfWords = pdfText(await pdf.body());
  expect(pdfWords).toMatch(/Invoice \d+: Deposit for Quote \d+/);
  expect(pdfWords).toContain(`Bill to: ${name}`);
  expect(pdfWords).toContain("Balance due: $0");
  await customer.goto(quotePath);
  await expect(customer.getByText("Your deposit is paid. Thank you!")).toBeVisible();

  // The owner: the quote shows the deposit paid; the job done, he bills the balance and marks the check.
  await page.goto(ownerQuotePage);
  const invoices = page.getByRole("region", { name: "Invoices" });
  await expect(invoices.getByText(/\$400 · Paid/)).toBeVisible();
  await invoices.getByRole("button", { name: "Job done: make the balance invoice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Invoice \d+ for / })).toBeVisible();
  await expect(page.getByText(/Invoice \d+ made for \$1,200/).first()).toBeVisible();
  const ownerInvoicePage = page.url();
  // He e-mails it to the customer (its reminders after the due day are queued with it).
  await page.getByRole("button", { name: /^E-mail it to / }).click();
  await expect(
    page.getByText(/Invoice e-mailed to .*, with reminders after its due day\./).first(),
  ).toBeVisible();
  const [invoiceMail] = await waitForMail(
    (m) => /^Invoice \d+ from /.test(m.subject) && m.text.includes("$1,200, due"),
  );
  expect(invoiceMail!.text).toMatch(/\/invoice\/[A-Za-z0-9_-]{32}/);
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  await installVisualGuard(page);
  await page.reload();
  await hydrated(page);
  await checkBothThemes(page, "the owner's invoice page (phone)");
  await page.emulateMedia({ colorScheme: "light" });

  // Marking the $1,200 check: from the open invoice to its answer, within 30 s of the test's own steps.
  const started = Date.now();
  await page.goto(ownerInvoicePage);
  const form = page.getByRole("region", { name: "Mark a payment received" });
  await expect(form.getByLabel("Amount received ($)")).toHaveValue("1200");
  await form.getByLabel("Check", { exact: true }).check();
  await form.getByLabel("Check number").fill("1042");
  await form.getByRole("button", { name: "Mark received" }).tap();
  await expect(page.getByText("Check 1042 for $1,200 marked received.").first()).toBeVisible();
  expect(Date.now() - started).toBeLessThan(30_000);
  await expect(page.getByText(/Paid\.$/).first()).toBeVisible();

  // A mistaken entry is taken back and put back.
  await page.getByRole("button", { name: "Undo" }).tap();
  await expect(page.getByText("Payment taken back.").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Mark a payment received" })).toBeVisible();
  await page.getByRole("button", { name: "Put back" }).tap();
  await expect(page.getByText("Payment put back.").first()).toBeVisible();

  // The link went to the wrong person: a new one, and the old one stops opening.
  await page.goto(ownerInvoicePage);
  const customerLink = page.getByRole("link", { name: "See it as the customer does" });
  const oldLink = new URL((await customerLink.getAttribute("href"))!).pathname;
  await page.getByText("The link went to the wrong person?").click();
  await page.getByRole("button", { name: "Make a new link" }).click();
  await expect(page.getByText("New link made: the old one no longer opens.").first()).toBeVisible();
  const newLink = new URL((await customerLink.getAttribute("href"))!).pathname;
  expect(newLink).not.toBe(oldLink);
  expect((await page.request.get(oldLink)).status()).toBe(404);
  expect((await page.request.get(newLink)).status()).toBe(200);

  // The Money page and the accountant's CSV hold both payments.
  await page.goto("/admin/money");
  await expect(page.getByRole("link", { name: `$1,200 from ${name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `$400 from ${name}` })).toBeVisible();
  await checkBothThemes(page, "the Money page (phone)");
  const csv = await page.request.get("/admin/payments.csv");
  const rows = (await csv.text()).split("\r\n").filter((row) => row.includes(name));
  expect(rows.some((row) => /,Card,pi_test_\w+,400\.00,0\.00,Received$/.test(row))).toBe(true);
  expect(rows.some((row) => /,Check 1042,1042,1200\.00,0\.00,Received$/.test(row))).toBe(true);
  await customerContext.close();
});

test.describe("what must change nothing", () => {
  test.use({ allowedConsoleErrors: [/status of 40\d|Failed to load resource/] });

  test("a made-up invoice link, a forged Pay, an unsigned or forged event", async ({ request }) => {
    expect((await request.get(`/invoice/${"A".repeat(32)}`)).status()).toBe(404);
    const forgedPay = await request.post(`/invoice/${"A".repeat(32)}`, { form: { intent: "pay" } });
    expect(forgedPay.status()).toBe(404);
    const event = JSON.stringify({
      id: "evt_forged",
      type: "checkout.session.completed",
      data: { object: {} },
    });
    const unsigned = await request.post("/api/stripe/webhook", {
      data: event,
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.status()).toBe(400);
    const forged = await request.post("/api/stripe/webhook", {
      data: event,
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=deadbeef" },
    });
    expect(forged.status()).toBe(400);
    expect((await request.get("/api/stripe/webhook")).status()).toBe(405);
  });

  test("an oversized Pay or event, and the owner's undo of another invoice's payment", async ({
    request,
    page,
  }) => {
    // Bodies far past what a Pay or a Stripe event holds are refused before they are read.
    const bigPay = await request.post(`/invoice/${"A".repeat(32)}`, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: `intent=pay&pad=${"x".repeat(70_000)}`,
    });
    expect(bigPay.status()).toBeGreaterThanOrEqual(400);
    const bigEvent = await request.post("/api/stripe/webhook", {
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      data: "x".repeat(300 * 1024),
    });
    expect(bigEvent.status()).toBe(413);
    // Signed in as the owner, a made-up payment on a made-up invoice: nothing found, nothing changed.
    await signInAsAdmin(page);
    const none = "00000000-0000-4000-8000-000000000000";
    const undo = await page.request.post(`/admin/invoices/${none}`, {
      form: { intent: "undo", paymentId: none },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(undo.status()).toBe(404);
  });
});
