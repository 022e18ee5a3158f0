import { createHash } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";

/** A stable, private-looking IPv4 address for a test (10.x.y.z), from its id. */
export function addressFor(key: string): string {
  const [a = 0, b = 0, c = 0] = createHash("sha256").update(key).digest();
  return `10.${a}.${b}.${Math.max(1, c)}`;
}

/**
 * Every test fails if the page logs a console error or throws: a visitor
 * would not see it, but it means something on the page is broken.
 *
 * Every test also has its own client address: the test server trusts the
 * loopback proxy (TRUST_PROXY=loopback), and each request carries an
 * X-Forwarded-For, so one test's form posts never use another's rate-limit
 * budget. Tests of the limit itself set their own header.
 */
export const test = base.extend<{
  consoleErrors: string[];
  clientAddress: string;
  /** Console errors a test causes on purpose (a refused post, a dropped connection). */
  allowedConsoleErrors: RegExp[];
}>({
  allowedConsoleErrors: [[], { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  clientAddress: async ({}, use, testInfo) => {
    await use(addressFor(`${testInfo.testId}/${testInfo.repeatEachIndex}/${testInfo.retry}`));
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, use) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": clientAddress });
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      // A page that answers 404 on purpose makes Chromium log the document's
      // status; that is the expected answer, not a broken page.
      const documentErrors = new Set<string>();
      page.on("response", (response) => {
        if (response.request().isNavigationRequest() && response.status() >= 400)
          documentErrors.add(response.url().split("#")[0]!);
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const expectedStatus =
          message.text().startsWith("Failed to load resource") &&
          documentErrors.has(message.location().url.split("#")[0]!);
        const allowed = allowedConsoleErrors.some((pattern) => pattern.test(message.text()));
        if (!expectedStatus && !allowed) errors.push(message.text());
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
