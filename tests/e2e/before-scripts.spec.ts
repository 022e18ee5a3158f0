/**
 * What a visitor does before the page's scripts arrive is kept, and acted on
 * once they run: text typed into a search box or a form, a menu opened. Each
 * script is held back 1.5 s, as on a slow phone connection.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, hydrated, isMobile, test } from "./fixtures";

const DELAY_MS = 1500;

async function delayScripts(page: Page) {
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.continue();
  });
}

/** True until the page has hydrated: what the test does happens before the scripts. */
const notYetHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated !== "true");

test.describe("before the scripts arrive", () => {
  test.beforeEach(async ({ page }) => {
    await delayScripts(page);
  });

  test("the gallery keeps a search typed early, and filters by it", { tag: "@read-only" }, async ({
    page,
  }) => {
    await page.goto("/gallery");
    const box = page.getByRole("searchbox", { name: "Search gallery" });
    await box.click();
    await box.pressSequentially("garage");
    expect(await notYetHydrated(page)).toBe(true);
    await hydrated(page);
    await expect(box).toHaveValue("garage");
    await expect(page).toHaveURL(/[?&]q=garage/);
    const cards = page.getByRole("list").filter({ has: page.getByRole("button", { name: /garage/i }) });
    await expect(cards.getByRole("listitem").first()).toBeVisible();
    // Every card shown matches the search.
    for (const name of await page.locator("main ul li button").allInnerTexts()) {
      expect(name.toLowerCase()).toContain("garage");
    }
    // Typing on after the scripts run still searches.
    await box.fill("kitchen");
    await expect(page).toHaveURL(/[?&]q=kitchen/);
  });

  test("the blog keeps a search typed early, and searches for it", { tag: "@read-only" }, async ({
    page,
  }) => {
    await page.goto("/blog");
    const box = page.getByRole("searchbox", { name: "Search articles" });
    await box.click();
    await box.pressSequentially("drywall");
    expect(await notYetHydrated(page)).toBe(true);
    await hydrated(page);
    await expect(box).toHaveValue("drywall");
    await expect(page).toHaveURL(/[?&]q=drywall/);
    // The search matches titles, excerpts and text: the drywall article is among the results.
    await expect(
      page.getByRole("heading", { level: 3, name: /^Drywall Repair in Minnesota Homes/ }),
    ).toBeVisible();
  });

  test("the contact form keeps what was typed", { tag: "@read-only" }, async ({ page }) => {
    await page.goto("/contact");
    const name = page.getByRole("textbox", { name: "Name" });
    const message = page.getByRole("textbox", { name: "Message" });
    await name.click();
    await name.pressSequentially("Early Visitor");
    await message.fill("Typed before the scripts arrived.");
    expect(await notYetHydrated(page)).toBe(true);
    await hydrated(page);
    await expect(name).toHaveValue("Early Visitor");
    await expect(message).toHaveValue("Typed before the scripts arrived.");
  });

  test("the admin sign-in keeps what was typed", { tag: "@read-only" }, async ({ page }) => {
    await page.goto("/admin");
    await page.getByLabel("Email").click();
    await page.getByLabel("Email").pressSequentially("owner@example.com");
    await page.getByLabel("Password").fill("typed early");
    expect(await notYetHydrated(page)).toBe(true);
    await hydrated(page);
    await expect(page.getByLabel("Email")).toHaveValue("owner@example.com");
    await expect(page.getByLabel("Password")).toHaveValue("typed early");
  });

  test("the mobile menu opened early stays open when the scripts arrive", { tag: "@read-only" }, async ({
    page,
  }) => {
    test.skip(!isMobile(page), "mobile layout");
    await page.goto("/services");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    expect(await notYetHydrated(page)).toBe(true);
    await hydrated(page);
    // Well after the scripts have run, it is still open, and the script now drives it.
    await page.waitForTimeout(2 * DELAY_MS);
    await expect(dialog).toBeVisible();
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  });

  test("photos and a town chosen on the contact form early are kept, previewed, and sent", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/contact");
    const form = page.locator("#contact-form");
    await form.getByLabel("ZIP code or city (optional)").fill("Roseville");
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#8a9a7a" } })
      .jpeg()
      .toBuffer();
    await form
      .getByLabel("Photos (optional)")
      .setInputFiles([{ name: "porch.jpg", mimeType: "image/jpeg", buffer: photo }]);
    expect(await notYetHydrated(page)).toBe(true);
    await hydrated(page);
    await expect(form.getByLabel("ZIP code or city (optional)")).toHaveValue("Roseville");
    await expect(form.getByRole("list", { name: "Photos to send" }).getByRole("listitem")).toHaveCount(1);
    await form.getByLabel("Name", { exact: true }).fill("Early Bird");
    await form.getByLabel("Email", { exact: true }).fill("early@example.com");
    await form.getByLabel("Phone", { exact: true }).fill("651-555-0100");
    await form.getByLabel("Message", { exact: true }).fill("The porch ceiling is peeling.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status").filter({ hasText: "Message sent successfully!" })).toBeVisible({
      timeout: 20_000,
    });
  });
});
