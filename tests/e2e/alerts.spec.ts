import { createECDH, randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, hydrated, signInAsAdmin, test } from "./fixtures";
import { fullChromium } from "./support/browsers";
import { testAccounts } from "./support/e2e-env";
import { marker } from "./support/forms";

// The notifications the worker shows need the full browser (the headless shell shows none).
test.use({ launchOptions: fullChromium });

/**
 * The owner's phone alerts in the browser: the installable admin (its
 * manifest and worker, on admin pages only) and the Alerts page. Headless
 * Chromium has no push service to subscribe with, so a device is added the
 * way the page's script adds one (a post to the page's action with a
 * browser's subscription), and the script's own part is checked as far as
 * this browser goes: the messages it shows.
 */

/**
 * A device subscribed through the page's action, as the script posts it. Its
 * push service is an address nothing answers on, so sends to it fail at once.
 */
async function addDevice(page: Page, label: string) {
  const keys = createECDH("prime256v1");
  keys.generateKeys();
  const response = await page.request.post("/admin/alerts", {
    form: {
      intent: "subscribe",
      endpoint: `https://127.0.0.1:9/push/${randomBytes(8).toString("hex")}`,
      p256dh: keys.getPublicKey().toString("base64url"),
      auth: randomBytes(16).toString("base64url"),
      label,
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

const deviceRow = (page: Page, label: string) =>
  page.getByRole("list", { name: "Devices that get alerts" }).getByRole("listitem", { name: label });

test.describe("the installable admin", () => {
  test("admin pages link the admin's manifest; public pages link none", async ({ page, request }) => {
    await page.goto("/admin");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/admin/manifest.webmanifest");
    for (const path of ["/", "/contact", "/services"]) {
      const html = await (await request.get(path)).text();
      // A website, not an app: a phone fetches no manifest while a public page loads.
      expect(html, path).not.toContain('rel="manifest"');
      expect(html, path).not.toContain("admin-sw.js");
    }
    const manifest = await request.get("/admin/manifest.webmanifest");
    expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
    const body = (await manifest.json()) as {
      name: string;
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string }[];
    };
    expect(body).toMatchObject({ start_url: "/admin", scope: "/admin", display: "standalone" });
    expect(body.name).toMatch(/\S Admin$/);
    expect(body.icons.map((icon) => icon.sizes)).toContain("512x512");
    for (const icon of body.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
    }
  });

  test("the worker registers from admin pages with the admin's scope, and never controls a public page", async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/alerts");
    await hydrated(page);
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.ready;
      return { scope: found.scope, script: found.active?.scriptURL };
    });
    expect(new URL(registration.scope).pathname).toBe("/admin");
    expect(new URL(registration.script ?? "").pathname).toBe("/admin-sw.js");
    // The sign-in page and the lead list are admin pages too: the worker is theirs.
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration("/admin").then(Boolean))).toBe(
      true,
    );

    // The same browser on a public page: the worker does not reach it.
    await page.goto("/contact");
    await hydrated(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration("/contact").then(Boolean))).toBe(
      false,
    );

    // A visitor who never opens the admin: no public page registers anything.
    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    for (const path of ["/", "/contact", "/services", "/blog"]) {
      await publicPage.goto(path);
      await hydrated(publicPage);
      expect(
        await publicPage.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
      ).toBe(0);
    }
    await visitor.close();

    // The worker keeps nothing: it answers no request (no fetch handler), so no admin page is ever cached.
    const worker = await (await page.request.get("/admin-sw.js")).text();
    expect(worker).toContain('addEventListener("push"');
    expect(worker).toContain('addEventListener("notificationclick"');
    expect(worker).not.toMatch(/addEventListener\(\s*["']fetch/);
    expect(worker).not.toMatch(/caches\./);
  });
});

