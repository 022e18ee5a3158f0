import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, isMobile, test } from "./fixtures";
import { allRoutes } from "./routes";

// A public page holds only the stylesheet rules its markup can use, and its scripts bring the
// whole stylesheet when they start (decision 0027). These tests are the canary of that cut,
// against the built stylesheet and the real pages. Tagged @markup: they read the fresh install's
// pages, once.

const publicPages = allRoutes.filter((route) => !route.startsWith("/admin"));

/**
 * Opens `route` with its scripts not started and returns the whole stylesheet's address. The page's
 * own request for the whole stylesheet (linked when its scripts start, 0031) is held, so the page
 * stays as served; the test links it with a query of its own.
 */
async function openUntouched(page: Page, route: string): Promise<string> {
  await page.route(/\/assets\/app-[\w-]+\.css$/, () => {});
  await page.goto(route);
  const own = await page
    .locator("head style[data-site-stylesheet]")
    .evaluate((style) => style.textContent ?? "");
  expect(own.length).toBeGreaterThan(10_000);
  // No stylesheet but the page's own applies.
  expect(await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href).length)).toBe(0);
  if ((await page.locator("html").getAttribute("data-scripts")) === "none") {
    // A page without the framework's scripts (0030) never needs the whole stylesheet: the blog names it.
    const blog = await (await page.request.get("/blog")).text();
    return `${/\/assets\/app-[\w-]+\.css/.exec(blog)?.[0] ?? ""}?whole`;
  }
  // The whole stylesheet is asked for first: the scripts wait for it.
  const whole = page.locator('link[href^="/assets/app-"]').first();
  await expect(whole).toHaveAttribute("href", /\/assets\/app-[\w-]+\.css$/);
  return `${(await whole.getAttribute("href")) ?? ""}?whole`;
}

function linkStylesheet(page: Page, href: string): Promise<void> {
  return page.evaluate(
    (stylesheet) =>
      new Promise<void>((resolve, reject) => {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = stylesheet;
        link.onload = () => resolve();
        link.onerror = () => reject(new Error(`${stylesheet} did not load`));
        document.head.append(link);
      }),
    href,
  );
}

/**
 * Where the page's own rules and the whole stylesheet differ for an element of the page, in either
 * theme and in any state a visitor can put it in without scripts (hovered, focused, checked, a
 * details opened...): the declarations that reach it, grouped by the media they hold in. None, or
 * the page would look different. At-rules the page left out (a font, an animation) count too.
 */
function differencesForElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const states =
      "hover|focus|focus-visible|focus-within|active|visited|checked|disabled|enabled|open|popover-open|placeholder-shown|invalid|valid|required|optional|read-only|read-write|target|indeterminate|user-invalid|user-valid|autofill|default|modal";
    // Each part that depends on a state, or names a pseudo-element, becomes one every element
    // matches (a backslash escapes the characters of a class name such as hover\:bg-muted).
    const any = ":is(*)";
    const relaxed = (selector: string) =>
      selector
        .replace(/(?<!\\)::[\w-]+(\([^()]*\))?/g, any)
        .replace(new RegExp(`(?<!\\\\):not\\([^()]*(?<!\\\\):(${states})\\b[^()]*\\)`, "g"), any)
        .replace(new RegExp(`(?<!\\\\):(${states}|-webkit-[\\w-]+|-moz-[\\w-]+)(?![\\w-])`, "g"), any)
        .replace(/(?<!\\)\[(open|hidden|popover|inert|disabled|checked)(=[^\]]*)?\]/g, any);
    /** Per element, what reaches it; and the at-rules that are not style rules. */
    const reach = (sheet: CSSStyleSheet) => {
      const byElement = new Map<Element, string[]>();
      const other = new Set<string>();
      const walk = (rules: CSSRuleList, within: string) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) {
            for (const element of document.querySelectorAll(relaxed(rule.selectorText))) {
              const list = byElement.get(element) ?? [];
              list.push(`${within}${rule.style.cssText}`);
              byElement.set(element, list);
            }
          } else if (rule instanceof CSSGroupingRule) {
            const condition =
              rule instanceof CSSConditionRule ? rule.conditionText : rule.cssText.split("{")[0];
            walk(rule.cssRules, `${within}${condition} | `);
          } else other.add(`${within}${rule.cssText}`);
        }
      };
      walk(sheet.cssRules, "");
      return { byElement, other };
    };
    const own = document.querySelector<HTMLStyleElement>("head style[data-site-stylesheet]")?.sheet;
    const whole = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href$="?whole"]')?.sheet;
    if (!own || !whole) return ["no stylesheet to compare"];
    const root = document.documentElement;
    const theme = root.className;
    const problems: string[] = [];
    for (const scheme of ["light", "dark"]) {
      root.className = scheme;
      const [mine, all] = [reach(own), reach(whole)];
      for (const rule of all.other)
        if (!mine.other.has(rule)) problems.push(`left out: ${rule.slice(0, 100)}`);
      for (const element of document.querySelectorAll("*")) {
        const have = new Set(mine.byElement.get(element));
        const missing = (all.byElement.get(element) ?? []).filter((rule) => !have.has(rule));
        if (missing.length === 0) continue;
        const name = `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`;
        problems.push(`${name} (${scheme}): ${missing.slice(0, 2).join(" ; ").slice(0, 200)}`);
      }
    }
    root.className = theme;
    return problems.slice(0, 10);
  });
}

