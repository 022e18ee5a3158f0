/**
 * Quotes, as the owner writes one on a phone and the customer answers it:
 * a three-option quote of six lines from a lead, sent by e-mail; the
 * customer opens the link, picks an option and an extra, signs and accepts;
 * the lead is won with that total. And what must be refused: a tampered
 * option, a second acceptance, a forged link; markup in a line stays text.
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

/** Fills one line's fields (the option's rows are numbered from 0). */
async function fillLine(
  page: import("@playwright/test").Page,
  option: number,
  row: number,
  [description, quantity, unit, price]: [string, string, string, string],
) {
  const field = (key: string) => page.locator(`[name="options.${option}.lines.${row}.${key}"]`);
  await field("description").fill(description);
  await field("quantity").fill(quantity);
  await field("unit").fill(unit);
  await field("unitPrice").fill(price);
  return 4;
}

test("the owner sends a three-option quote from his phone and the customer accepts it online", async ({
  page,
  request,
  browser,
}) => {
  // Three pages checked by axe in both themes, besides the walk through the quote.
  test.slow();
  const name = marker("Quote");
  const email = `${name.replaceAll(" ", ".").toLowerCase()}@example.com`;
  await sendContact(request, name, { email });
  await signInAsAdmin(page);
  const card = await openLead(page, name);
  let taps = 0;
  let fields = 0;
  await card.getByRole("link", { name: /Write a quote/ }).click();
  taps++;
  await expect(page.getByRole("heading", { name: `New quote for ${name}`, level: 1 })).toBeVisible();
  await hydrated(page);
  // The editor passes axe and the look in both themes (a page with a record in its address: not in the walk).
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  await installVisualGuard(page);
  await page.reload();
  await hydrated(page);
  await checkBothThemes(page, "the new quote page");
  await page.emulateMedia({ colorScheme: "light" });

  const options: [string, [string, string, string, string][]][] = [
    [
      "Walls only",
      [
        ["Interior walls, two coats", "3", "room", "450"],
        ["Patch and sand", "1", "job", "150"],
      ],
    ],
    [
      "Walls and trim",
      [
        ["Interior walls, two coats", "3", "room", "450"],
        ["Trim, per foot", "120", "ft", "2.50"],
      ],
    ],
    [
      "Everything",
      [
        ["Interior walls, two coats", "3", "room", "450"],
        ["Ceilings <b>flat</b>", "3", "room", "300"],
      ],
    ],
  ];
  for (const [index, [optionName, lines]] of options.entries()) {
    await page.locator(`[name="options.${index}.name"]`).fill(optionName);
    fields++;
    for (const [row, line] of lines.entries()) fields += await fillLine(page, index, row, line);
  }
  // An extra the customer may tick, on the middle option.
  await page.locator('[name="options.1.lines.2.description"]').fill("Paint the closet");
  await page.locator('[name="options.1.lines.2.unitPrice"]').fill("120");
  await page.locator('[name="options.1.lines.2.optional"]').selectOption("on");
  await page.getByLabel("Recommend option 2").check();
  fields += 4;
  await page.getByRole("button", { name: "Send to customer" }).click();
  taps++;
  await expect(page.getByText(/Quote sent to/)).toBeVisible();
  const ownerQuotePage = page.url();
  // From the lead card: 2 taps and 31 fields (3 names, 6 lines of 4, an extra of 3, the recommended one).
  expect(taps).toBe(2);
  expect(fields).toBe(31);

  const [mail] = await waitForMail(
    (m) => m.subject.startsWith("Your quote from") && m.envelope.to.includes(email),
  );
  const link = /https?:\/\/\S+\/quote\/[A-Za-z0-9_-]{32}/.exec(mail!.text)?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link!).pathname;

  // The customer, on their own phone.
  const customerContext = await browser.newContext({
    viewport: phoneViewport,
    isMobile: true,
    hasTouch: true,
  });
  const customer = await customerContext.newPage();
  await customer.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  await installVisualGuard(customer);
  await customer.goto(path);
  await hydrated(customer);
  await checkBothThemes(customer, "the customer's quote page (phone)");
  await customer.setViewportSize({ width: 1280, height: 800 });
  await checkBothThemes(customer, "the customer's quote page (computer)");
  await customer.setViewportSize(phoneViewport);
  await customer.emulateMedia({ colorScheme: "light" });
  await expect(customer.getByRole("heading", { level: 1 })).toContainText("Quote");
  // Markup typed into a line is shown as text.
  await expect(customer.getByText("Ceilings <b>flat</b>").first()).toBeVisible();
  await customer.getByLabel("Walls and trim").check();
  await customer.getByLabel(/Paint the closet/).check();
  // 3 × $450 + 120 × $2.50 + $120 = $1,770; a 25% deposit is $442.50.
  const middle = customer.getByRole("listitem").filter({ has: customer.getByLabel("Walls and trim") });
  await expect(middle.getByText("$1,770")).toBeVisible();
  await customer.getByLabel("Your full name").fill(name);
  await customer.getByLabel(/I accept this quote/).check();
  await customer.getByRole("button", { name: "Accept quote" }).click();
  await expect(customer.getByText(`Accepted by ${name}`)).toBeVisible();
  await expect(customer.getByText("Walls and trim: $1,770, deposit $442.50")).toBeVisible();
  // How to pay the deposit: the quote's own payment terms (no payment is taken on the site).
  await expect(customer.getByRole("heading", { name: "How to pay the deposit" })).toBeVisible();
  await expect(customer.getByText(/the balance is due when the job is finished/).first()).toBeVisible();

  // The signed copy: read back, it holds the total and the acceptance record.
  const signed = await customer.request.get(`${path}/pdf`);
  expect(signed.headers()["content-type"]).toBe("application/pdf");
  const signedText = pdfText(await signed.body());
  expect(signedText).toContain("Total: $1,770");
  expect(signedText).toContain(`Accepted by: ${name}`);
  expect(signedText).toMatch(/SHA-256 fingerprint of the quote as shown: [0-9a-f]{64}/);
  // The signer's network address is the owner's to keep: not in the link's copy (nor its page, below).
  expect(signedText).not.toContain("IP address:");

  // The owner hears of it within 10 s, with the signed copy attached, and the lead is won with that value.
  const [ownerMail] = await waitForMail(
    (m) => m.subject.includes("accepted by") && m.subject.includes(name),
    {
      timeout: 10_000,
    },
  );
  const attached = ownerMail!.attachments?.find((file) => file.contentType === "application/pdf");
  expect(attached?.filename).toMatch(/^quote-\d+-signed\.pdf$/);
  expect(pdfText(Buffer.from(attached!.base64, "base64"))).toContain(`Accepted by: ${name}`);
  const [customerMail] = await waitForMail(
    (m) => m.subject.includes("accepted: thank you") && m.envelope.to.includes(email),
  );
  expect(customerMail!.attachments?.map((file) => file.contentType)).toContain("application/pdf");
  const won = await openLead(page, name);
  await expect(won.getByText("Won: $1,770")).toBeVisible();
  // The signed copy stays in the admin.
  await page.goto(ownerQuotePage);
  const ownerCopy = page.getByRole("link", { name: "Signed copy (PDF)" });
  const ownerPdf = await page.request.get((await ownerCopy.getAttribute("href"))!);
  const ownerText = pdfText(await ownerPdf.body());
  expect(ownerText).toContain(`Accepted by: ${name}`);
  const signerAddress = /IP address: (\S+)/.exec(ownerText)?.[1];
  expect(signerAddress).toBeTruthy();
  expect(await customer.content()).not.toContain(signerAddress!);
  // And every quote, line by line, as a spreadsheet: markup stays text.
  await page.goto("/admin/quotes");
  const csvLink = page.getByRole("link", { name: "Download every quote (CSV)" });
  const csv = await page.request.get((await csvLink.getAttribute("href"))!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const csvText = await csv.text();
  expect(csvText).toContain(`,${name},`);
  expect(csvText).toContain(",Ceilings <b>flat</b>,3,room,300.00,900.00,");
  await customerContext.close();
});

