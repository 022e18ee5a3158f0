/**
 * A visit's own link as the visitor opens it later: a fresh load in Chromium, with and without
 * JavaScript (issue 51: "Yes, cancel the visit" answered 403 on every try, the page sending no
 * referrer made its posts carry `Origin: null`), and the headers that keep the link's page out of
 * shared caches. It switches the Schedule buttons to booking here and back: the content server,
 * under the profile lock.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, hydrated, signInAsAdmin, test } from "./fixtures";
import { fillDetails, timeButtons, visitor } from "./support/booking-visits";
import { contentBaseUrl } from "./support/e2e-env";
import { fillContact, marker, validContact } from "./support/forms";
import { releaseProfileLock, takeProfileLock } from "./support/profile-lock";

test.use({ baseURL: contentBaseUrl });
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(300_000);
  await takeProfileLock();
});
test.afterAll(releaseProfileLock);

/** Books the first free time from a fresh /book; answers the visit page's address. */
async function bookVisit(page: Page, name: string): Promise<string> {
  await page.goto("/book");
  await fillDetails(page, marker(name));
  await page.getByRole("button", { name: "See free times" }).click();
  await timeButtons(page).first().click();
  await expect(page.getByRole("heading", { name: "Your free estimate visit" })).toBeVisible();
  return page.url().split("?")[0]!;
}

/** The owner's choice of where the Schedule buttons go, made on the Booking page. */
async function scheduleFromBookingPage(page: Page, choice: RegExp) {
  await signInAsAdmin(page, contentBaseUrl);
  await page.goto("/admin/booking");
  await page.getByRole("radio", { name: choice }).check();
  await page.locator('button[name="intent"][value="scheduling"]').click();
}

test("the owner turns on booking here from the Booking page", async ({ page }) => {
  await scheduleFromBookingPage(page, /^Book a visit on this site/);
  await expect(page.getByText("Booking on the site is on").first()).toBeVisible();
  await page.goto("/");
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Schedule Free Estimate" }),
  ).toHaveAttribute("href", "/book");
});

for (const javaScript of [true, false]) {
  test(`a fresh load of the visit's link cancels it ${javaScript ? "with" : "without"} JavaScript`, async ({
    browser,
    clientAddress,
  }) => {
    const booker = await visitor(browser, clientAddress, { javaScript: false });
    const link = await bookVisit(booker.page, `Canceller ${javaScript}`);
    const cancelPage = await booker.page.getByRole("link", { name: "Cancel the visit" }).getAttribute("href");
    await booker.context.close();

    // Days later, in a new browser: the link opened straight from the e-mail.
    const later = await visitor(browser, clientAddress, { javaScript });
    await later.page.goto(new URL(cancelPage!, link).href);
    await later.page.getByRole("button", { name: "Yes, cancel the visit" }).click();
    await expect(later.page.getByRole("status")).toHaveText("Your visit has been cancelled.");
    await later.page.goto(link);
    await expect(later.page.getByText("Cancelled.", { exact: true })).toBeVisible();
    await later.context.close();
  });
}

test("a fresh load of the visit's link moves it without JavaScript", async ({ browser, clientAddress }) => {
  const { context, page } = await visitor(browser, clientAddress, { javaScript: false });
  const link = await bookVisit(page, "Mover no-script");
  await context.close();
  const later = await visitor(browser, clientAddress, { javaScript: false });
  await later.page.goto(link);
  const before = await later.page.getByRole("definition").nth(1).textContent();
  await later.page.getByRole("link", { name: "Pick another time" }).click();
  await later.page
    .getByRole("button", { name: /^Move to / })
    .nth(1)
    .click();
  await expect(later.page.getByRole("status")).toHaveText("Your visit has been moved to the new time.");
  expect(await later.page.getByRole("definition").nth(1).textContent()).not.toBe(before);
  await later.context.close();
});

test("the visit's page, its data and the visitor's booking page are kept by no shared cache", async ({
  browser,
  clientAddress,
  request,
}) => {
  const { context, page } = await visitor(browser, clientAddress, { javaScript: false });
  await page.goto("/book");
  await fillDetails(page, marker("Cache check"));
  await page.getByRole("button", { name: "See free times" }).click();
  const timesPage = page.url();
  expect(timesPage).toContain("visitor=");
  await timeButtons(page).first().click();
  await expect(page.getByRole("heading", { name: "Your free estimate visit" })).toBeVisible();
  const link = new URL(page.url().split("?")[0]!);
  await context.close();

  const times = new URL(timesPage);
  const data = `${times.pathname}.data${times.search}`;
  for (const address of [link.pathname, `${link.pathname}.data`, `${times.pathname}${times.search}`, data]) {
    const answer = await request.get(address);
    expect(answer.headers()["cache-control"], address).toBe("private, no-store");
  }
  // Its address reaches other sites as the origin alone, and asks for nothing stricter (which broke its posts).
  const visitPage = await request.get(link.pathname);
  expect(visitPage.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(await visitPage.text()).not.toContain('name="referrer"');
  // The public booking page without a visitor's key stays an ordinary page.
  expect((await request.get("/book")).headers()["cache-control"] ?? "").not.toContain("private");
});

test("on a phone, the browser's own 'fill in' bubble leaves the Name field clear of the sticky header", async ({
  browser,
  clientAddress,
}) => {
  const { context, page } = await visitor(browser, clientAddress, { javaScript: false });
  await page.goto("/book");
  await page.getByRole("button", { name: "See free times" }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "See free times" }).click();
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).toBeFocused();
  const header = (await page.locator("header").first().boundingBox())!;
  const field = (await name.boundingBox())!;
  expect(field.y).toBeGreaterThanOrEqual(header.y + header.height);
  await context.close();
});

