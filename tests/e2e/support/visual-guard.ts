/**
 * A look at a page the way a person would, beyond what axe checks:
 * - every visible button and link has text or an accessible name, and its
 *   text (and icon) colour stands out from what it is painted on: at least
 *   4.5:1, from the computed colours of the element and the backgrounds
 *   behind it (axe skips text it cannot place over a known background);
 * - the page never scrolls sideways;
 * - nothing visible covers the header (at the top and scrolled down);
 * - no image is left blank once loaded.
 * Returns what is wrong, one line each (empty when the page looks right).
 */
import type { Page } from "@playwright/test";

export async function visualProblems(
  page: Page,
  { imagesLoaded = false }: { imagesLoaded?: boolean } = {},
): Promise<string[]> {
  if (imagesLoaded) {
    // A second look at the same load (the other theme): its lazy images came in at the first.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  } else {
    // Bring every lazy image in: scroll through the page, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(window.innerHeight * 0.8)) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    });
  }
  // Lazy images that came near the screen have had their chance to load.
  await page
    .waitForFunction(
      () =>
        [...document.images]
          .filter((img) => img.loading === "lazy" && img.getBoundingClientRect().height > 0)
          .every((img) => img.complete),
      null,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  const lower = await page.evaluate(() => findProblemsInPage(true));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(50);
  const top = await page.evaluate(() => findProblemsInPage(false));
  return [...new Set([...top, ...lower])];
}

declare global {
  // Installed by installVisualGuard, run inside the page.
  function findProblemsInPage(scrolled: boolean): string[];
}

/** Puts the checks into the page (before it loads); call once per page, before goto. */
export async function installVisualGuard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const match = /rgba?\(([^)]+)\)/.exec(value);
      if (!match) return [0, 0, 0, 0];
      const parts = (match[1] ?? "")
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    // Modern colour functions (oklch, color-mix) resolved to rgb by the browser.
    const canvas = document.createElement("canvas").getContext("2d");
    const toRgba = (value: string): Rgba => {
      if (value.startsWith("rgb")) return parse(value);
      if (!canvas) return [0, 0, 0, 1];
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = value;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3] + under[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: 0 | 1 | 2) => (top[i] * top[3] + under[i] * under[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m) as [number, number];
      return (x + 0.05) / (y + 0.05);
    };
    /** The colour an element is painted on: its own background and its ancestors', blended. */
    const backdrop = (element: Element): { colour: Rgba; image: boolean } => {
      let colour: Rgba = [0, 0, 0, 0];
      let image = false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== "none") image = true;
        colour = over(colour, toRgba(style.backgroundColor));
        if (colour[3] >= 0.99) return { colour, image };
      }
      const canvasColour = toRgba(getComputedStyle(document.documentElement).backgroundColor);
      return { colour: over(colour, canvasColour[3] > 0 ? canvasColour : [255, 255, 255, 1]), image };
    };
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) return false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) === 0)
          return false;
        if (style.clipPath !== "none" && style.clipPath.startsWith("inset(50%")) return false;
        if (node instanceof HTMLDialogElement && !node.open) return false;
      }
      return true;
    };
    const describe = (element: Element) => {
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${element.tagName.toLowerCase()} "${text || element.getAttribute("aria-label") || "?"}"`;
    };

    window.findProblemsInPage = (scrolled: boolean) => {
      const problems: string[] = [];
      if (!scrolled) {
        for (const element of document.querySelectorAll(
          "a[href], button, [role='button'], input[type='submit']",
        )) {
          if (!visible(element) || (element as HTMLButtonElement).disabled) continue;
          const name =
            (element.textContent ?? "").trim() ||
            element.getAttribute("aria-label") ||
            element.querySelector("img[alt]")?.getAttribute("alt") ||
            element.getAttribute("title");
          if (!name) problems.push(`${describe(element)} has no text or accessible name`);
          const { colour: background, image } = backdrop(element);
          // Text drawn over a picture is judged by axe and the eye; colours are compared where they are known.
          if (image) continue;
          const foreground = over(toRgba(getComputedStyle(element).color), background);
          const contrast = ratio(foreground, background);
          if (contrast < 4.5) {
            problems.push(`${describe(element)}: text ${contrast.toFixed(2)}:1 against its background`);
          }
        }
        const width = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth > width) {
          const wide = [...document.querySelectorAll("body *")]
            .filter((element) => visible(element) && element.getBoundingClientRect().right > width + 1)
            .slice(0, 3)
            .map(describe);
          problems.push(
            `the page scrolls sideways (${document.documentElement.scrollWidth} > ${width}): ${wide.join(", ")}`,
          );
        }
        for (const img of document.images) {
          if (!visible(img) || !img.complete) continue;
          if (img.naturalWidth === 0) problems.push(`image "${img.alt || img.currentSrc}" is blank`);
        }
      }
      // The header is on top of everything it shares the screen with.
      const header = document.querySelector("body > header, body header");
      if (header && visible(header)) {
        const rect = header.getBoundingClientRect();
        for (const fx of [0.1, 0.3, 0.5, 0.7, 0.9]) {
          for (const fy of [0.25, 0.75]) {
            const x = rect.left + rect.width * fx;
            const y = rect.top + rect.height * fy;
            if (y < 0 || y > window.innerHeight) continue;
            const hit = document.elementFromPoint(x, y);
            if (hit && !header.contains(hit) && !hit.closest("dialog[open]")) {
              problems.push(`${describe(hit)} covers the header${scrolled ? " (scrolled)" : ""}`);
            }
          }
        }
      }
      return problems;
    };
  });
}
