/**
 * A button that needs the page's script, tapped before the script has
 * arrived, does what it says once it has (scripts held back 1.5 s, as on a
 * slow phone connection): nothing the visitor tapped is ignored.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { eventsSentBy, isEvent } from "./support/insights-events";

const DELAY_MS = 1500;

async function delayScripts(page: Page) {
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.continue();
  });
}

const notYetHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated !== "true");

test.describe("buttons tapped before the scripts arrive", () => {
  test("Go Back on the missing page returns to the previous page", async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
    await delayScripts(page);
    await page.goto("/this-page-does-not-exist");
    await page.getByRole("button", { name: "Go Back" }).click();
    expect(await notYetHydrated(page)).toBe(true);
    await expect(page).toHaveURL(/\/services$/, { timeout: 10_000 });
  });

  test("the theme toggle switches the theme at once, without starting the page's scripts", async ({
    page,
  }) => {
    await delayScripts(page);
    await page.goto("/");
    // A first visit follows the system; the toggle then chooses light (spec 000: from any
    // value but light it switches to light), and keeps the choice.
    await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
    await page.getByRole("button", { name: "Toggle theme" }).first().click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("light");
    await page.getByRole("button", { name: "Toggle theme" }).first().click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    expect(await notYetHydrated(page)).toBe(true);
    // Once the page's scripts run (another touch), the toggle goes on answering, once a tap.
    await hydrated(page);
    await page.getByRole("button", { name: "Toggle theme" }).first().click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("light");
  });

  test("a gallery picture opens its large view", async ({ page }) => {
    await delayScripts(page);
    await page.goto("/gallery");
    const first = page
      .getByRole("main")
      .getByRole("button", { name: /./ })
      .filter({ has: page.locator("img") })
      .first();
    const title = (await first.getAttribute("aria-label")) ?? (await first.innerText());
    await first.click();
    expect(await notYetHydrated(page)).toBe(true);
    await hydrated(page);
    await expect(page.getByRole("dialog")).toBeVisible();
    // The visitor's wait for it, from the finger down to the answer, is measured for the speed beacon:
    // it covers the scripts' late arrival.
    const waited = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const seen = () => performance.getEntriesByName("held-tap-wait", "measure")[0]?.duration;
          const poll = () => (seen() === undefined ? requestAnimationFrame(poll) : resolve(seen() ?? 0));
          poll();
        }),
    );
    expect(waited).toBeGreaterThanOrEqual(DELAY_MS);
    expect(waited).toBeLessThan(30_000);
    await expect(page.getByRole("dialog")).toContainText(title.trim().split("\n")[0] ?? "");
  });
});

test.describe("a public page's scripts: none, or once painted (decisions 0030, 0031)", () => {
  test("a page with client state starts its scripts once painted, without a touch; its visit is counted once", async ({
    page,
  }) => {
    const sent = eventsSentBy(page);
    const counted = page.waitForRequest(isEvent("view"));
    await page.goto("/blog");
    await counted;
    // Nothing touched, nothing pressed: the live search is ready for the first key.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // The page's script does not count the same page load again.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    await page.waitForTimeout(500);
    const views = sent.filter(isEvent("view"));
    expect(views).toHaveLength(1);
    expect(JSON.parse(views[0]?.postData() ?? "{}")).toMatchObject({ kind: "view", path: "/blog" });
  });

  test("a page whose controls are all the browser's ships no framework: its visit is counted, its frame answers (0030)", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const sent = eventsSentBy(page);
    const counted = page.waitForRequest(isEvent("view"));
    await page.goto("/services");
    await counted;
    await expect(page.locator("html")).toHaveAttribute("data-scripts", "none");
    await expect(page.locator("html")).toHaveAttribute("data-load-behaviours", "on");
    // A touch starts nothing: there is nothing to start.
    await page.mouse.move(300, 300);
    await page.mouse.wheel(0, 900);
    await expect(page.getByRole("button", { name: "Back to top" })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(scripts.filter((path) => /entry\.client|manifest|root-/.test(path))).toEqual([]);
    expect(
      await page
        .locator(
          'script[type="module"]:not([data-booking-url]), link[rel="modulepreload"], link[rel="prefetch"]',
        )
        .count(),
    ).toBe(0);
    expect(sent.filter(isEvent("view"))).toHaveLength(1);
  });

  test("the admin, the owner's app, starts its scripts without waiting for a touch", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  });
});
