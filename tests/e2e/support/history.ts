import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

/** Taps Restore on the version the site started with, on a record's edit page, and waits for the answer. */
export async function restoreStartingVersion(page: Page) {
  await page
    .getByRole("listitem")
    .filter({ hasText: "The version the site started with" })
    .getByRole("button", { name: /Restore this version/ })
    .click();
  await expect(page.getByText("Restored the version the site started with.").first()).toBeVisible();
}
