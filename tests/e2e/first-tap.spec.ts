/**
 * The first tap on a fresh page, as a cheap phone feels it (issue 52): a 390 px
 * touch screen with the CPU slowed 4x, nothing tapped before, the page loaded
 * and idle. The wait is measured from the finger down (the touch's own event
 * time) to the start of the first frame that shows the answer. The budget is
 * 200 ms, the worst a run may take (`npm run bench:first-tap` gives medians).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { phoneViewport } from "./support/fit-checks";

const BUDGET_MS = 200;

test.use({ viewport: phoneViewport, hasTouch: true, isMobile: true });

/** Slows the page's CPU 4x (Lighthouse's phone), through the DevTools protocol. */
async function slowCpu(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** The answers a tap can wait for: the theme changed, or the dialog that selector finds open. */
type Answer = { theme: true } | { dialog: string };

/**
 * Taps the element and gives the milliseconds from the finger down to the
 * first frame that shows the answer.
 */
async function firstTap(page: Page, selector: string, answer: Answer): Promise<number> {
  await page.evaluate((answer) => {
    const win = window as unknown as { tapWait: Promise<number> };
    const html = document.documentElement;
    const themeBefore = html.className;
    const answered = () =>
      "theme" in answer
        ? html.className !== themeBefore
        : document.querySelector<HTMLDialogElement>(answer.dialog)?.open === true;
    win.tapWait = new Promise((resolve) => {
      addEventListener(
        "pointerdown",
        (event) => {
          const down = event.timeStamp;
          const frame = (time: number) => {
            if (answered()) resolve(time - down);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        },
        { capture: true, once: true },
      );
    });
  }, answer);
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return page.evaluate(() => (window as unknown as { tapWait: Promise<number> }).tapWait);
}

/** A fresh load, idle: the page has loaded, painted, and its after-paint work is done. */
async function freshIdlePage(page: Page, path: string) {
  await page.goto(path, { waitUntil: "load" });
  await slowCpu(page);
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 3000 })),
  );
}

test.describe("the first tap on a fresh page, on a slow phone", () => {
  test("the theme toggle answers within 200 ms, without starting the page's scripts", async ({ page }) => {
    // The phone is dark: the tap turns the whole page light, the most the toggle ever redraws.
    await page.emulateMedia({ colorScheme: "dark" });
    await freshIdlePage(page, "/services");
    const wait = await firstTap(page, "header [data-theme-toggle]", { theme: true });
    expect(wait).toBeLessThanOrEqual(BUDGET_MS);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  });

  test("the menu opens within 200 ms", async ({ page }) => {
    await freshIdlePage(page, "/");
    const wait = await firstTap(page, 'header button[aria-label="Open menu"]', { dialog: "#mobile-menu" });
    expect(wait).toBeLessThanOrEqual(BUDGET_MS);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    // Its links work as they are: the first one leads to its page.
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "About" }).first().tap();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("a gallery picture, scrolled to, opens its large view within 200 ms", async ({ page }) => {
    await page.goto("/gallery", { waitUntil: "load" });
    // The pictures start below the first screen: the visitor scrolls to one (a scroll is a touch,
    // and starts the page's scripts), then taps it.
    const picture = page.getByRole("main").locator("button:has(img)").first();
    await picture.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await slowCpu(page);
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 3000 })),
    );
    const wait = await firstTap(page, "main button:has(img)", {
      dialog: 'dialog[aria-labelledby="gallery-dialog-title"]',
    });
    expect(wait).toBeLessThanOrEqual(BUDGET_MS);
  });
});
