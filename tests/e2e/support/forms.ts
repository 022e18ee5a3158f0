import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";

/** A word no other test uses, to find this test's lead (and its e-mail) again. */
export function marker(prefix = "Lead"): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  service?: string;
  message: string;
}

export function validContact(name: string): ContactValues {
  return {
    name,
    email: "homeowner@example.com",
    phone: "(651) 555-0100",
    service: "Exterior Painting",
    message: "Our deck and the south side of the house need fresh paint before winter.",
  };
}

export async function fillContact(page: Page, values: Partial<ContactValues>) {
  const form = page.locator("#contact-form");
  if (values.name !== undefined) await form.getByLabel("Name", { exact: true }).fill(values.name);
  if (values.email !== undefined) await form.getByLabel("Email", { exact: true }).fill(values.email);
  if (values.phone !== undefined) await form.getByLabel("Phone", { exact: true }).fill(values.phone);
  if (values.service !== undefined)
    await form.getByLabel("Service", { exact: true }).selectOption(values.service);
  if (values.message !== undefined) await form.getByLabel("Message", { exact: true }).fill(values.message);
}

export const nominationLabels = {
  your_name: "Your Name",
  your_email: "Your Email",
  your_phone: "Your Phone Number",
  nominee_name: "Nominee Name",
  nominee_address: "Nominee Address",
  nominee_phone: "Nominee Phone (optional)",
  relationship: "Your relationship to nominee",
  reason: "Why do you think they deserve this?",
} as const;

export type NominationValues = Record<keyof typeof nominationLabels, string>;

export function validNomination(nominee: string): NominationValues {
  return {
    your_name: "Sam Neighbor",
    your_email: "sam.neighbor@example.com",
    your_phone: "651-555-0111",
    nominee_name: nominee,
    nominee_address: "12 Elm Street, Shoreview, MN",
    nominee_phone: "",
    relationship: "neighbor",
    reason: "She spent the year caring for her husband, and her porch and trim are peeling badly.",
  };
}

export async function fillNomination(page: Page, values: Partial<NominationValues>) {
  const form = page.locator("#nomination-form");
  for (const [field, value] of Object.entries(values) as [keyof NominationValues, string][]) {
    await form.getByLabel(nominationLabels[field], { exact: true }).fill(value);
  }
}

/** The toasts currently on the page (newest first), as assistive technology finds them. */
export function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
}

/** Form fields for a post made straight to the endpoint (no browser form). */
export function contactFields(name: string, extra: Record<string, string> = {}) {
  const { service = "Interior Painting", ...rest } = validContact(name);
  return { ...rest, service, ...extra };
}

/**
 * Starts recording every toast as it appears, in order; returns a reader.
 * Toasts last a few seconds and only three show at once, so a test that
 * expects several reads the record rather than the screen.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    const isToast = (node: Element) =>
      node.tagName === "LI" && node.closest('section[aria-label^="Notifications"]') !== null;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const found = isToast(node) ? [node] : [...node.querySelectorAll("li")].filter(isToast);
          for (const toast of found) seen.push(toast.textContent ?? "");
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}
