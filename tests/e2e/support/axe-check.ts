/** axe and a look at a page, in both themes (tests/e2e/accessibility.spec.ts walks every route with it). */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "../fixtures";
import { visualProblems } from "./visual-guard";

/**
 * Parts below the fold are rendered only near the screen (content-visibility:
 * auto), and axe cannot see the colours of a part not rendered yet: render
 * them all, so every text's contrast is checked.
 */
async function renderEverything(page: Page) {
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
}

/**
 * The axe rules that read colours. A theme changes colours only: no element
 * is shown or hidden by theme (tests/repo/theme-visibility.test.ts keeps it
 * so), so the second theme needs these rules and the look, not the rest.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** Only the violations are read: axe describes every passed element too unless told not to. */
const VIOLATIONS_ONLY = { resultTypes: ["violations" as const] };

/**
 * The colour rules on the page the full check has just run on, with the axe it put there
 * (the same axe-core, configured the same way), so the second theme costs no new injection.
 */
async function runColourRules(page: Page): Promise<AxeResults> {
  return page.evaluate(
    async ({ rules, only }) => {
      const axe = (
        window as unknown as { axe?: { run: (context: Document, options: object) => Promise<AxeResults> } }
      ).axe;
      if (!axe) throw new Error("axe is not in the page: run the full check on this load first");
      return axe.run(document, { runOnly: { type: "rule", values: rules }, ...only });
    },
    { rules: COLOUR_RULES, only: VIOLATIONS_ONLY },
  );
}

/**
 * axe's WCAG 2.2 AA rules and best practices (or, with `coloursOnly`, the
 * rules that read colours), then a look as a person would (support/visual-guard.ts).
 */
async function checkPage(page: Page, label: string, coloursOnly = false) {
  await renderEverything(page);
  const results = coloursOnly
    ? await runColourRules(page)
    : await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        // axe.run in the page itself (it walks any frames too), not the default partial runs
        // finished on a second blank page with axe injected again: the same rules and results,
        // at about half the cost. The site has no frames (one would be checked all the same).
        .setLegacyMode()
        .options(VIOLATIONS_ONLY)
        .analyze();
  const summary = results.violations.map(
    (v) => `${label} ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
  // The colour rules run second, on the same load: its images are in.
  const problems = await visualProblems(page, { imagesLoaded: coloursOnly });
  expect(problems.map((problem) => `${label} ${problem}`)).toEqual([]);
}

/**
 * Switches the page to the theme (the site follows the system's setting
 * until the visitor picks one) and waits for it: colour transitions are cut
 * short, so axe and the look read the theme's final colours.
 */
async function showTheme(page: Page, theme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  await expect(page.locator("html")).toHaveClass(new RegExp(theme));
}

const themes = ["light", "dark"] as const;

/**
 * The page as loaded, in the light theme then the dark one: all of axe's
 * rules in the first, the colour rules in the second, and the look in both.
 * The page must have been opened after installVisualGuard, in the light theme.
 */
export async function checkBothThemes(page: Page, label: string) {
  await page.addStyleTag({ content: "*, ::before, ::after { transition-duration: 0s !important; }" });
  for (const theme of themes) {
    await showTheme(page, theme);
    await checkPage(page, `${label} (${theme})`, theme === "dark");
  }
}
