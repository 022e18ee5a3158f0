/** Reading a page the way the content specs do: its bands, its structured data. */
import type { Locator, Page } from "@playwright/test";

/** The band of the page under the h2 with this name. */
export function band(page: Page, heading: string | RegExp): Locator {
  return page
    .getByRole("main")
    .locator("section")
    .filter({
      has: page.getByRole("heading", { level: 2, name: heading, exact: typeof heading === "string" }),
    })
    .last();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The JSON-LD blocks of a page's markup, parsed. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>,
  );
}
