/**
 * A visit's own link as the visitor opens it later: a fresh load in Chromium, with and without
 * JavaScript (issue 51: "Yes, cancel the visit" answered 403 on every try, the page sending no
 * referrer made its posts carry `Origin: null`), and the headers that keep the link's page out of
 * shared caches. It switches the Schedule buttons to booking here and back: the content server,
 * under the profile lock.
 */
import type { Page } from "@playwright/test";
import { expect, signInAsAdmin, test } from "./fixtures";
import { fillDetails, timeButtons, visitor } from "./support/booking-visits";
import { contentBaseUrl } from "./support/e2e-env";
import { marker } from "./support/forms";
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

test("back to the external scheduler", async ({ page }) => {
  await scheduleFromBookingPage(page, /^My online scheduler link/);
  await expect(
    page.getByText("The Schedule buttons open your online scheduler link again").first(),
  ).toBeVisible();
  // The business profile's Contact section holds the same one choice.
  await page.goto("/admin/content/profile/contact");
  await expect(page.getByLabel("Schedule buttons open")).toHaveValue("external");
});
