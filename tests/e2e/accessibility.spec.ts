import AxeBuilder from "@axe-core/playwright";
import { expect, hydrated, test } from "./fixtures";
import { allRoutes } from "./routes";

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
