import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { addressFor, expect, hydrated, test } from "./fixtures";
import { allRoutes } from "./routes";
import { testAccounts } from "./support/e2e-env";
import { contactFields, validNomination } from "./support/forms";

/**
 * Parts below the fold are rendered only near the screen (content-visibility:
 * auto), and axe cannot see the colours of a part not rendered yet: render
 * them all, so every text's contrast is checked.
 */
async function renderEverything(page: Page) {
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
}

// Every route, in both themes, on the project's viewport (desktop 1280 and mobile 390).
for (const theme of ["light", "dark"] as const) {
  test.describe(`axe in the ${theme} theme`, () => {
    for (const route of allRoutes) {
      test(`${route} has no violations`, async ({ page }) => {
        // The largest pages (95 gallery cards; the map with a dot per city) take axe longest.
        if (route === "/gallery" || route === "/service-areas") test.slow();
        await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
        await page.goto(route);
        await hydrated(page);
        await expect(page.locator("html")).toHaveClass(new RegExp(theme));
        await renderEverything(page);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        const summary = results.violations.map(
          (v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}

// The signed-in dashboard (with a lead on it) and its security tab.
for (const theme of ["light", "dark"] as const) {
  test.describe(`axe in the ${theme} theme, signed in`, () => {
    test("the admin dashboard has no violations", async ({ page, request }, testInfo) => {
      const name = `Axe check ${theme} ${testInfo.project.name}`;
      const headers = { "x-forwarded-for": addressFor(name) };
      // Two of each, so the parts repeated on every lead card are checked too.
      for (const n of [1, 2]) {
        await request.post("/contact", { form: contactFields(`${name} ${n}`), headers });
        await request.post("/nominate", { form: validNomination(`${name} ${n}`), headers });
      }
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
      await page.goto("/admin");
      await hydrated(page);
      await page.getByLabel("Email").fill(testAccounts.admin.email);
      await page.getByLabel("Password").fill(testAccounts.admin.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
      for (const path of ["/admin", "/admin?tab=nominations", "/admin?tab=security"]) {
        await page.goto(path);
        await hydrated(page);
        await renderEverything(page);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        const summary = results.violations.map(
          (v) => `${path} ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        );
        expect(summary).toEqual([]);
      }
    });
  });
}
