import { expect, hydrated, test } from "./fixtures";

// The theme (spec 000: light, dark, or the system's setting until the visitor picks one), at both widths.
test.describe("theme", () => {
  test("defaults to the system setting and toggles light, dark, light", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await hydrated(page);
    const html = page.locator("html");
    await expect(html).toHaveClass(/dark/);
    await expect(html).toHaveAttribute("data-theme", "system");
    const toggle = page.getByRole("button", { name: "Toggle theme" });
    // Sun while the theme is not light.
    await expect(toggle.locator(".theme-icon-sun")).toBeVisible();
    await expect(toggle.locator(".theme-icon-moon")).toBeHidden();

    await toggle.click(); // system -> light
    await expect(html).toHaveClass(/light/);
    await expect(toggle.locator(".theme-icon-moon")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("light");

    await toggle.click(); // light -> dark
    await expect(html).toHaveClass(/dark/);
    await expect(toggle.locator(".theme-icon-sun")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("dark");
  });

  test("follows the system's setting before the scripts run and after, until the visitor picks one", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveClass(/light/);
    // Untouched, a public page has run none of its scripts (decision 0025).
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    await hydrated(page);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html).toHaveClass(/light/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveClass(/dark/);

    await page.getByRole("button", { name: "Toggle theme" }).click(); // system -> light
    await expect(html).toHaveClass(/light/);
    await page.emulateMedia({ colorScheme: "light" });
    await page.emulateMedia({ colorScheme: "dark" });
    // A media query's change is reported at the next rendering step, before animation frames run.
    const stillLight = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(document.documentElement.classList.contains("light"))),
          ),
        ),
    );
    expect(stillLight).toBe(true);
  });

  test("a saved theme applies before first paint, without a flash", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("vite-ui-theme", "dark"));
    // Record the <html> class as soon as the body exists, before any module script runs.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { firstPaintClass: string }).firstPaintClass =
            document.documentElement.className;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(
      await page.evaluate(() => (window as unknown as { firstPaintClass: string }).firstPaintClass),
    ).toContain("dark");
    await hydrated(page);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.goto("/about");
    await expect(page.locator("html")).toHaveClass(/dark/);
  });
});
