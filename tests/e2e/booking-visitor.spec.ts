/**
 * Booking an estimate visit on the site, as visitors do it: the owner switches the Schedule buttons
 * to booking here (and back); a new visitor books from a Schedule button on a phone; after the
 * estimate form a time is one tap; without JavaScript; on a weak signal; a time taken meanwhile or
 * altered in the page; moving and cancelling by the visit's link; forged and expired links; visits
 * the owner confirms or declines himself. It changes the business profile: the content server, once.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { visitLinkToken } from "../../app/features/booking/server/visit-links.server";
import { addressFor, expect, hydrated, test } from "./fixtures";
import { checkBothThemes } from "./support/axe-check";
import { chooseScheduling, fillDetails, timeButtons, visitor } from "./support/booking-visits";
import { contentBaseUrl } from "./support/e2e-env";
import { fillContact, marker, validContact } from "./support/forms";
import { releaseProfileLock, takeProfileLock } from "./support/profile-lock";
import { seedSite } from "./support/seed-site";
import { installVisualGuard } from "./support/visual-guard";

test.use({ baseURL: contentBaseUrl, allowedConsoleErrors: [/status of 4(0[049]|10)/] });
test.describe.configure({ mode: "serial" });
// content-admin's profile tests save this profile too: one at a time.
test.beforeAll(async () => {
  test.setTimeout(300_000);
  await takeProfileLock();
});
test.afterAll(releaseProfileLock);

/** The visit's token, from its page's address. */
const tokenOf = (page: Page) => new URL(page.url()).pathname.split("/").at(-1)!;

test("the owner switches the Schedule buttons to booking on this site", async ({ page }) => {
  await chooseScheduling(page, "here");
  await page.goto("/");
  const header = page.getByRole("banner");
  const schedule = header.getByRole("link", { name: "Schedule Free Estimate" });
  await expect(schedule).toHaveAttribute("href", "/book");
  await expect(schedule).not.toHaveAttribute("target");
  await expect(
    header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Schedule Estimate" }),
  ).toHaveAttribute("href", "/book");
  await page.goto("/contact");
  const scheduleLinks = page.getByRole("link", { name: /Schedule (Your )?Free Estimate|Pick a time/ });
  expect(await scheduleLinks.count()).toBeGreaterThan(1);
  for (const link of await scheduleLinks.all()) await expect(link).toHaveAttribute("href", "/book");
});