test("after the estimate form, the visit's street is asked with the times, and booked in one tap on a phone", async ({
  browser,
  clientAddress,
}) => {
  const { context, page } = await visitor(browser, clientAddress);
  await page.goto("/contact");
  await hydrated(page);
  await fillContact(page, validContact(marker("Form booker")));
  await page.locator("#contact-form").getByLabel("ZIP code or city").fill("55113");
  await page.getByRole("button", { name: "Send Message" }).click();
  const offer = page.getByRole("region", { name: "Book your free estimate visit now" });
  const street = offer.getByLabel("Street address for the visit");
  await expect(street).toBeVisible();
  await expect(offer.getByText("House number and street in 55113.")).toBeVisible();
  const times = offer.getByRole("button", { name: /^Book / });
  expect(await times.count()).toBeGreaterThan(0);
  // A tap before the street is typed books nothing: the browser points at the field.
  await times.first().click();
  await expect(street).toBeFocused();
  await street.fill("2750 Lexington Ave N");
  await times.first().click();
  await expect(page.getByRole("heading", { name: "Your free estimate visit" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Your visit is booked.");
  await expect(page.getByText("2750 Lexington Ave N, 55113")).toBeVisible();
  await context.close();
});

test("a booking post without the street is refused with the field's message, what was typed kept", async ({
  browser,
  clientAddress,
}) => {
  const { context, page } = await visitor(browser, clientAddress, { javaScript: false });
  await page.goto("/contact");
  await fillContact(page, validContact(marker("No street")));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact\/thank-you\?visit=/);
  // The browser's own check taken away, as a script or an old browser would.
  const street = page.getByLabel("Street address for the visit");
  await street.evaluate((input) => input.removeAttribute("required"));
  await page
    .getByRole("button", { name: /^Book / })
    .first()
    .click();
  const message = "Please give the street address for the visit (house number and street).";
  await expect(page.getByRole("alert").first()).toContainText(message);
  await expect(page.getByLabel("Street address for the visit")).toHaveAttribute("aria-invalid", "true");
  // More times are there, the details kept: the street is typed once and the time booked.
  await page.getByLabel("Street address for the visit").fill("1234 Elm St, Roseville");
  await timeButtons(page).first().click();
  await expect(page.getByText("1234 Elm St, Roseville")).toBeVisible();
  await context.close();
});

test("'Add to my calendar' gives the visit's own calendar file; a cancelled visit's file removes it", async ({
  browser,
  clientAddress,
  request,
}) => {
  const { context, page } = await visitor(browser, clientAddress, { javaScript: false });
  const link = await bookVisit(page, "Calendar adder");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to my calendar" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("estimate-visit.ics");
  // Long lines are folded (RFC 5545): unfold before reading them.
  const ics = (await readFile((await file.path())!, "utf8")).replace(/\r\n[ \t]/g, "");
  expect(ics).toContain("METHOD:PUBLISH");
  expect(ics).toMatch(/UID:visit-[0-9a-f-]+@/);
  expect(ics).toContain(new URL(link).pathname);
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);

  const address = `${new URL(link).pathname}/calendar.ics`;
  const answer = await request.get(address);
  expect(answer.headers()["content-type"]).toContain("text/calendar");
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  // Cancelled: the same address now gives the file that takes the visit off the calendar.
  await page.getByRole("link", { name: "Cancel the visit" }).click();
  await page.getByRole("button", { name: "Yes, cancel the visit" }).click();
  await expect(page.getByRole("status")).toHaveText("Your visit has been cancelled.");
  await expect(page.getByRole("link", { name: "Add to my calendar" })).toHaveCount(0);
  expect(await (await request.get(address)).text()).toContain("METHOD:CANCEL");
  // A link altered by one character gives nothing.
  const forged = address.replace(/\/calendar\.ics$/, "x/calendar.ics");
  expect((await request.get(forged)).status()).toBe(404);
  await context.close();
});

test("back to the external scheduler", async ({ page }) => {
  await scheduleFromBookingPage(page, /^My online scheduler link/);
  await expect(
    page.getByText("The Schedule buttons open your online scheduler link again").first(),
  ).toBeVisible();
  // The business profile's Contact section holds the same one choice.
  await page.goto("/admin/content/profile/contact");
  await expect(page.getByLabel("Schedule buttons open")).toHaveValue("external");
});