test.describe("answers that must not count", () => {
  test.use({ allowedConsoleErrors: [/status of 500|Failed to load resource/] });

  test("a tampered choice, a second acceptance and a forged link are refused, and change nothing", async ({
    page,
    request,
  }) => {
    const name = marker("Quote check");
    const email = `${name.replaceAll(" ", ".").toLowerCase()}@example.com`;
    await sendContact(request, name, { email });
    await signInAsAdmin(page);
    await (await openLead(page, name)).getByRole("link", { name: /Write a quote/ }).click();
    await hydrated(page);
    await page.locator('[name="options.0.name"]').fill("Repaint");
    await fillLine(page, 0, 0, ["Front door, two coats", "1", "door", '=HYPERLINK("x")']);
    await page.getByRole("button", { name: "Send to customer" }).click();
    // A price that is not an amount (a spreadsheet formula) is refused beside its field.
    await expect(page.getByText("Enter a price in dollars, like 450 or 1,250.50").first()).toBeVisible();
    await page.locator('[name="options.0.lines.0.unitPrice"]').fill("280");
    await page.getByRole("button", { name: "Send to customer" }).click();
    await expect(page.getByText(/Quote sent to/)).toBeVisible();
    const [mail] = await waitForMail(
      (m) => m.subject.startsWith("Your quote from") && m.envelope.to.includes(email),
    );
    const path = new URL(/https?:\/\/\S+\/quote\/\S+/.exec(mail!.text)![0]).pathname;

    // The customer's acceptance gets no answer (a server error): the page, the name typed and the tick stay.
    await page.goto(path);
    await hydrated(page);
    await page.getByLabel("Your full name").fill(name);
    await page.getByLabel(/I accept this quote/).check();
    await page.route("**/quote/*.data*", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: '{"error":"Internal Server Error"}',
          })
        : route.continue(),
    );
    await page.getByRole("button", { name: "Accept quote" }).click();
    await expect(page.getByText(/so nothing was sent/)).toBeInViewport();
    await expect(page.getByLabel("Your full name")).toHaveValue(name);
    await expect(page.getByLabel(/I accept this quote/)).toBeChecked();
    await page.unrouteAll();

    const forged = await request.get(`${path.slice(0, -4)}AAAA`);
    expect(forged.status()).toBe(404);
    expect((await request.get(`${path.slice(0, -4)}AAAA/pdf`)).status()).toBe(404);
    // The PDF copy shows the description's formula as the characters typed.
    const copy = await request.get(`${path}/pdf`);
    expect(copy.status()).toBe(200);
    expect(pdfText(await copy.body())).toContain("Front door, two coats");

    const pageHtml = await (await request.get(path)).text();
    const inputValue = (name: string) =>
      /value="([^"]+)"/.exec(new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(pageHtml)![0])![1]!;
    const quoteId = inputValue("quoteId");
    const optionId = inputValue("optionId");
    const post = (fields: Record<string, string>) =>
      request.post(path, {
        form: { intent: "accept", quoteId, fullName: name, consent: "on", ...fields },
        maxRedirects: 0,
      });

    const tampered = await post({ optionId: quoteId });
    expect(tampered.status()).toBe(409);
    expect(await tampered.text()).toContain("Choose one of the options.");

    // Two tabs accept at once, each posting a made-up price too: one acceptance counts, at the quote's own price.
    const tampering = { optionId, totalCents: "1", unitPriceCents: "1", depositCents: "0" };
    const [first, second] = await Promise.all([post(tampering), post(tampering)]);
    expect([first.status(), second.status()].sort()).toEqual([303, 409]);
    const after = (await (await request.get(path)).text()).replaceAll("<!-- -->", "");
    expect(after).toContain(`Accepted by ${name}`);
    // One front door at $280, a 25% deposit of $70.
    expect(after).toContain("Repaint: $280, deposit $70.");
  });
});