test("a new visitor on a phone books from a Schedule button in under 30 seconds", async ({
  browser,
  clientAddress,
}) => {
  const { context, page } = await visitor(browser, clientAddress);
  await page.goto("/");
  await hydrated(page);
  const started = Date.now();
  let taps = 0;
  let typed = 0;
  // The phone's action bar carries the Schedule button.
  await page.getByRole("navigation", { name: "Call or book an estimate" }).getByRole("link").last().click();
  taps++;
  await expect(page).toHaveURL(/\/book$/);
  await expect(page.getByRole("heading", { name: "Book a free estimate visit" })).toBeVisible();
  const name = marker("Phone booker");
  await fillDetails(page, name);
  typed += 4;
  await page.getByRole("button", { name: "See free times" }).click();
  taps++;
  const first = timeButtons(page).first();
  await expect(first).toBeVisible();
  const chosen = (await first.textContent())!.replace(/^Book /, "");
  await first.click();
  taps++;
  await expect(page.getByRole("heading", { name: "Your free estimate visit" })).toBeVisible();
  const seconds = (Date.now() - started) / 1000;
  expect(taps).toBe(3);
  expect(typed).toBe(4);
  expect(seconds).toBeLessThan(30);

  await expect(page.getByRole("status")).toContainText("Your visit is booked.");
  await expect(page.getByText("Confirmed: see you then.")).toBeVisible();
  const [day, time] = chosen.split(" at ");
  await expect(page.getByRole("definition").first()).toContainText(day!);
  // The time's range starts at the time chosen ("4:00 – 5:00 PM" for 4:00 PM).
  await expect(page.getByRole("definition").nth(1)).toContainText(time!.split(/\s/)[0]!);
  await expect(page.getByText("4820 Hodgson Rd, Shoreview 55126")).toBeVisible();
  await expect(page.getByText(/measures, and answers your questions/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

test.describe("on a weak signal", () => {
  test.use({
    allowedConsoleErrors: [/status of (4(0[049]|10)|502)|ERR_CONNECTION_RESET|Failed to load resource/],
  });

  test("scripts arriving late and posts that get no answer: what the visitor typed and chose stays", async ({
    browser,
    clientAddress,
  }) => {
    const { context, page } = await visitor(browser, clientAddress);
    const name = marker("Weak signal");
    // The scripts arrive 1.5 s late: the name typed before them is kept.
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/book");
    const nameField = page.getByLabel("Name", { exact: true });
    await nameField.fill(name);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated !== "true")).toBe(true);
    await hydrated(page);
    await expect(nameField).toHaveValue(name);
    await fillDetails(page, name);

    // Posts fail: a proxy's error page while the server restarts, then a dropped connection.
    let failure: "502" | "reset" | undefined = "502";
    await page.route("**/book.data*", (route) => {
      if (route.request().method() !== "POST" || !failure) return route.continue();
      if (failure === "reset") return route.abort("connectionreset");
      return route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" });
    });
    const unsent = page.getByText(/so nothing was sent/);
    await page.getByRole("button", { name: "See free times" }).click();
    await expect(unsent).toBeInViewport();
    await expect(nameField).toHaveValue(name);
    await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("(651) 555-0123");
    await expect(page.getByLabel(/Address of the job/)).toHaveValue("4820 Hodgson Rd, Shoreview 55126");
    failure = undefined;
    await page.getByRole("button", { name: "See free times" }).click();
    await expect(timeButtons(page).first()).toBeVisible();
    await expect(unsent).toHaveCount(0);

    failure = "reset";
    const first = await timeButtons(page).first().textContent();
    await timeButtons(page).first().click();
    await expect(unsent).toBeInViewport();
    await expect(timeButtons(page).first()).toHaveText(first!);
    failure = undefined;
    await timeButtons(page).first().click();
    await expect(page.getByRole("heading", { name: "Your free estimate visit" })).toBeVisible();
    await context.close();
  });
});

test("without JavaScript: the booking page, a time taken meanwhile, and the offer after the form", async ({
  browser,
  clientAddress,
}) => {
  const first = await visitor(browser, addressFor(`${clientAddress} first`), { javaScript: false });
  const second = await visitor(browser, clientAddress, { javaScript: false });
  for (const [who, { page }] of [
    ["First", first],
    ["Second", second],
  ] as const) {
    await page.goto("/book");
    await fillDetails(page, marker(`${who} no-script`));
    await page.getByRole("button", { name: "See free times" }).click();
    await expect(timeButtons(page).first()).toBeVisible();
  }
  // Both see the same first time: the second takes it, then the first taps it.
  const label = await first.page.locator("button[name=start]").first().getAttribute("value");
  expect(await second.page.locator("button[name=start]").first().getAttribute("value")).toBe(label);
  await second.page.locator("button[name=start]").first().click();
  await expect(second.page.getByRole("heading", { name: "Your free estimate visit" })).toBeVisible();
  await first.page.locator("button[name=start]").first().click();
  await expect(first.page.getByRole("alert")).toHaveText(
    "Sorry, that time was just taken — here are the next free times.",
  );
  await expect(timeButtons(first.page).first()).toBeVisible();
  await expect(first.page.locator(`button[name=start][value="${label}"]`)).toHaveCount(0);
  // The next time is booked at once.
  await timeButtons(first.page).first().click();
  await expect(first.page.getByRole("heading", { name: "Your free estimate visit" })).toBeVisible();

  // The contact form without JavaScript lands on the thank-you page, with times to book.
  const page = second.page;
  await page.goto("/contact");
  await fillContact(page, validContact(marker("No-script form")));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact\/thank-you\?visit=/);
  const offer = page.getByRole("region", { name: "Book your free estimate visit now" });
  await offer.getByLabel("Street address for the visit").fill("1234 Elm St");
  await offer
    .getByRole("button", { name: /^Book / })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Your free estimate visit" })).toBeVisible();
  await first.context.close();
  await second.context.close();
});

test("a time altered in the page, or a forged lead, is refused and books nothing", async ({
  browser,
  clientAddress,
}) => {
  const { context, page } = await visitor(browser, clientAddress, { phone: false });
  await page.goto("/book");
  await hydrated(page);
  await fillDetails(page, marker("Tamperer"));
  await page.getByRole("button", { name: "See free times" }).click();
  const button = timeButtons(page).first();
  await expect(button).toBeVisible();
  for (const value of ["2020-01-06T22:00:00.000Z", "2099-01-01T03:07:00.000Z", "tomorrow"]) {
    await button.evaluate((element, v) => element.setAttribute("value", v), value);
    // Each refusal reads the same: wait for this post's answer, not the last one's message.
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await button.click();
    await answered;
    await expect(page.getByRole("alert")).toHaveText(
      "That time can't be booked. Please pick one of the free times below.",
    );
  }
  // A lead token made up in the page: back to the details, nothing booked.
  await page.locator("input[name=token]").evaluate((element) => element.setAttribute("value", "forged"));
  await timeButtons(page).first().click();
  await expect(page.getByRole("alert")).toContainText("That page has expired");
  await expect(page.getByRole("button", { name: "See free times" })).toBeVisible();
  await context.close();
});

test("the visit's link moves the visit, then cancels it after a confirmation", async ({
  browser,
  clientAddress,
}) => {
  const { context, page } = await visitor(browser, clientAddress, { phone: false });
  await page.goto("/book");
  await hydrated(page);
  await fillDetails(page, marker("Mover"));
  await page.getByRole("button", { name: "See free times" }).click();
  await timeButtons(page).first().click();
  await expect(page.getByRole("heading", { name: "Your free estimate visit" })).toBeVisible();
  const firstLink = page.url().split("?")[0]!;
  const before = await page.getByRole("definition").nth(1).textContent();

  await page.getByRole("link", { name: "Pick another time" }).click();
  const moves = page.getByRole("button", { name: /^Move to / });
  await expect(moves.first()).toBeVisible();
  await moves.nth(1).click();
  await expect(page.getByRole("status")).toHaveText("Your visit has been moved to the new time.");
  const movedLink = page.url().split("?")[0]!;
  expect(await page.getByRole("definition").nth(1).textContent()).not.toBe(before);

  await page.getByRole("link", { name: "Cancel the visit" }).click();
  await expect(page.getByRole("heading", { name: /^Cancel the visit on / })).toBeVisible();
  await page.getByRole("link", { name: "No, keep it" }).click();
  await expect(page.getByText("Confirmed: see you then.")).toBeVisible();
  await page.getByRole("link", { name: "Cancel the visit" }).click();
  await page.getByRole("button", { name: "Yes, cancel the visit" }).click();
  await expect(page.getByRole("status")).toHaveText("Your visit has been cancelled.");
  await expect(page.getByText("Cancelled.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pick another time" })).toHaveCount(0);

  // Each link the visitor was given opens the visit as it is now.
  for (const link of [firstLink, movedLink]) {
    await page.goto(link);
    await expect(page.getByText("Cancelled.", { exact: true })).toBeVisible();
  }
  await context.close();
});

