/**
 * Long pages on a phone (390 px) keep the estimate in reach: the home page's
 * first review is within the first 3,000 px, and no long page goes 2,500 px
 * without an estimate prompt in the page itself (the action bar aside).
 * Every specification section stays, in its order (content-pages.spec.ts).
 */
import type { Page } from "@playwright/test";
import { expect, isMobile, test } from "./fixtures";

const MAX_GAP = 2500;

/** Bands below the first screen are drawn as they come near: draw them all before measuring. */
async function drawAllBands(page: Page) {
  await page.evaluate(() => {
    for (const band of document.querySelectorAll<HTMLElement>("*")) {
      if (getComputedStyle(band).contentVisibility === "auto") band.style.contentVisibility = "visible";
    }
  });
}

/** The page's height and the top of every estimate prompt in its main part, in page pixels. */
async function estimatePrompts(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector("main");
    const prompts = [...(main?.querySelectorAll("a") ?? [])]
      .filter((link) => /estimate/i.test(link.textContent ?? "") && link.getClientRects().length > 0)
      .map((link) => Math.round(link.getBoundingClientRect().top + window.scrollY));
    return { height: document.documentElement.scrollHeight, prompts: prompts.sort((a, b) => a - b) };
  });
}

/** The longest stretch of the page with no estimate prompt. */
function longestGap({ height, prompts }: { height: number; prompts: number[] }) {
  const marks = [0, ...prompts, height];
  return Math.max(...marks.slice(1).map((mark, i) => mark - (marks[i] ?? 0)));
}

test.describe("long pages on a phone", () => {
  test.beforeEach(({ page }) => {
    test.skip(!isMobile(page), "phone layout");
  });

  for (const path of ["/", "/services", "/service-area/shoreview", "/blog/choosing-paint-colors"]) {
    test(`${path} has an estimate prompt within every ${MAX_GAP} px`, async ({ page }) => {
      await page.goto(path);
      await drawAllBands(page);
      const measured = await estimatePrompts(page);
      expect(measured.prompts.length, JSON.stringify(measured)).toBeGreaterThan(1);
      expect(longestGap(measured), JSON.stringify(measured)).toBeLessThanOrEqual(MAX_GAP);
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

test("the gap measure finds a page's longest stretch without a prompt", () => {
  expect(longestGap({ height: 9000, prompts: [500, 2000, 7000] })).toBe(5000);
  expect(longestGap({ height: 3000, prompts: [] })).toBe(3000);
});
