/**
 * The specification's behaviours that need a script, on a fresh load with
 * nothing touched: most public pages ship no React (decision 0030), so these
 * run from the page's load file (app/lib/load-behaviours.ts), also where
 * React's scripts are slow to arrive.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Holds the page's own scripts back (as on a slow connection), but not its load file. */
async function holdPageScripts(page: Page) {
  await page.route(/\/assets\/(?!visit-|load-behaviours-)[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue().catch(() => undefined);
  });
}

const notHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated !== "true");

test.describe("specification behaviours before any touch", () => {
  test("home: robots.txt is fetched in the background, then smooth scrolling is on (spec 000 §4, §7)", async ({
    page,
  }) => {
    const robots = page.waitForRequest((req) => new URL(req.url()).pathname === "/robots.txt");
    await page.goto("/");
    await robots;
    await expect(page.locator("html")).toHaveAttribute("data-home-loaded", "true");
    await expect(page.locator("html")).toHaveClass(/smooth-scroll/);
    expect(await notHydrated(page)).toBe(true);
  });

  test("blog: a first tap on a page link replaces the address (spec 000 §2)", async ({ page }) => {
    await holdPageScripts(page);
    await page.goto("/about");
    await page.goto("/blog");
    await expect(page.locator("html")).toHaveAttribute("data-load-behaviours", "on");
    const before = await page.evaluate(() => history.length);
    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "Page 2", exact: true })
      .click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.locator("html")).toHaveAttribute("data-load-behaviours", "on");
    expect(await page.evaluate(() => history.length)).toBe(before);
    // Back leaves the blog for the page before it: page 1 was replaced, not kept.
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("services: a hash change scrolls smoothly to its section (spec 000 §2)", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await holdPageScripts(page);
    await page.goto("/services");
    await expect(page.locator("html")).toHaveAttribute("data-load-behaviours", "on");
    const positions = await page.evaluate(async () => {
      const seen: number[] = [];
      location.hash = "#credentials";
      const until = performance.now() + 1500;
      while (performance.now() < until) {
        seen.push(Math.round(scrollY));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return seen;
    });
    const target = await page.evaluate(() =>
      Math.round(document.getElementById("credentials")!.getBoundingClientRect().top + scrollY),
    );
    const last = positions.at(-1) ?? 0;
    expect(Math.abs(last - target)).toBeLessThan(120);
    // Smooth: the page passed through positions between the top and the section.
    expect(positions.filter((y) => y > 0 && Math.abs(y - last) > 20).length).toBeGreaterThan(1);
    expect(await notHydrated(page)).toBe(true);
  });
});