test("a forged or expired visit link gets a friendly page and changes nothing", async ({ page, request }) => {
  await page.goto("/book");
  await fillDetails(page, marker("Link keeper"));
  await page.getByRole("button", { name: "See free times" }).click();
  await timeButtons(page).first().click();
  await expect(page.getByText("Confirmed: see you then.")).toBeVisible();
  const token = tokenOf(page);
  const [id, expiry, signature] = token.split(".");

  const forged = [
    "not-a-real-link",
    `${id}.${expiry}.${signature!.slice(0, -2)}xx`,
    `${id}.${(Number.parseInt(expiry!, 36) + 86_400).toString(36)}.${signature}`,
  ];
  for (const link of forged) {
    const answer = await page.goto(`/book/visit/${link}`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This link doesn't work" })).toBeVisible();
    const cancel = await request.post(`/book/visit/${link}`, { form: { intent: "cancel" } });
    expect(cancel.status()).toBe(404);
  }
  const secret = readFileSync(path.join(process.env.E2E_CONTENT_DATA_DIR!, "auth-secret"), "utf8").trim();
  const expired = visitLinkToken(secret, id!, new Date(Date.now() - 60_000));
  const answer = await page.goto(`/book/visit/${expired}`);
  expect(answer?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "This link has expired" })).toBeVisible();
  expect((await request.post(`/book/visit/${expired}`, { form: { intent: "cancel" } })).status()).toBe(410);

  // The visit is as it was.
  await page.goto(`/book/visit/${token}`);
  await expect(page.getByText("Confirmed: see you then.")).toBeVisible();
});

