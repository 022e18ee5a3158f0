/**
 * The speed beacon's own figures (LCP, CLS, FCP, TTFB, read from the
 * browser's entries in app/features/insights/vitals-beacon.ts) held to the
 * web-vitals library's, watching the same page load: a canary of the beacon
 * reading the entries as the library does (decision 0019).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, devices } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { fullChromium } from "./support/browsers";

// The library's figures as a visitor's browser gives them (in the headless shell it reported no LCP).
test.use({ launchOptions: fullChromium });

// Headless Chromium names itself HeadlessChrome, which is a bot: a visitor's phone does not.
const PHONE = devices["Pixel 7"].userAgent;

/**
 * The speed beacons the context's pages send, seen as each page sends one: a closing page's beacon
 * leaves after the page is gone, unseen by the test.
 */
async function watchBeacons(context: BrowserContext): Promise<Record<string, number>[]> {
  const beacons: Record<string, number>[] = [];
  await context.exposeBinding("beaconSent", (_, body: string) => {
    if (body.includes('"kind":"vitals"')) beacons.push(JSON.parse(body));
  });
  await context.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      (window as unknown as { beaconSent: (body: string) => void }).beaconSent(String(body));
      return send(url, body);
    };
  });
  return beacons;
}

test("the beacon's loading, shift, paint and first-byte figures are the web-vitals library's own", {}, async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: PHONE, viewport: { width: 390, height: 844 } });
  // The library itself watches the same page load beside the beacon, and tells the test what it reports.
  const library: Record<string, number> = {};
  await context.exposeBinding("libraryReport", (_, name: string, value: number) => {
    library[name] = value;
  });
  // One script: the library's file, then what listens to it (a second script would not see its global).
  const libraryFile = readFileSync(
    path.join(import.meta.dirname, "../../node_modules/web-vitals/dist/web-vitals.iife.js"),
    "utf8",
  );
  await context.addInitScript({
    content: `${libraryFile}\nfor (const on of ["onLCP", "onCLS", "onFCP", "onTTFB"]) webVitals[on]((metric) => window.libraryReport(metric.name.toLowerCase(), metric.value));`,
  });
  const beacons = await watchBeacons(context);
  const page = await context.newPage();
  const beaconLoaded = page.waitForResponse((response) => /\/vitals-beacon-/.test(response.url()));
  await page.goto("/blog");
  // The page has painted its largest text before the key a visitor would press (a key before any paint ends
  // the largest paint's watch with nothing to report; the load event can come before the first paint).
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        new PerformanceObserver(resolve).observe({ type: "largest-contentful-paint", buffered: true }),
      ),
  );
  await hydrated(page);
  await beaconLoaded;
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  // Shifts no visitor caused: bands pushed in above the content, a moment apart.
  await page.evaluate(async () => {
    for (const height of [120, 60]) {
      const band = document.createElement("div");
      band.style.height = `${height}px`;
      document.querySelector("main")?.prepend(band);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  });
  // Closing the tab hides the page: both report (a headless browser's other tabs never hide it).
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => Object.keys(library).sort()).toEqual(["cls", "fcp", "lcp", "ttfb"]);
  await expect.poll(() => beacons.length).toBe(1);
  expect(library.cls).toBeGreaterThan(0);
  for (const name of ["lcp", "cls", "fcp", "ttfb"]) {
    expect(beacons[0]?.[name], name).toBeCloseTo(library[name] ?? -1, 6);
  }
  await context.close();
});

test("a tap held until the page's scripts ran counts its whole wait as the page's INP", async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: PHONE, viewport: { width: 1280, height: 800 } });
  const beacons = await watchBeacons(context);
  const page = await context.newPage();
  // The page's scripts come 1.5 s late, as on a slow connection; the beacon's own files do not.
  const held = 1500;
  await page.route(/\/assets\/(?!vitals-beacon|measure|visit)[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, held));
    await route.continue();
  });
  const beaconLoaded = page.waitForResponse((response) => /\/vitals-beacon-/.test(response.url()));
  await page.goto("/gallery");
  const picture = page.getByRole("main").locator("button:has(img)").first();
  await picture.click();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await expect(page.getByRole("dialog")).toBeVisible();
  await beaconLoaded;
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => beacons.length).toBe(1);
  expect(beacons[0]?.inp).toBeGreaterThanOrEqual(held);
  await context.close();
});