test.describe("the worker's alerts", () => {
  test("shows each push as a notification, one per lead, and something even for a message it cannot read", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await page.goto("/admin");
    await hydrated(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Chromium's DevTools protocol delivers a push message to the worker as a push service would.
    const devtools = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    devtools.on("ServiceWorker.workerRegistrationUpdated", (event) =>
      registrations.push(...event.registrations),
    );
    await devtools.send("ServiceWorker.enable");
    await expect.poll(() => registrations.some((r) => new URL(r.scopeURL).pathname === "/admin")).toBe(true);
    const registrationId = registrations.find(
      (r) => new URL(r.scopeURL).pathname === "/admin",
    )!.registrationId;
    const push = (data: string) =>
      devtools.send("ServiceWorker.deliverPushMessage", { origin: baseURL!, registrationId, data });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
        })),
      );
    const alert = (id: string, title: string) =>
      JSON.stringify({ title, body: "Drywall Repair · Shoreview", tag: `lead-contact-${id}`, url: "/admin" });

    // A message delivered while the worker is still starting can be dropped by
    // the test's delivery route: each step delivers again until it shows (the
    // same tag replaces, so a repeat changes nothing else).
    const until = async (messages: string[], seen: (titles: string[]) => boolean) => {
      await expect
        .poll(async () => {
          for (const message of messages) await push(message);
          return seen((await shown()).map((n) => n.title));
        })
        .toBe(true);
    };
    await until([alert("1", "New estimate request from Dana Smith")], (titles) => titles.length === 1);
    expect(await shown()).toEqual([
      {
        title: "New estimate request from Dana Smith",
        body: "Drywall Repair · Shoreview",
        tag: "lead-contact-1",
      },
    ]);
    // The same lead again replaces its notification; another lead adds one.
    await until(
      [
        alert("1", "New estimate request from Dana Smith (again)"),
        alert("2", "New estimate request from Lee Park"),
      ],
      (titles) =>
        titles.length === 2 &&
        titles.includes("New estimate request from Dana Smith (again)") &&
        titles.includes("New estimate request from Lee Park"),
    );
    expect((await shown()).map((n) => n.title).sort()).toEqual([
      "New estimate request from Dana Smith (again)",
      "New estimate request from Lee Park",
    ]);
    await until(["not json"], (titles) => titles.includes("New lead"));
  });
});

