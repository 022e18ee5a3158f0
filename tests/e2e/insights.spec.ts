import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, devices, type Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { testAccounts } from "./support/e2e-env";
import { contactFields, fillContact, marker, toasts, validContact } from "./support/forms";
import { eventsSentBy, isEvent, pageSettled } from "./support/insights-events";
import { installVisualGuard, visualProblems } from "./support/visual-guard";

const insightsTable = (page: Page, name: string) => page.getByRole("table", { name, exact: true });

// Headless Chromium names itself HeadlessChrome, which is a bot: a visitor's phone does not.
const PHONE = devices["Pixel 7"].userAgent;
const BOT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";
test.use({ userAgent: PHONE });

async function signedInAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ userAgent: PHONE });
  const page = await context.newPage();
  await page.goto("/admin");
  await hydrated(page);
  await page.getByLabel("Email").fill(testAccounts.admin.email);
  await page.getByLabel("Password").fill(testAccounts.admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  return page;
}

/** The CSV of the last 7 days, as the admin downloads it. */
const insightsCsv = async (admin: Page) => (await admin.request.get("/admin/insights.csv?days=7")).text();

test.describe("visits counted for the owner's Insights", () => {
  test("a visit from a Nextdoor link and a tap on Call show under Nextdoor and the campaign", async ({
    page,
    browser,
  }, testInfo) => {
    const campaign = `spring-${testInfo.project.name}`;
    const viewSent = page.waitForRequest(isEvent("view"));
    await page.goto(`/service-area/shoreview?utm_source=nextdoor&utm_campaign=${campaign}`);
    await hydrated(page);
    const view = await viewSent;
    // Path only: the tags are read from the address, the address itself is not sent.
    expect(JSON.parse(view.postData() ?? "{}")).toMatchObject({
      kind: "view",
      path: "/service-area/shoreview",
      entry: "/service-area/shoreview",
      first: true,
      src: "nextdoor",
      camp: campaign,
    });
    // The phone would open its dialer; here the tap stays on the page.
    await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
    const callSent = page.waitForRequest(isEvent("call"));
    await page.getByRole("main").getByRole("link", { name: /^Call/ }).first().click();
    await callSent;

    const admin = await signedInAdmin(browser);
    await expect.poll(() => insightsCsv(admin)).toContain(`Campaign,${campaign},1,1,0`);
    await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Insights" }).click();
    await expect(admin.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible();
    await admin.getByRole("link", { name: "Last 7 days" }).click();
    await expect(admin.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
    const campaignRow = insightsTable(admin, "By campaign").getByRole("row", { name: campaign });
    await expect(campaignRow.getByRole("cell")).toHaveText(["1", "1", "0", "0%", "0", "0", "$0", "$0"]);
    // "nextdoor" on the link is the one Nextdoor source.
    const sourceRow = insightsTable(admin, "By source").getByRole("row", { name: "Nextdoor" });
    await expect(sourceRow).toBeVisible();
    await expect(
      admin.getByRole("table", { name: "By city page" }).getByRole("row", { name: /Shoreview/ }),
    ).toBeVisible();
    await admin.context().close();
  });

  test("a page load's speed is sent when the page is hidden and counted in Insights' speed panel", async ({
    page,
    browser,
  }) => {
    const admin = await signedInAdmin(browser);
    /** Views behind each of the gallery's figures on phones (LCP, INP, CLS, FCP, TTFB; 0 with no row yet). */
    const galleryViews = async () => {
      await admin.goto("/admin/insights?days=7");
      const row = admin
        .getByRole("table", { name: "Speed on phones" })
        .getByRole("row", { name: /^Gallery/ });
      if ((await row.count()) === 0) return [0, 0, 0, 0, 0];
      const cells = await row.getByRole("cell").allTextContents();
      return cells.map((text) => Number(/([\d,]+) views?/.exec(text)?.[1]?.replace(/,/g, "") ?? "0"));
    };
    // Loading, first paint and first byte: read from the browser's own timings on every load.
    const loadingPaintByte = async () => (await galleryViews()).filter((_, i) => i === 0 || i >= 3);
    const before = await loadingPaintByte();

    const viewSent = page.waitForRequest(isEvent("view"));
    const libraryLoaded = page.waitForResponse((response) => /\/vitals-beacon-/.test(response.url()));
    await page.goto("/gallery");
    // The browser stops measuring the largest paint at the first key, and hydrated() presses one to
    // start the scripts: on a busy machine it could come before the paint was measured.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          new PerformanceObserver(resolve).observe({ type: "largest-contentful-paint", buffered: true }),
        ),
    );
    await hydrated(page);
    await viewSent;
    await libraryLoaded;
    // The library has run once the browser is idle again.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    // Closing the tab hides the page (headless Chromium never hides a page that is left by a link):
    // the one beacon goes then, with the loading time, which is only reported at hide or at a tap.
    await page.close({ runBeforeUnload: true });

    await expect.poll(loadingPaintByte).toEqual(before.map((views) => views + 1));
    await expect(admin.getByRole("heading", { name: "Speed for real visitors" })).toBeVisible();
    await admin.context().close();
  });

  test("nothing is sent with Do Not Track or Global Privacy Control, and nothing a bot sends is kept", async ({
    browser,
  }, testInfo) => {
    // Each page waits for the counting script's idle moment, twice.
    test.setTimeout(90_000);
    const name = testInfo.project.name;
    const optOuts = {
      dnt: () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }),
      gpc: () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    };
    for (const [key, script] of Object.entries(optOuts)) {
      const context = await browser.newContext({ userAgent: PHONE });
      await context.addInitScript(script);
      const page = await context.newPage();
      const sent = eventsSentBy(page);
      await page.goto(`/?utm_source=nextdoor&utm_campaign=${key}-${name}`);
      await pageSettled(page);
      await page.getByRole("link", { name: "FAQ" }).first().click();
      await pageSettled(page);
      expect(sent, `${key}: no event sent`).toEqual([]);
      await context.close();
    }
    // A bot's browser sends (it does not say it is one), and the server drops it.
    const bot = await browser.newContext({ userAgent: BOT });
    const botPage = await bot.newPage();
    const botView = botPage.waitForResponse((response) => response.url().endsWith("/api/event"));
    await botPage.goto(`/?utm_source=nextdoor&utm_campaign=bot-${name}`);
    expect((await botView).status()).toBe(204);
    await bot.close();

    const admin = await signedInAdmin(browser);
    // The server drops a visit that asks not to be tracked in its headers too.
    const optOutHeaders: Record<string, string>[] = [{ DNT: "1" }, { "Sec-GPC": "1" }];
    for (const header of optOutHeaders) {
      const response = await admin.request.post("/api/event", {
        data: JSON.stringify({ kind: "view", path: "/", entry: "/", first: true, camp: `headers-${name}` }),
        headers: { "content-type": "text/plain", ...header },
      });
      expect(response.status()).toBe(204);
    }
    const csv = await insightsCsv(admin);
    for (const campaign of ["dnt", "gpc", "bot", "headers"]) expect(csv).not.toContain(`${campaign}-${name}`);
    await admin.context().close();
  });

  test("the endpoint refuses a post from another site and a body that is not an event", async ({
    request,
  }) => {
    const event = JSON.stringify({ kind: "view", path: "/", entry: "/" });
    const crossSite = await request.post("/api/event", {
      data: event,
      headers: { "content-type": "text/plain", origin: "https://evil.example", "user-agent": PHONE },
    });
    expect(crossSite.status()).toBe(403);
    const invalid = await request.post("/api/event", {
      data: JSON.stringify({ kind: "purchase", path: "/" }),
      headers: { "content-type": "text/plain", "user-agent": PHONE },
    });
    expect(invalid.status()).toBe(400);
  });

  test("the counting script is one small file; admin pages send nothing", { tag: "@read-only" }, async ({
    browser,
  }) => {
    const assets = path.join(import.meta.dirname, "../../build/client/assets");
    const files = readdirSync(assets).filter(
      (file) => file.endsWith(".js") && readFileSync(path.join(assets, file), "utf8").includes("/api/event"),
    );
    expect(files).toHaveLength(1);
    expect(gzipSync(readFileSync(path.join(assets, files[0]!))).length).toBeLessThanOrEqual(2048);
    // The speed beacon is a file of its own, fetched by the counting script once the page is idle
    // (web-vitals' INP and the browser's own entries for the others), within the 3 KB gzip asked.
    const vitals = readdirSync(assets).filter(
      (file) =>
        file.endsWith(".js") &&
        readFileSync(path.join(assets, file), "utf8").includes("largest-contentful-paint"),
    );
    expect(vitals).toHaveLength(1);
    expect(vitals[0]).not.toBe(files[0]);
    // As served: the build's gzip copy (Zopfli, scripts/precompress.ts), what a browser on plain HTTP gets.
    expect(statSync(path.join(assets, `${vitals[0]!}.gz`)).size).toBeLessThanOrEqual(3 * 1024);

    const admin = await signedInAdmin(browser);
    const sent = eventsSentBy(admin);
    await pageSettled(admin);
    await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Insights" }).click();
    await expect(admin.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible();
    await admin.goto("/admin/content");
    await pageSettled(admin);
    expect(sent).toEqual([]);
    await admin.context().close();
  });
});