/** What a reader sees of every element under `within`: its box and the properties that paint it. */
function looks(page: Page, within = "body"): Promise<string[]> {
  return page.evaluate((scope) => {
    const properties = [
      "display",
      "position",
      "inset",
      "z-index",
      "color",
      "background-color",
      "background-image",
      "border-color",
      "border-width",
      "border-style",
      "border-radius",
      "outline",
      "box-shadow",
      "opacity",
      "visibility",
      "transform",
      "filter",
      "font",
      "letter-spacing",
      "text-decoration",
      "text-transform",
      "text-align",
      "white-space",
      "overflow",
      "content",
      "cursor",
      "width",
      "height",
      "content-visibility",
      "list-style",
      "object-fit",
      "fill",
      "stroke",
    ];
    const seen: string[] = [];
    for (const element of document.querySelectorAll(`${scope} *`)) {
      const box = element.getBoundingClientRect();
      let text = `${element.tagName}.${element.getAttribute("class") ?? ""} ${box.x},${box.y},${box.width},${box.height}`;
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        for (const name of properties) text += `;${name}:${style.getPropertyValue(name)}`;
      }
      seen.push(text);
    }
    return seen;
  }, within);
}

/** The first elements whose look changed from `before` to `after`. */
function changes(before: string[], after: string[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < Math.max(before.length, after.length) && found.length < 5; i++) {
    if (before[i] === after[i]) continue;
    const was = new Set(before[i]?.split(";"));
    found.push(
      `#${i} ${before[i]?.split(";", 1)[0]}: ${(after[i] ?? "")
        .split(";")
        .filter((part) => !was.has(part))
        .slice(0, 4)
        .join(" ")}`,
    );
  }
  return found;
}

test.describe("a page's own stylesheet", { tag: "@markup" }, () => {
  for (const route of publicPages) {
    test(`${route} leaves out only rules it cannot use`, async ({ page }) => {
      test.skip(isMobile(page), "which rules reach an element does not depend on the width");
      const href = await openUntouched(page, route);
      await linkStylesheet(page, href);
      expect(await differencesForElements(page)).toEqual([]);
    });
  }

  // The same, seen as a reader sees it, on a few pages.
  for (const route of ["/", "/contact", "/this-page-does-not-exist"]) {
    test(`${route} looks the same with the whole stylesheet, in both themes`, async ({ page }) => {
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
        const href = await openUntouched(page, route);
        // Whatever the page still does on its own (a late picture) settles first.
        let before = await looks(page);
        for (let tries = 0; tries < 5; tries++) {
          const again = await looks(page);
          if (changes(before, again).length === 0) break;
          before = again;
        }
        await linkStylesheet(page, href);
        expect(changes(before, await looks(page)), `${route} in the ${colorScheme} theme`).toEqual([]);
      }
    });
  }
});

/** The input's painted properties, as `looks` reads them. */
const inputLook = (input: Locator) =>
  input.evaluate((element) => {
    const style = getComputedStyle(element);
    return ["border-top-width", "border-top-color", "border-radius", "padding-left", "height", "font-size"]
      .map((name) => style.getPropertyValue(name))
      .join(" ");
  });

test("the scripts bring the whole stylesheet before they draw, and what they draw looks as served", async ({
  page,
}) => {
  await page.goto("/blog");
  await hydrated(page);
  const linked = page.locator('link[rel="stylesheet"]');
  await expect(linked).toHaveCount(1);
  await expect(linked).toHaveAttribute("href", /\/assets\/app-[\w-]+\.css$/);
  // The contact form is drawn by the scripts after a move by link: the whole stylesheet styles it.
  await page.locator('footer a[href="/contact"]').first().click();
  await expect(page).toHaveURL(/\/contact$/);
  const email = page.getByLabel("Email", { exact: true });
  await expect(email).toBeVisible();
  const drawn = await inputLook(email);
  await linked.evaluate((link: HTMLLinkElement) => {
    if (link.sheet) link.sheet.disabled = true;
  });
  expect(await inputLook(email)).not.toBe(drawn);
  await page.goto("/contact");
  expect(await inputLook(page.getByLabel("Email", { exact: true }))).toBe(drawn);
});
