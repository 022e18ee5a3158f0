/**
 * A post that fails never costs the visitor what they typed: a server error
 * (500 JSON), a proxy's error page while the server restarts (502 HTML) and a
 * dropped connection each leave the page as it was, styled, every value in
 * its field, with the specification's failure message.
 */
import type { Page, Route } from "@playwright/test";
import sharp from "sharp";
import { expect, hydrated, test } from "./fixtures";
import { testAccounts } from "./support/e2e-env";
import {
  fillContact,
  fillNomination,
  marker,
  nominationLabels,
  toasts,
  validContact,
  validNomination,
} from "./support/forms";

const CONTACT_FAILURE = "There was a problem sending your message. Please try again.";
const NOMINATION_FAILURE = "There was an error submitting your nomination. Please try again.";

const failures: Record<string, (route: Route) => Promise<void>> = {
  "a 500 with JSON": (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"error":"Internal Server Error"}',
    }),
  "a proxy's 502 page": (route) =>
    route.fulfill({
      status: 502,
      contentType: "text/html",
      body: "<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>",
    }),
  "a reset connection": (route) => route.abort("connectionreset"),
};

/** Every post to `pattern` fails the given way; the page's own loads go through. */
async function failPosts(page: Page, pattern: string, fail: (route: Route) => Promise<void>) {
  await page.route(pattern, (route) =>
    route.request().method() === "POST" ? fail(route) : route.continue(),
  );
}

/** The page still wears the site's stylesheet: the send button keeps its colour, the header its frame. */
async function styles(page: Page, button: string) {
  return page.evaluate((name) => {
    const send = [...document.querySelectorAll("button")].find((b) => b.textContent?.includes(name));
    const header = document.querySelector("header");
    return {
      button: send ? getComputedStyle(send).backgroundColor : "",
      header: header ? getComputedStyle(header).position : "",
      stylesheet: Boolean(document.querySelector("style[data-site-stylesheet]")),
    };
  }, button);
}

test.describe("the contact form when its post fails", { tag: "@read-only" }, () => {
  // One pattern: Playwright reads an array of several objects in test.use as a value with options.
  test.use({ allowedConsoleErrors: [/status of 50[02]|ERR_CONNECTION_RESET|Failed to load resource/] });

  for (const [kind, fail] of Object.entries(failures)) {
    test(`${kind}: the message, every value and the page's styles stay`, async ({ page }) => {
      await page.goto("/contact");
      await hydrated(page);
      const before = await styles(page, "Send Message");
      const values = validContact(marker("Failed"));
      await fillContact(page, { ...values, service: "Drywall Repair" });
      await failPosts(page, "**/contact.data*", fail);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(toasts(page)).toHaveText([CONTACT_FAILURE]);
      const form = page.locator("#contact-form");
      await expect(form.getByLabel("Name", { exact: true })).toHaveValue(values.name);
      await expect(form.getByLabel("Email", { exact: true })).toHaveValue(values.email);
      await expect(form.getByLabel("Phone", { exact: true })).toHaveValue(values.phone);
      await expect(form.getByLabel("Service", { exact: true })).toHaveValue("Drywall Repair");
      await expect(form.getByLabel("Message", { exact: true })).toHaveValue(values.message);
      await expect(page.getByRole("heading", { name: "Sorry, something went wrong" })).toHaveCount(0);
      expect(await styles(page, "Send Message")).toEqual(before);
      await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    });
  }

  test("with photos: a proxy's 502 page keeps the message, the values and the photos", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    const values = validContact(marker("Photos failed"));
    await fillContact(page, values);
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#8a9a7a" } })
      .jpeg()
      .toBuffer();
    const form = page.locator("#contact-form");
    await form
      .getByLabel("Photos (optional)")
      .setInputFiles([{ name: "porch.jpg", mimeType: "image/jpeg", buffer: photo }]);
    await failPosts(
      page,
      "**/contact/send",
      failures["a proxy's 502 page"] as (route: Route) => Promise<void>,
    );
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page)).toHaveText([CONTACT_FAILURE]);
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue(values.message);
    await expect(form.getByRole("list", { name: "Photos to send" }).getByRole("listitem")).toHaveCount(1);
  });
});