test.describe("the Insights page", { tag: "@read-only" }, () => {
  test("is for the admin only, downloads its CSV, passes axe and fits a phone", async ({
    browser,
    request,
  }) => {
    const anonymous = await request.get("/admin/insights.csv", { maxRedirects: 0 });
    expect(anonymous.status()).toBe(403);
    const page = await request.get("/admin/insights", { maxRedirects: 0 });
    expect(page.status()).toBe(303);
    expect(page.headers().location).toBe("/admin");

    // Something to show: a visit from a flyer's link, and a lead from it.
    const headers = { "user-agent": PHONE, "content-type": "text/plain" };
    const visit = {
      kind: "view",
      path: "/service-area/shoreview",
      entry: "/service-area/shoreview",
      first: true,
    };
    await request.post("/api/event", {
      data: JSON.stringify({ ...visit, src: "flyer", camp: "door-hangers" }),
      headers,
    });
    // And a page load's speed, so the speed panel shows a table.
    await request.post("/api/event", {
      data: JSON.stringify({
        kind: "vitals",
        path: "/service-area/shoreview",
        vw: 390,
        lcp: 2100,
        inp: 150,
        cls: 0.02,
        fcp: 1200,
        ttfb: 300,
      }),
      headers,
    });
    await request.post("/contact", {
      form: contactFields("Insights look", {
        landing_page: "/service-area/shoreview",
        utm_source: "flyer",
        utm_campaign: "door-hangers",
      }),
    });

    const admin = await signedInAdmin(browser);
    await installVisualGuard(admin);
    await admin.goto("/admin/insights?days=90");
    await hydrated(admin);
    const download = admin.waitForEvent("download");
    await admin.getByRole("link", { name: "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^insights-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await file.path()) ?? "", "utf8");
    expect(text).toContain("Table,Name,Visits,Call taps and clicks,Leads,Conversion,Won,Revenue (USD)");

    // Custom dates, without scripts' help: a plain GET form.
    await admin.getByLabel("From", { exact: true }).fill("2024-01-01");
    await admin.getByLabel("To", { exact: true }).fill("2024-01-31");
    await admin.getByRole("button", { name: "Show these dates" }).click();
    await expect(admin.getByRole("heading", { name: "Jan 1, 2024 to Jan 31, 2024" })).toBeVisible();
    await expect(admin.getByText("Nothing to show for these dates yet.")).toBeVisible();

    for (const address of ["/admin/insights?days=365", "/admin/insights?from=2024-01-01&to=2024-01-31"]) {
      await admin.goto(address);
      await hydrated(admin);
      const results = await new AxeBuilder({ page: admin })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(results.violations.map((v) => `${address} ${v.id}: ${v.help}`)).toEqual([]);
      expect(await visualProblems(admin)).toEqual([]);
      // Wide tables scroll in their own box; the page itself never scrolls sideways.
      expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
        true,
      );
    }
    await admin.context().close();
  });
});

test.describe("the whole path, from a visit to a won job", () => {
  test("a visit from a flyer's link, a tap on Call and a request sent in that visit, won with a value, show in Insights under the flyer", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const source = `flyer-${testInfo.project.name}`;
    const campaign = `fall-${testInfo.project.name}`;
    const name = marker("Path");
    const viewSent = page.waitForRequest(isEvent("view"));
    await page.goto(`/service-area/shoreview?utm_source=${source}&utm_medium=print&utm_campaign=${campaign}`);
    await hydrated(page);
    await viewSent;
    // The phone would open its dialer; here the tap on Call stays on the page.
    await page.evaluate(() =>
      document.addEventListener("click", (event) => {
        if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
      }),
    );
    const callSent = page.waitForRequest(isEvent("call"));
    await page.getByRole("main").getByRole("link", { name: /^Call/ }).first().click();
    await callSent;

    // On to the contact page by a link, and the request sent from there.
    // From a page without the framework's scripts (0030) the move is a page load: the form's scripts
    // start once it has painted, and a visitor reads the form before sending it.
    await page.getByRole("link", { name: "send us a message" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await hydrated(page);
    await fillContact(page, validContact(name));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page).filter({ hasText: "Message sent successfully!" })).toBeVisible();

    // The owner marks it won, with what the job was worth.
    const admin = await signedInAdmin(browser);
    await admin.goto(`/admin?q=${encodeURIComponent(name)}`);
    await hydrated(admin);
    const card = admin.getByRole("article").filter({ hasText: name });
    await expect(card).toContainText(`utm_source=${source}`);
    await card.getByText("Status and private note").click();
    await card.getByLabel("Status").selectOption("won");
    await card.getByLabel("Job value in dollars (for won jobs)").fill("4,800");
    await card.getByRole("button", { name: "Save" }).click();
    await expect(card.getByRole("region", { name: "Won job" })).toContainText("Won: $4,800");

    // Insights: one visit, one call, one lead (100%), one job won, $4,800 (nothing collected online), all from the flyer.
    await admin.goto("/admin/insights?days=7");
    const bySource = insightsTable(admin, "By source").getByRole("row", { name: source });
    await expect(bySource.getByRole("cell")).toHaveText(["1", "1", "1", "100%", "0", "1", "$4,800", "$0"]);
    const byCampaign = insightsTable(admin, "By campaign").getByRole("row", { name: campaign });
    await expect(byCampaign.getByRole("cell")).toHaveText(["1", "1", "1", "100%", "0", "1", "$4,800", "$0"]);
    await admin.context().close();
  });
});

