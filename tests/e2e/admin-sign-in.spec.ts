/** Signing in to the admin, the guards on every admin address, two-factor sign-in. */

import { addressFor, expect, hydrated, isMobile, signInAsAdmin, test } from "./fixtures";
import { adminAddresses } from "./support/admin-pages";
import { refusals, sendContact, signIn } from "./support/admin-session";
import { RATE_LIMIT_MAX_LOGINS, testAccounts } from "./support/e2e-env";
import { marker, toasts } from "./support/forms";
import { totpCode } from "./support/totp";

test.describe("admin sign-in", () => {
  test.use({ allowedConsoleErrors: refusals });
  test("shows the Admin Login form, marked noindex, with an e-mail field", async ({ page }) => {
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByText("No contact submissions yet")).toHaveCount(0);
  });

  test("a wrong password says Invalid credentials and stays on the form", async ({ page }) => {
    await signIn(page, { email: testAccounts.admin.email, password: "not-the-password" });
    await expect(toasts(page).filter({ hasText: "Invalid credentials" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  });

  test("a signed-in user without the admin role is signed out at once", async ({ page, context }) => {
    await signIn(page, testAccounts.staff);
    await expect(toasts(page).filter({ hasText: "Access denied. Admin privileges required." })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    // No session was left behind.
    const cookies = await context.cookies();
    expect(cookies.some((cookie) => cookie.name.includes("session_token"))).toBe(false);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  });

  test("the admin signs in, sees the welcome line, and logs out", async ({ page }) => {
    await signIn(page, testAccounts.admin);
    await expect(toasts(page).filter({ hasText: "Login successful" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText(`Welcome, ${testAccounts.admin.email}`)).toBeVisible();
    await expect(page.getByRole("link", { name: /Contact Submissions/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The session survives a reload.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    // The message below is a toast: wait for the page to be interactive (a click before posts the form plainly).
    await hydrated(page);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(toasts(page).filter({ hasText: "Logged out successfully" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("sign-in is rate limited per client", async ({ request }) => {
    const client = addressFor(marker("login-limit"));
    // An account of its own, so the shared admin account's budget is not spent here.
    const email = `${marker("nobody").replace(" ", "-")}@painting.test`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMIT_MAX_LOGINS; attempt++) {
      const response = await request.post("/admin", {
        form: { intent: "login", email, password: "guessing-wrong" },
        headers: { "x-forwarded-for": client },
        maxRedirects: 0,
      });
      statuses.push(response.status());
      if (response.status() === 429) {
        expect(await response.text()).toContain("Too many sign-in attempts");
        expect(response.headers()["retry-after"]).toMatch(/^\d+$/);
      }
    }
    expect(statuses.slice(0, RATE_LIMIT_MAX_LOGINS)).toEqual(Array(RATE_LIMIT_MAX_LOGINS).fill(401));
    expect(statuses.at(-1)).toBe(429);
  });

  test("sign-in is rate limited per account, whatever the client address", async ({ request }) => {
    const email = `${marker("target").replace(" ", "-")}@painting.test`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMIT_MAX_LOGINS; attempt++) {
      const response = await request.post("/admin", {
        form: { intent: "login", email, password: "guessing-wrong" },
        headers: { "x-forwarded-for": addressFor(`${email} ${attempt}`) },
        maxRedirects: 0,
      });
      statuses.push(response.status());
    }
    expect(statuses.slice(0, RATE_LIMIT_MAX_LOGINS)).toEqual(Array(RATE_LIMIT_MAX_LOGINS).fill(401));
    expect(statuses.at(-1)).toBe(429);
  });

  test("failures slow an account down, but the right password still gets in", async ({
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one account, counted once: the viewport does not matter");
    const account = testAccounts.lockout;
    // More failures than the account's budget, each from another address (as a spread-out guesser would).
    for (let attempt = 0; attempt <= RATE_LIMIT_MAX_LOGINS + 1; attempt++) {
      await request.post("/admin", {
        form: { intent: "login", email: account.email, password: "guessing-wrong" },
        headers: { "x-forwarded-for": addressFor(`${account.email} guess ${attempt}`) },
        maxRedirects: 0,
      });
    }
    const owner = addressFor(`${account.email} owner`);
    const early = await request.post("/admin", {
      form: { intent: "login", email: account.email, password: account.password },
      headers: { "x-forwarded-for": owner },
      maxRedirects: 0,
    });
    // Inside the wait the password is not even checked: the answer says how long to wait.
    expect(early.status()).toBe(429);
    const wait = Number(early.headers()["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 200));
    const owners = await request.post("/admin", {
      form: { intent: "login", email: account.email, password: account.password },
      headers: { "x-forwarded-for": owner },
      maxRedirects: 0,
    });
    expect(owners.status()).toBe(303);
    expect(owners.headers()["set-cookie"]).toContain("session_token=");
    // SITE_URL is https: the session cookie is Secure even though NODE_ENV is not production here.
    const session = owners
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "set-cookie")
      .find((header) => header.value.includes("session_token="));
    expect(session?.value).toMatch(/;\s*Secure/i);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the forms still sign in and out, with the messages written in the page", async ({ page }) => {
      await page.goto("/admin");
      await page.getByLabel("Email").fill(testAccounts.admin.email);
      await page.getByLabel("Password").fill("wrong-password-1");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Invalid credentials" })).toBeVisible();

      await page.getByLabel("Email").fill(testAccounts.admin.email);
      await page.getByLabel("Password").fill(testAccounts.admin.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Login successful" })).toBeVisible();
      await expect(page.getByText(`Welcome, ${testAccounts.admin.email}`)).toBeVisible();

      await page.getByRole("button", { name: "Logout" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Logged out successfully" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    });
  });
});

test.describe("the server checks the admin role", () => {
  test.use({ allowedConsoleErrors: refusals });
  test("no lead data, export or change without an admin session", async ({ request, page }) => {
    const name = marker("Private");
    await sendContact(request, name);
    const anonymous = await request.get(`/admin?q=${encodeURIComponent(name)}`);
    expect(await anonymous.text()).not.toContain(name);
    const data = await request.get(`/admin.data?q=${encodeURIComponent(name)}`);
    expect(await data.text()).not.toContain(name);
    const csv = await request.get("/admin/export.csv");
    expect(csv.status()).toBe(403);
    const change = await request.post("/admin", {
      form: { intent: "delete", kind: "contacts", id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(change.status()).toBe(403);

    // A signed-in non-admin gets nothing either (the session is ended on sight).
    await signIn(page, testAccounts.staff);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    const staffCsv = await page.request.get("/admin/export.csv");
    expect(staffCsv.status()).toBe(403);
  });
});

test.describe("every admin route refuses a visitor without an admin session", () => {
  test.use({ allowedConsoleErrors: refusals });
  test.skip(({ isMobile }) => isMobile, "the server's answer does not depend on the viewport");

  test("read from routes.ts, so a new route cannot forget", async ({ request }) => {
    const addresses = adminAddresses();
    // The nested layouts (pages, files, lead photos) are all there.
    expect(addresses).toEqual(
      expect.arrayContaining(["/admin", "/admin/content/profile", "/admin/export.csv"]),
    );
    // The manifest of the installable admin holds nothing private (tested below), the index
    // shows the sign-in form, and the password pages are for the signed-out: every other address refuses.
    const open = ["/admin", "/admin/manifest.webmanifest", "/admin/forgot-password"];
    const guarded = addresses.filter((a) => !open.includes(a) && !a.startsWith("/admin/set-password/"));
    expect(guarded.length).toBeGreaterThan(15);
    for (const address of guarded) {
      for (const method of ["GET", "POST"] as const) {
        const response = await request.fetch(address, {
          method,
          maxRedirects: 0,
          ...(method === "POST" ? { form: { intent: "delete", id: "x" } } : {}),
        });
        const where = `${method} ${address}`;
        expect([302, 303, 403, 404], where).toContain(response.status());
        if (response.status() < 400) expect(response.headers().location, where).toMatch(/^\/admin(\?|$)/);
        expect(await response.text(), where).not.toContain("Logout");
      }
    }
    // The index refuses every change but signing in.
    const change = await request.post("/admin", {
      form: { intent: "delete", kind: "contacts", id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(change.status()).toBe(403);
  });
});

test.describe("an admin page that fails", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test("shows the admin's own error page with its navigation kept", async ({ page }) => {
    await signInAsAdmin(page);
    // The admin's catch-all route's loader throws a 404 for an address that names no page.
    const response = await page.goto("/admin/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page does not exist" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Leads" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    // The public site's error page is not used; its header and footer stay around the admin's, as on every page.
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: / home$/ })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(1);

    await page.getByRole("link", { name: "Back to the leads" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });
});

test.describe("the admin's one-time messages", () => {
  test("a message in a cookie the site did not sign is never shown", async ({ page, context, baseURL }) => {
    const forged = Buffer.from(
      JSON.stringify({ message: "Call 1-900-SCAMMER now", kind: "success" }),
    ).toString("base64");
    await context.addCookies([
      { name: "admin_flash", value: encodeURIComponent(forged), url: baseURL ?? "" },
    ]);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expect(page.getByText("SCAMMER")).toHaveCount(0);
  });
});

test.describe("two-factor sign-in", () => {
  test.use({ allowedConsoleErrors: refusals });
  test("the owner enrols an authenticator app and sign-in then asks for its code", async ({
    page,
  }, testInfo) => {
    const account = isMobile(page) ? testAccounts.twoFactorMobile : testAccounts.twoFactorDesktop;
    testInfo.setTimeout(90_000);
    await signIn(page, account);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await page.getByRole("link", { name: "Security" }).click();
    await page.getByLabel("Your password").fill(account.password);
    await page.getByRole("button", { name: "Set up authenticator app" }).click();
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const recoveryCodes = await page
      .getByRole("list", { name: "Recovery codes" })
      .getByRole("listitem")
      .allTextContents();
    expect(recoveryCodes.length).toBeGreaterThanOrEqual(8);
    const uri = await page.locator('input[name="totpUri"]').inputValue();

    await page.getByLabel("6-digit code").fill("000000" === totpCode(uri) ? "111111" : "000000");
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(toasts(page).filter({ hasText: "That code did not match" })).toBeVisible();
    // On a phone the toast lies over the button, and a pointer resting on it
    // keeps it open (as a visitor's finger would not): move away, let it go.
    await page.mouse.move(0, 0);
    await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
    await page.getByLabel("6-digit code").fill(totpCode(uri));
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(toasts(page).filter({ hasText: "Two-factor sign-in is on" })).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await signIn(page, account);
    await expect(page.getByRole("heading", { name: "Two-Step Verification" })).toBeVisible();
    const code = totpCode(uri);
    await page.getByLabel("Code", { exact: true }).fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

    // A code that signed in once cannot sign in again, even while it is still valid.
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await signIn(page, account);
    await expect(page.getByRole("heading", { name: "Two-Step Verification" })).toBeVisible();
    await page.getByLabel("Code", { exact: true }).fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("That code was already used.").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
    // Back in with another recovery code (the next app code is up to 30 seconds away).
    await signIn(page, account);
    await page.getByLabel("Code", { exact: true }).fill(recoveryCodes[1] ?? "");
    await page.getByLabel("This is one of my recovery codes").check();
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

    // A recovery code works once in place of the app.
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await signIn(page, account);
    await page.getByLabel("Code", { exact: true }).fill(recoveryCodes[0] ?? "");
    await page.getByLabel("This is one of my recovery codes").check();
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

    // Turned off again, sign-in is back to the password alone.
    await page.goto("/admin?tab=security");
    await page.getByLabel("Your password").fill(account.password);
    await page.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    await expect(toasts(page).filter({ hasText: "Two-factor sign-in is off." })).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await signIn(page, account);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });
});
