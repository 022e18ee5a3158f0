/** Layout checks a visitor would notice: text cut off in a field, a box that wraps. */
import type { Locator, Page } from "@playwright/test";

/** A phone's screen (the mobile project's), for specs that otherwise run at 1280 px. */
export const phoneViewport = { width: 390, height: 844 };

/**
 * The visible one-line fields whose placeholder is wider than the room inside
 * them (measured with the placeholder's own font), as "name: placeholder"
 * lines: an empty list when every hint can be read whole.
 */
export function cutOffPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no canvas");
    const cut: string[] = [];
    for (const input of document.querySelectorAll<HTMLInputElement>("input[placeholder]")) {
      if (!input.checkVisibility() || input.placeholder === "") continue;
      const rect = input.getBoundingClientRect();
      // The honeypot sits off the screen on purpose; nobody reads it.
      if (rect.right <= 0 || rect.left >= window.innerWidth) continue;
      const box = getComputedStyle(input);
      const hint = getComputedStyle(input, "::placeholder");
      context.font = hint.font || box.font;
      const room =
        input.clientWidth - Number.parseFloat(box.paddingLeft) - Number.parseFloat(box.paddingRight);
      const needed = context.measureText(input.placeholder).width;
      if (needed > room)
        cut.push(
          `${input.name || input.id}: "${input.placeholder}" needs ${Math.ceil(needed)} px, has ${room} px`,
        );
    }
    return cut;
  });
}

/** How many lines an element's text takes. */
export function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = [...range.getClientRects()]
      .filter((rect) => rect.width > 0)
      .map((rect) => rect.top)
      .sort((a, b) => a - b);
    // Boxes on one line may sit a pixel or two apart (an icon, a link); a new line is further down.
    return tops.filter((top, i) => i === 0 || top - (tops[i - 1] ?? top) > 6).length;
  });
}
