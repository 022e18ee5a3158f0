/**
 * The first tap on a fresh page, as a cheap phone feels it (issue 52): a 390 px
 * touch screen with the CPU slowed 4x, nothing tapped before, the page loaded
 * and idle. The wait is measured from the finger down (the touch's own event
 * time) to the start of the first frame that shows the answer. The budget is
 * 200 ms (`npm run bench:first-tap`, run alone, holds the median to 100 ms
 * and every run to 200 ms).
 */
import type { Page } from "@playwright/test";
import { armTapWait, type TapAnswer, tapWaited } from "../../scripts/bench/tap-wait";
import { expect, hydrated, test } from "./fixtures";
import { phoneViewport } from "./support/fit-checks";

const BUDGET_MS = 200;

test.use({ viewport: phoneViewport, hasTouch: true, isMobile: true });

/** Slows the page's CPU 4x (Lighthouse's phone), through the DevTools protocol; 1 gives it back. */
async function slowCpu(page: Page, rate = 4) {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate });
  await session.detach();
}

/** Taps the element and gives the milliseconds from the finger down to the first frame with the answer. */
async function firstTap(page: Page, selector: string, answer: TapAnswer): Promise<number> {
  await armTapWait(page, answer);
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return (await tapWaited(page)) ?? Number.POSITIVE_INFINITY;
}

/** A fresh load, idle: the page has loaded, painted, and its after-paint work is done. */
async function freshIdlePage(page: Page, path: string) {
  await slowCpu(page, 1);
  await page.goto(path, { waitUntil: "load" });
  await slowCpu(page);
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 3000 })),
  );
}

/**
 * Three fresh loads, each tapped once: the median wait. This machine's other test workers share its
 * two cores meanwhile, so one load can be slowed by them; the bench runs alone and holds every run.
 */
async function medianOfThree(measure: () => Promise<number>): Promise<number> {
  const waits: number[] = [];
  for (let i = 0; i < 3; i++) waits.push(await measure());
  return waits.sort((x, y) => x - y)[1] ?? Number.POSITIVE_INFINITY;
}

test.describe("the first tap on a fresh page, on a slow phone", () => {
  test("the theme toggle answers within 200 ms, without starting the page's scripts", async ({ page }) => {
    // The phone is dark: the tap turns the whole page light, the most the toggle ever redraws.
    await page.emulateMedia({ colorScheme: "dark" });
    const wait = await medianOfThree(async () => {
      await page.evaluate(() => localStorage.clear()).catch(() => {});
      await freshIdlePage(page, "/services");
      const waited = await firstTap(page, "header [data-theme-toggle]", "theme");
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      return waited;
    });
    expect(wait).toBeLessThanOrEqual(BUDGET_MS);
  });

  test("the menu opens within 200 ms", async ({ page }) => {
    const wait = await medianOfThree(async () => {
      await freshIdlePage(page, "/");
      return firstTap(page, 'header button[aria-label="Open menu"]', "dialog");
    });
    expect(wait).toBeLessThanOrEqual(BUDGET_MS);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    // Its links work as they are: the first one leads to its page.
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "About" }).first().tap();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("a gallery picture, scrolled to, opens its large view within 200 ms", async ({ page }) => {
    const wait = await medianOfThree(async () => {
      await slowCpu(page, 1);
      await page.goto("/gallery", { waitUntil: "load" });
      // The pictures start below the first screen: the visitor scrolls to one, then taps it.
      const picture = page.getByRole("main").locator("button:has(img)").first();
      await picture.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
      // (A load of the same address may come back at the same place, with no scroll: a key then.)
      await hydrated(page);
      await slowCpu(page);
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 3000 })),
      );
      return firstTap(page, "main button:has(img)", "dialog");
    });
    expect(wait).toBeLessThanOrEqual(BUDGET_MS);
  });
});
