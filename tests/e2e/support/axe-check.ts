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

/**
 * axe's WCAG 2.2 AA rules and best practices (or, with `coloursOnly`, the
 * rules that read colours), then a look as a person would (support/visual-guard.ts).
 */
export async function checkPage(page: Page, label: string, coloursOnly = false) {
  await renderEverything(page);
  const axe = new AxeBuilder({ page });
  const results = await (coloursOnly
    ? axe.withRules(COLOUR_RULES)
    : axe.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
  ).analyze();
  const summary = results.violations.map(
    (v) => `${label} ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
  expect((await visualProblems(page)).map((problem) => `${label} ${problem}`)).toEqual([]);
}

/**
 * Switches the page to the theme (the site follows the system's setting
 * until the visitor picks one) and waits for it: colour transitions are cut
 * short, so axe and the look read the theme's final colours.
 */
export async function showTheme(page: Page, theme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  await expect(page.locator("html")).toHaveClass(new RegExp(theme));
}

export const themes = ["light", "dark"] as const;