test.describe("the Alerts page", () => {
  test("lists the admin's devices and removes one", async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Alerts" }).click();
    await expect(page.getByRole("heading", { name: "Alerts", level: 1 })).toBeVisible();
    // With JavaScript the page can turn alerts on: no word about needing it.
    await expect(page.getByRole("button", { name: "Alert me on this phone" })).toBeVisible();
    await expect(page.getByText("Phone alerts need JavaScript")).toBeHidden();
    const label = marker("Phone");
    await addDevice(page, label);
    await page.reload();
    await hydrated(page);
    const row = deviceRow(page, label);
    await expect(row).toContainText("Added");
    await expect(row).toContainText("None yet");
    await row.getByRole("button", { name: `Remove ${label}` }).click();
    await expect(page.getByText("Device removed: it gets no more alerts.")).toBeVisible();
    await expect(deviceRow(page, label)).toHaveCount(0);
  });

  test("refuses a subscription that is not a browser's", async ({ page }) => {
    await signInAsAdmin(page);
    const response = await page.request.post("/admin/alerts", {
      form: {
        intent: "subscribe",
        endpoint: "http://push.example.com/not-secure",
        p256dh: `B${"x".repeat(86)}`,
        auth: `${"a".repeat(21)}Q`,
      },
    });
    expect(response.status()).toBe(400);
    // An https address that is not a push service (the server's own network, another port): never contacted.
    for (const endpoint of [
      "https://169.254.169.254/latest/meta-data/",
      "https://10.0.0.5/push/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://push.example.com/device",
    ]) {
      const other = await page.request.post("/admin/alerts", {
        form: { intent: "subscribe", endpoint, p256dh: `B${"x".repeat(86)}`, auth: `${"a".repeat(21)}Q` },
      });
      expect(other.status(), endpoint).toBe(400);
      expect(await other.text(), endpoint).toContain("not one of the browsers' push services");
    }
  });

  test("sends a test alert and shows a device's problem", async ({ page }) => {
    await signInAsAdmin(page);
    const label = marker("Tablet");
    await addDevice(page, label);
    await page.goto("/admin/alerts");
    await hydrated(page);
    await page.getByRole("button", { name: "Send a test alert" }).click();
    // Its push service cannot be reached: the message says so, and the device shows why.
    await expect(
      page.getByText(/^Test alert sent to \d+ of \d+ devices?\. The problem is shown/),
    ).toBeVisible();
    await expect(deviceRow(page, label)).toContainText("Last problem:");
    // In plain words, never the raw connection error.
    await expect(deviceRow(page, label)).toContainText("The push service could not be reached");
    await expect(deviceRow(page, label)).not.toContainText("ECONNREFUSED");
    await deviceRow(page, label)
      .getByRole("button", { name: `Remove ${label}` })
      .click();
    await expect(deviceRow(page, label)).toHaveCount(0);
  });

  test.describe("turning alerts on in a browser that cannot get them", () => {
    // Chromium logs why it refuses the subscription (no push service in a headless, private window).
    test.use({ allowedConsoleErrors: [/Push API/] });
    test("says kindly why, each time", async ({ page, context, baseURL }) => {
      await signInAsAdmin(page);
      await page.goto("/admin/alerts");
      await hydrated(page);
      const turnOn = page.getByRole("button", { name: "Alert me on this phone" });
      // Headless Chromium answers the permission request with a no.
      await turnOn.click();
      await expect(page.getByText(/^Alerts are blocked for this site/)).toBeVisible();

      // Allowed, it still has no push service to sign up with.
      await context.grantPermissions(["notifications"], { origin: baseURL });
      await page.reload();
      await hydrated(page);
      await turnOn.click();
      await expect(page.getByText(/could not sign up for alerts just now/)).toBeVisible();
    });
  });

  test.describe("on an iPhone, in the browser", () => {
    test.use({
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    });
    test("explains that alerts need the admin on the Home Screen", async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto("/admin/alerts");
      await hydrated(page);
      await expect(
        page.getByText(/choose Add to Home Screen, open the admin from the new icon/),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Alert me on this phone" })).toHaveCount(0);
    });
  });

  test("saves the reminder settings, and refuses a wrong number beside its field", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/alerts");
    await hydrated(page);
    const hours = page.getByLabel("Daily e-mail of leads still new after (hours)");
    const sendAt = page.getByLabel("Send it at");
    const save = page.getByRole("button", { name: "Save reminder settings" });
    await expect(sendAt.locator("option:checked")).toHaveText(/:00 (AM|PM)/);

    await hours.fill("abc");
    await save.click();
    await expect(hours).toHaveAccessibleDescription(/Enter a number of hours/);
    await expect(hours).toBeFocused();
    await expect(hours).toHaveValue("abc");

    await hours.fill("200");
    await save.click();
    await expect(hours).toHaveAccessibleDescription(/Enter at most 168 hours/);

    await hours.fill("36");
    await sendAt.selectOption({ label: "6:00 PM" });
    await save.click();
    await expect(page.getByText("Reminder settings saved.")).toBeVisible();
    await page.reload();
    await expect(hours).toHaveValue("36");
    await expect(sendAt.locator("option:checked")).toHaveText("6:00 PM");

    // Back to the defaults the other tests expect.
    await hours.fill("24");
    await sendAt.selectOption({ label: "7:00 AM" });
    await save.click();
    await expect(page.getByText("Reminder settings saved.")).toBeVisible();
  });
});

test.describe("the Alerts page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("says alerts need JavaScript, still lists and removes devices, and checks the settings on the server", async ({
    page,
  }) => {
    await page.goto("/admin");
    await page.getByLabel("Email").fill(testAccounts.admin.email);
    await page.getByLabel("Password").fill(testAccounts.admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    const label = marker("Laptop");
    await addDevice(page, label);
    await page.goto("/admin/alerts");
    await expect(page.getByText("Phone alerts need JavaScript")).toBeVisible();
    await expect(page.getByRole("button", { name: "Alert me on this phone" })).toHaveCount(0);
    await deviceRow(page, label)
      .getByRole("button", { name: `Remove ${label}` })
      .click();
    await expect(page.getByText("Device removed: it gets no more alerts.")).toBeVisible();
    await expect(deviceRow(page, label)).toHaveCount(0);

    const hours = page.getByLabel("Daily e-mail of leads still new after (hours)");
    await hours.fill("2.5");
    await page.getByRole("button", { name: "Save reminder settings" }).click();
    await expect(hours).toHaveAccessibleDescription(/Enter a whole number of hours/);
    await expect(hours).toHaveValue("2.5");
  });
});