test.describe("the nomination form when its post fails", { tag: "@read-only" }, () => {
  // One pattern: Playwright reads an array of several objects in test.use as a value with options.
  test.use({ allowedConsoleErrors: [/status of 50[02]|ERR_CONNECTION_RESET|Failed to load resource/] });

  for (const [kind, fail] of Object.entries(failures)) {
    test(`${kind}: the message, every value and the page's styles stay`, async ({ page }) => {
      await page.goto("/nominate");
      await hydrated(page);
      const before = await styles(page, "Submit Nomination");
      const values = validNomination(marker("Failed nominee"));
      await fillNomination(page, values);
      await failPosts(page, "**/nominate.data*", fail);
      await page.getByRole("button", { name: "Submit Nomination" }).click();
      await expect(toasts(page)).toHaveText([NOMINATION_FAILURE]);
      const form = page.locator("#nomination-form");
      for (const [field, label] of Object.entries(nominationLabels) as [keyof typeof values, string][]) {
        await expect(form.getByLabel(label, { exact: true })).toHaveValue(values[field]);
      }
      expect(await styles(page, "Submit Nomination")).toEqual(before);
    });
  }
});

test.describe("a retry after a lost answer", () => {
  test.use({ allowedConsoleErrors: [/ERR_CONNECTION_RESET|Failed to load resource/] });

  test("the post that reached the server before its answer was lost is stored once", async ({
    page,
    browser,
  }) => {
    await page.goto("/contact");
    await hydrated(page);
    const name = marker("Twice");
    await fillContact(page, validContact(name));
    // The post reaches the server and is stored; its answer never comes back.
    let reached = false;
    await page.route("**/contact.data*", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await route.fetch();
      reached = true;
      await route.abort("connectionreset");
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page)).toHaveText([CONTACT_FAILURE]);
    expect(reached).toBe(true);
    // The visitor tries again: this time the answer arrives.
    await page.unroute("**/contact.data*");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("#contact-form").getByRole("status")).toContainText(
      "Message sent successfully!",
    );
    // One lead for the owner, not two.
    const owner = await browser.newPage();
    await owner.goto("/admin");
    await owner.getByLabel("Email").fill(testAccounts.admin.email);
    await owner.getByLabel("Password").fill(testAccounts.admin.password);
    await owner.getByRole("button", { name: "Sign In" }).click();
    await expect(owner.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await owner.goto(`/admin?q=${encodeURIComponent(name)}`);
    await expect(owner.getByRole("article", { name: `Contact submission from ${name}` })).toHaveCount(1);
    await owner.close();
  });
});

test.describe("what a visitor typed is kept in the browser until it is sent", () => {
  test("a reload brings back the contact form's text; after sending, a reload shows an empty form", async ({
    page,
  }) => {
    await page.goto("/contact");
    await hydrated(page);
    const values = validContact(marker("Draft"));
    await fillContact(page, { ...values, service: "Cabinet Refinishing" });
    await page.waitForTimeout(500);
    await page.reload();
    await hydrated(page);
    const form = page.locator("#contact-form");
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(values.name);
    await expect(form.getByLabel("Email", { exact: true })).toHaveValue(values.email);
    await expect(form.getByLabel("Service", { exact: true })).toHaveValue("Cabinet Refinishing");
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue(values.message);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toContainText("Message sent successfully!");
    await page.reload();
    await hydrated(page);
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue("");
  });

  test("the nomination form's text comes back after a reload", { tag: "@read-only" }, async ({ page }) => {
    await page.goto("/nominate");
    await hydrated(page);
    const values = validNomination(marker("Draft nominee"));
    await fillNomination(page, values);
    await page.waitForTimeout(500);
    await page.reload();
    await hydrated(page);
    const form = page.locator("#nomination-form");
    await expect(form.getByLabel(nominationLabels.nominee_name, { exact: true })).toHaveValue(
      values.nominee_name,
    );
    await expect(form.getByLabel(nominationLabels.reason, { exact: true })).toHaveValue(values.reason);
  });
});

test.describe("an admin form when its post fails", () => {
  test.use({ allowedConsoleErrors: [/status of 50[02]|ERR_CONNECTION_RESET|Failed to load resource/] });

  test("a proxy's 502 page while saving a testimonial keeps the page, what was typed and a clear message", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the admin's forms behave alike at any width");
    await page.goto("/admin");
    await page.getByLabel("Email").fill(testAccounts.admin.email);
    await page.getByLabel("Password").fill(testAccounts.admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await page.goto("/admin/content/testimonials/new");
    await hydrated(page);
    await page.getByLabel("Name").fill("Pat Q.");
    await page.getByLabel("Where they live").fill("Roseville");
    await page.getByLabel("What they said").fill("Careful work, and the trim looks new.");
    await failPosts(
      page,
      "**/admin/content/testimonials/new.data*",
      failures["a proxy's 502 page"] as (route: Route) => Promise<void>,
    );
    await page.getByRole("button", { name: "Save testimonial" }).click();
    await expect(toasts(page).filter({ hasText: "The change could not be sent" })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Pat Q.");
    await expect(page.getByLabel("What they said")).toHaveValue("Careful work, and the trim looks new.");
    await expect(page.getByRole("heading", { name: "New testimonial" })).toBeVisible();
  });
});