test.describe("a lead the owner adds by hand", () => {
  test("a phone call from a referral, won for $3,200, shows under Referral, first thing on a phone", async ({
    browser,
  }) => {
    const admin = await signedInAdmin(browser);
    await admin.setViewportSize({ width: 390, height: 844 });
    const name = marker("Called");
    await admin.getByRole("link", { name: "Add a lead" }).click();
    await expect(admin.getByRole("heading", { name: "Add a lead", level: 1 })).toBeVisible();
    await hydrated(admin);
    // Where they heard of him is asked for, beside its field.
    await admin.getByLabel("Name").fill(name);
    await admin.getByLabel("Phone").fill("651-555-0142");
    await admin.getByRole("button", { name: "Add lead" }).click();
    await expect(admin.getByLabel("Heard of you from")).toHaveAccessibleDescription(
      "Choose where they heard of you, or type a new choice below.",
    );
    await admin.getByLabel("Heard of you from").selectOption("Referral");
    await admin.getByLabel("What they want").selectOption("Exterior Painting");
    await admin.getByRole("button", { name: "Add lead" }).click();
    await expect(admin.getByText(`Lead added: ${name}.`).first()).toBeVisible();

    const card = admin.getByRole("article").filter({ hasText: name });
    await expect(card).toContainText("Exterior Painting · From Referral");
    await card.getByText("Status and private note").click();
    await card.getByLabel("Status").selectOption("won");
    await card.getByLabel("Job value in dollars (for won jobs)").fill("3,200");
    await card.getByRole("button", { name: "Save" }).click();
    await expect(card.getByRole("region", { name: "Won job" })).toContainText("Won: $3,200");

    await admin.goto("/admin/insights?days=7");
    await hydrated(admin);
    const bySource = insightsTable(admin, "By source");
    const referral = bySource.getByRole("row", { name: "Referral" });
    await expect(referral.getByRole("cell")).toHaveText(["0", "0", "1", "—", "0", "1", "$3,200", "$0"]);
    // On the phone the answer comes before the dates to choose, and nothing is wider than the screen.
    const tableTop = (await bySource.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const periodTop = (await admin.getByRole("navigation", { name: "Period" }).boundingBox())?.y ?? 0;
    expect(tableTop).toBeLessThan(periodTop);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect((await bySource.boundingBox())?.width ?? 999).toBeLessThanOrEqual(390);
    await admin.context().close();
  });
});
