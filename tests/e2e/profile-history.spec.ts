/**
 * The business profile's history, as the owner uses it on a phone: a new
 * phone number, kept through a reload before it is saved, then undone from
 * the contact section's history, and the site shows the old one again. On
 * the content server (contentBaseUrl), once, holding the profile's lock
 * (content-admin's and the booking spec's profile tests save it too).
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, signInAsAdmin, test } from "./fixtures";
import { contentBaseUrl } from "./support/e2e-env";
import { releaseProfileLock, takeProfileLock } from "./support/profile-lock";

test.use({ baseURL: contentBaseUrl });
test.skip(({ isMobile }) => isMobile, "Content changes are made once; the phone's width is set by the test.");

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await takeProfileLock();
});
test.afterAll(releaseProfileLock);

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

async function saveSection(page: Page, title: string) {
  await page.getByRole("button", { name: `Save ${title}` }).click();
  await expect(page.getByText("Business profile saved").first()).toBeVisible();
}

test("on a phone, a new phone number kept through a reload, saved, then undone from the contact history", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, contentBaseUrl);
  await open(page, "/admin/content/profile/contact");
  const before = await page.getByLabel("Phone number").inputValue();
  const typed = "(612) 555-0133";
  await page.getByLabel("Phone number").fill(typed);
  // Typed and not saved: a reload keeps it, and says so.
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(/Your unsaved changes from .* are back in the form/)).toBeVisible();
  await expect(page.getByLabel("Phone number")).toHaveValue(typed);
  await saveSection(page, "contact");
  expect(await (await request.get("/contact")).text()).toContain(typed);

  await page.getByRole("link", { name: "History", exact: true }).click();
  await hydrated(page);
  const changes = page.getByRole("region", { name: "History" }).getByRole("listitem");
  await expect(changes.first()).toContainText(`Changed the phone number from ${before} to ${typed}`);
  await expect(changes.first()).toContainText("the version on the site now");
  await changes
    .nth(1)
    .getByRole("button", { name: /Restore this version/ })
    .click();
  await expect(page.getByText(/^Restored the version/).first()).toBeVisible();
  await expect(page.getByLabel("Phone number")).toHaveValue(before);
  const contact = await (await request.get("/contact")).text();
  expect(contact).toContain(before);
  expect(contact).not.toContain(typed);

  // The Activity page names the change and leads to it in the section's history.
  await open(page, "/admin/activity");
  await page
    .getByRole("listitem")
    .filter({ hasText: "Brought back an earlier version of the business profile (Contact)" })
    .first()
    .getByRole("link", { name: "History of this record" })
    .click();
  await expect(page).toHaveURL(/\/admin\/content\/profile\/contact\/history#change-\d+$/);
});
