import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails if the page logs a console error or throws: a visitor
 * would not see it, but it means something on the page is broken.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A page that answers 404 on purpose makes Chromium log the document's
      // status; that is the expected answer, not a broken page.
      const documentErrors = new Set<string>();
      page.on("response", (response) => {
        if (response.request().isNavigationRequest() && response.status() >= 400)
          documentErrors.add(response.url());
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const expectedStatus =
          message.text().startsWith("Failed to load resource") && documentErrors.has(message.location().url);
        if (!expectedStatus) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Waits until React has hydrated the page (the header's scroll listener is live). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
