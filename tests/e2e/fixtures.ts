import { createHash } from "node:crypto";
import { test as base, type Cookie, expect, type Page, request } from "@playwright/test";
import { e2eBaseUrl, testAccounts } from "./support/e2e-env";

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

/**
 * Waits until the page's scripts are ready: React has hydrated it, or, on a
 * page served without the framework's scripts (decision 0030), its load-time
 * file has started its behaviours.
 */
export async function hydrated(page: Page) {
  const ready = () => {
    const root = document.documentElement.dataset;
    return root.hydrated === "true" || (root.scripts === "none" && root.loadBehaviours === "on");
  };
  // They start once the page has painted (0031).
  await page.waitForFunction(ready);
}

/**
 * One admin session per test worker and server, signed in once through the
 * sign-in form's own post and reused by every test that only needs to be the
 * owner (admin.spec.ts keeps the tests of the sign-in form itself). Tests that
 * log out sign in with the form, so they never end this shared session.
 */
const adminSessions = new Map<string, Promise<Cookie[]>>();

async function adminSessionCookies(baseURL: string): Promise<Cookie[]> {
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": addressFor(`admin session ${process.pid}`) },
  });
  try {
    const response = await context.post("/admin", {
      form: { intent: "login", email: testAccounts.admin.email, password: testAccounts.admin.password },
      maxRedirects: 0,
    });
    const { cookies } = await context.storageState();
    if (response.status() >= 400 || cookies.length === 0)
      throw new Error(`the admin's sign-in answered ${response.status()} with no session cookie`);
    return cookies;
  } finally {
    await context.dispose();
  }
}

/** Opens the admin dashboard as the owner, on the server at `baseURL` (the main test server by default). */
export async function signInAsAdmin(page: Page, baseURL: string = e2eBaseUrl): Promise<void> {
  let cookies = adminSessions.get(baseURL);
  if (!cookies) {
    cookies = adminSessionCookies(baseURL);
    adminSessions.set(baseURL, cookies);
    cookies.catch(() => adminSessions.delete(baseURL));
  }
  await page.context().addCookies(await cookies);
  await page.goto("/admin");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}
