/**
 * On a phone, Call and the free estimate stay on screen at any scroll
 * position on every public page, in the page's first markup, never over the
 * footer's last line, and out of the way while a form field has focus. On a
 * wide screen the header carries both and the bar is not shown.
 */
import { expect, hydrated, isMobile, test } from "./fixtures";
import { publicRoutes } from "./routes";

const bar = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Call or book an estimate" });

test.describe("the phone's action bar", () => {
  test("offers Call and Schedule Free Estimate at the top and the bottom of every public page", async ({
    page,
  }) => {
    test.skip(!isMobile(page), "phone layout");
    test.slow();
    for (const route of publicRoutes) {
      await page.goto(route);
      const call = bar(page).getByRole("link", { name: /^Call/ });
      const book = bar(page).getByRole("link", { name: /Schedule Free Estimate/ });
      await expect(call, route).toBeInViewport({ ratio: 1 });
      await expect(call, route).toHaveAttribute("href", /^tel:/);
      await expect(book, route).toBeInViewport({ ratio: 1 });
      await expect(book, route).toHaveAttribute("target", "_blank");
      // At the very bottom the footer's last line shows, whole, above the bar. (Bands drawn as they
      // come near can grow the page on the way down: scroll and measure again until it holds.)
      await expect(async () => {
        const { top, bottom, barTop } = await page.evaluate(() => {
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
          const line = [...document.querySelectorAll("footer p")].find((p) =>
            /© \d{4}/.test(p.textContent ?? ""),
          );
          const box = line?.getBoundingClientRect();
          const bar = document.querySelector("[data-phone-action-bar]")?.getBoundingClientRect();
          return { top: box?.top ?? -1, bottom: box?.bottom ?? Infinity, barTop: bar?.top ?? 0 };
        });
        expect(top, route).toBeGreaterThanOrEqual(0);
        expect(bottom, route).toBeLessThanOrEqual(barTop);
      }).toPass();
      await expect(book, route).toBeInViewport({ ratio: 1 });
    }
  });

  test("works before the scripts arrive and steps aside while a field has focus", async ({ page }) => {
    test.skip(!isMobile(page), "phone layout");
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/contact");
    await expect(bar(page)).toBeVisible();
    const name = page.locator("main form").getByLabel("Name", { exact: true });
    await name.click();
    await expect(bar(page)).toBeHidden();
    await hydrated(page);
    await expect(bar(page)).toBeHidden();
    await name.blur();
    await expect(bar(page)).toBeVisible();
  });

  test("is not shown on a wide screen, where the header carries both", async ({ page }) => {
    test.skip(isMobile(page), "wide layout");
    await page.goto("/");
    await expect(bar(page)).toBeHidden();
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /Schedule Free Estimate/ })).toBeVisible();
    await expect(header.getByRole("link", { name: /555/ })).toBeVisible();
  });
});
