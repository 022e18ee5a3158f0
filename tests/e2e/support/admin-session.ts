/** What the admin specs share: a lead sent as a visitor would, the sign-in form, one lead on the dashboard. */
import type { APIRequestContext, Page } from "@playwright/test";
import { addressFor, expect, hydrated } from "../fixtures";
import { contactFields } from "./forms";

export type Account = { email: string; password: string };

/** Stores a contact request the way a visitor without JavaScript sends one. */
export async function sendContact(
  request: APIRequestContext,
  name: string,
  extra: Record<string, string> = {},
) {
  const response = await request.post("/contact", {
    form: contactFields(name, extra),
    headers: { "x-forwarded-for": addressFor(name) },
  });
  expect(response.status()).toBe(200);
}

export async function signIn(page: Page, account: Account) {
  await page.goto("/admin");
  await hydrated(page);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The dashboard filtered down to one test's lead. */
export async function openLead(page: Page, name: string, tab: "contacts" | "nominations" = "contacts") {
  await page.goto(`/admin?${tab === "nominations" ? "tab=nominations&" : ""}q=${encodeURIComponent(name)}`);
  await hydrated(page);
  return page.getByRole("article").filter({ hasText: name });
}

// Refused sign-ins and posts answer 401/403, which Chromium logs as failed loads.
export const refusals = [/status of 40[13]/];
