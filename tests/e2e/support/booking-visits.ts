/** The booking specs' visitors: the owner's scheduling choice, a visitor's own browser, the details step. */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, hydrated, signInAsAdmin } from "../fixtures";
import { contentBaseUrl } from "./e2e-env";

export const phoneSize = { width: 390, height: 844 };

export const schedulingChoices = {
  here: "Book a visit on this site",
  external: "My online scheduler link (external page, new tab)",
};

export async function chooseScheduling(page: Page, choice: keyof typeof schedulingChoices) {
  await signInAsAdmin(page, contentBaseUrl);
  await page.goto("/admin/content/profile/contact");
  await hydrated(page);
  await page.getByLabel("Schedule buttons open").selectOption({ label: schedulingChoices[choice] });
  await page.getByRole("button", { name: "Save contact" }).click();
  await expect(page.getByText("Business profile saved").first()).toBeVisible();
}

/** A visitor's own browser: a phone unless told otherwise, with its own client address. */
export async function visitor(
  browser: Browser,
  clientAddress: string,
  options: { javaScript?: boolean; phone?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: contentBaseUrl,
    javaScriptEnabled: options.javaScript ?? true,
    viewport: options.phone === false ? { width: 1280, height: 800 } : phoneSize,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress },
  });
  return { context, page: await context.newPage() };
}

export async function fillDetails(page: Page, name: string) {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Phone", { exact: true }).fill("(651) 555-0123");
  await page.getByLabel("Email", { exact: true }).fill("visit@example.com");
  await page.getByLabel(/Address of the job/).fill("4820 Hodgson Rd, Shoreview 55126");
}

export const timeButtons = (page: Page) =>
  page.getByRole("button", { name: /^Book .+ at \d{1,2}:\d{2} [AP]M$/ });
