/** What the Insights spec watches a page send: the counting script's events. */
import type { Page, Request } from "@playwright/test";
import { hydrated } from "../fixtures";

export const isEvent = (kind: string) => (request: Request) =>
  request.url().endsWith("/api/event") && (request.postData() ?? "").includes(`"kind":"${kind}"`);

/** Every request to the collection endpoint a page makes. */
export function eventsSentBy(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/event")) sent.push(request);
  });
  return sent;
}

/** Long enough for the counting script to have loaded and sent the first view (it waits for an idle moment). */
export async function pageSettled(page: Page) {
  await hydrated(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 5000), { timeout: 5000 })),
  );
}