// Markup: checked once, on the embedded database.
test("the booking pages pass axe in both themes", { tag: "@markup" }, async ({ page }) => {
  test.slow();
  const check = async (label: string) => {
    await hydrated(page);
    await checkBothThemes(page, label);
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  };
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  await installVisualGuard(page);
  await page.goto("/book");
  await check("details");
  await fillDetails(page, marker("Axe"));
  // A town alone: the times come with the street field.
  await page.getByLabel(/Address of the job/).fill("Roseville");
  await page.getByRole("button", { name: "See free times" }).click();
  await expect(timeButtons(page).first()).toBeVisible();
  await check("times");
  await page.getByLabel("Street address for the visit").fill("1234 Elm St");
  await timeButtons(page).first().click();
  await expect(page.getByText("Confirmed: see you then.")).toBeVisible();
  await check("visit");
  await page.getByRole("link", { name: "Pick another time" }).click();
  await expect(page.getByRole("button", { name: /^Move to / }).first()).toBeVisible();
  await check("another time");
  await page.goto("/book/visit/not-a-real-link");
  await check("refused link");
});

test("with each visit to confirm, a booking waits for the owner, who confirms one and declines another", async ({
  page,
  browser,
}) => {
  const confirmEach = async (on: boolean) => {
    await page.goto("/admin/booking");
    await hydrated(page);
    const box = page.getByLabel("Confirm each visit myself");
    await box.setChecked(on);
    await page.locator("form").filter({ has: box }).getByRole("button", { name: "Save" }).click();
    const saved = on ? "Saved: new visits wait for you to confirm" : "Saved: new visits are booked at once.";
    await expect(page.getByText(saved).first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Confirm each visit myself")).toBeChecked({ checked: on });
  };
  await chooseScheduling(page, "here");
  await confirmEach(true);
  try {
    // One answered from the Visits list (where the alert leads), one from the lead's card.
    for (const [name, answer, told, where] of [
      [marker("Confirmed"), "Confirm", "Confirmed: see you then.", "visits"],
      [marker("Declined"), "Yes, decline", "can't make this time", "lead card"],
    ] as const) {
      const { context, page: phone } = await visitor(browser, addressFor(name));
      await phone.goto("/book");
      await fillDetails(phone, name);
      await phone.getByRole("button", { name: "See free times" }).click();
      await timeButtons(phone).first().click();
      // The time is held, and the visitor is told it waits for the owner.
      await expect(phone.getByText(/^Waiting for .+ to confirm/)).toBeVisible();
      const visitPage = phone.url();
      // The owner answers: Confirm in one tap, Decline in two (it tells the customer at once).
      await page.goto(where === "visits" ? "/admin/visits" : `/admin?q=${encodeURIComponent(name)}`);
      const panel = page
        .getByTestId(where === "visits" ? "visit" : "lead-visit")
        .filter({ hasText: "Waiting" });
      if (answer !== "Confirm") await panel.getByText("Decline", { exact: true }).click();
      await panel.getByRole("button", { name: `${answer}: ${name}` }).click();
      await expect(page.getByRole("button", { name: `${answer}: ${name}` })).toHaveCount(0);
      await phone.goto(visitPage);
      await expect(phone.getByText(told)).toBeVisible();
      await context.close();
    }
  } finally {
    await confirmEach(false);
  }
});

test("back to the external scheduler: every Schedule button opens it in a new tab", async ({ page }) => {
  await chooseScheduling(page, "external");
  await page.goto("/");
  const schedule = page.getByRole("banner").getByRole("link", { name: /Schedule Free Estimate/ });
  await expect(schedule).toHaveAttribute("href", seedSite.bookingUrl);
  await expect(schedule).toHaveAttribute("target", "_blank");
  const answer = await page.goto("/book");
  expect(answer?.status()).toBe(200);
  await expect(page.getByText("Visits are not booked on this page.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /Schedule Free Estimate/ })).toHaveAttribute(
    "href",
    seedSite.bookingUrl,
  );
});
