/**
 * Long pages on a phone (390 px) keep the estimate in reach without repeating
 * it: the action bar's Call and book buttons are on screen from the top of
 * the page to its end, so the page itself asks for the estimate only where
 * its sections do (no box repeated every screen, issue 52). The home page's
 * first review is within the first 3,000 px. Every specification section
 * stays, in its order (content-pages.spec.ts).
 */
import type { Page } from "@playwright/test";
import { expect, isMobile, test } from "./fixtures";

/** Bands below the first screen are drawn as they come near: draw them all before measuring. */
async function drawAllBands(page: Page) {
  await page.evaluate(() => {
    for (const band of document.querySelectorAll<HTMLElement>("*")) {
      if (getComputedStyle(band).contentVisibility === "auto") band.style.contentVisibility = "visible";
    }
  });
}

/** The visible links in the page's main part that ask for the estimate. */
async function estimateAsks(page: Page) {
  return page.evaluate(
    () =>
      [...(document.querySelector("main")?.querySelectorAll("a") ?? [])].filter(
        (link) => /estimate/i.test(link.textContent ?? "") && link.getClientRects().length > 0,
      ).length,
  );
}

test.describe("long pages on a phone", () => {
  test.beforeEach(({ page }) => {
    test.skip(!isMobile(page), "phone layout");
  });

  for (const path of ["/", "/services", "/service-area/shoreview", "/blog/choosing-paint-colors"]) {
    test(`${path} keeps Call and book on screen to its end, and asks for the estimate at most three times`, async ({
      page,
    }) => {
      await page.goto(path);
      await drawAllBands(page);
      const bar = page.getByRole("navigation", { name: "Call or book an estimate" });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (const y of [0, height / 2, height]) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
        await expect(bar.getByRole("link", { name: /^Call/ })).toBeInViewport();
        await expect(bar.getByRole("link", { name: /estimate/i })).toBeInViewport();
      }
      expect(await estimateAsks(page)).toBeLessThanOrEqual(3);
    });
  }

  test("the home page's first review is within the first 3,000 px", async ({ page }) => {
    await page.goto("/");
    await drawAllBands(page);
    const top = await page
      .getByRole("blockquote")
      .first()
      .evaluate((quote) => quote.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(3000);
  });
});
