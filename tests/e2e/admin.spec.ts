import type { APIRequestContext, Page } from "@playwright/test";
import { addressFor, expect, hydrated, isMobile, test } from "./fixtures";
import { allRoutes } from "./routes";
import { RATE_LIMIT_MAX_LOGINS, testAccounts } from "./support/e2e-env";
import { contactFields, marker, toasts, validNomination } from "./support/forms";
import { waitForMail } from "./support/mailbox";
import { totpCode } from "./support/totp";

type Account = { email: string; password: string };

/** Stores a contact request the way a visitor without JavaScript sends one. */
async function sendContact(request: APIRequestContext, name: string, extra: Record<string, string> = {}) {
  const response = await request.post("/contact", {
    form: contactFields(name, extra),
    headers: { "x-forwarded-for": addressFor(name) },
  });
  expect(response.status()).toBe(200);
}

async function signIn(page: Page, account: Account) {
  await page.goto("/admin");
  await hydrated(page);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function signInAsAdmin(page: Page) {
  await signIn(page, testAccounts.admin);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

/** The dashboard filtered down to one test's lead. */
async function openLead(page: Page, name: string, tab: "contacts" | "nominations" = "contacts") {
  await page.goto(`/admin?${tab === "nominations" ? "tab=nominations&" : ""}q=${encodeURIComponent(name)}`);
  await hydrated(page);
  return page.getByRole("article").filter({ hasText: name });
}

// Refused sign-ins and posts answer 401/403, which Chromium logs as failed loads.
const refusals = [/status of 40[13]/];

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

test.describe("leads dashboard", () => {
  test("contact submissions: every field, the date format, newest first", async ({ page, request }) => {
    const group = marker("Order");
    await sendContact(request, `${group} first`, { message: `Older request ${group}` });
    await sendContact(request, `${group} second`, { message: `Newer request ${group}` });
    await signInAsAdmin(page);
    await expect(page.getByRole("heading", { name: /^Contact Submissions \(\d+\)$/ })).toBeVisible();

    const cards = await openLead(page, group);
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(`${group} second`);
    await expect(cards.nth(1)).toContainText(`${group} first`);
    const newest = cards.first();
    const fields = contactFields("x");
    await expect(newest.getByRole("link", { name: fields.email })).toHaveAttribute(
      "href",
      `mailto:${fields.email}`,
    );
    await expect(newest.getByRole("link", { name: fields.phone })).toHaveAttribute("href", "tel:6515550100");
    await expect(newest).toContainText(fields.service);
    await expect(newest).toContainText(`Newer request ${group}`);
    await expect(newest.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}$/);
    await expect(newest).toContainText("/contact");
  });

  test("nominations: nominator, nominee, date and reason", async ({ page, request }) => {
    const nominee = marker("Nominee");
    const response = await request.post("/nominate", {
      form: { ...validNomination(nominee), nominee_phone: "651-555-0199" },
      headers: { "x-forwarded-for": addressFor(nominee) },
    });
    expect(response.status()).toBe(200);
    await signInAsAdmin(page);
    await page.getByRole("link", { name: /^Nominations \(\d+\)$/ }).click();
    await expect(page.getByRole("heading", { name: /^Nominations \(\d+\)$/ })).toBeVisible();

    const card = await openLead(page, nominee, "nominations");
    await expect(card).toHaveCount(1);
    const values = validNomination(nominee);
    for (const text of [
      values.your_name,
      values.your_email,
      values.your_phone,
      values.relationship,
      values.nominee_address,
      "651-555-0199",
      values.reason,
    ]) {
      await expect(card).toContainText(text);
    }
    await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}$/);
  });

  test("the owner sets a status and a note, filters by them, and exports the list", async ({
    page,
    request,
  }) => {
    const name = marker("Worked");
    await sendContact(request, name, { message: '=HYPERLINK("http://bad.example","click")' });
    await signInAsAdmin(page);
    const card = await openLead(page, name);
    // The status and note are folded away under the lead's quick actions.
    await card.getByText("Status and private note").click();
    await card.getByLabel("Status").selectOption("estimate_scheduled");
    await card.getByLabel("Private note").fill("Estimate Tuesday 9am");
    await card.getByRole("button", { name: "Save" }).click();
    await expect(toasts(page).filter({ hasText: "Lead updated" })).toBeVisible();

    await page.goto(`/admin?status=estimate_scheduled&q=${encodeURIComponent(name)}`);
    const saved = page.getByRole("article").filter({ hasText: name });
    await expect(saved).toHaveCount(1);
    await expect(saved.getByLabel("Private note")).toHaveValue("Estimate Tuesday 9am");
    await page.goto(`/admin?status=won&q=${encodeURIComponent(name)}`);
    await expect(page.getByText("No leads match these filters.")).toBeVisible();

    // The export holds the filtered list, and a formula typed by a visitor stays text.
    await page.goto(`/admin?status=estimate_scheduled&q=${encodeURIComponent(name)}`);
    const exportLink = page.getByRole("link", { name: "Export CSV" });
    const csv = await page.request.get((await exportLink.getAttribute("href")) ?? "");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const text = await csv.text();
    const lines = text.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(name);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://bad.example"",""click"")"`);
    expect(lines[1]).toContain("estimate_scheduled");
  });

  test.describe("two tabs on one lead", () => {
    test.use({ allowedConsoleErrors: [/status of 409/] });
    test("a save from an older copy of a lead is refused, and the other save and the typed note stay", async ({
      page,
      request,
    }) => {
      test.skip(isMobile(page), "the server's answer does not depend on the viewport");
      const name = marker("Two tabs");
      await sendContact(request, name);
      await signInAsAdmin(page);
      const first = await openLead(page, name);
      // A second tab, opened before the first saves.
      const other = await page.context().newPage();
      const second = await openLead(other, name);
      await first.getByText("Status and private note").click();
      await first.getByLabel("Private note").fill("Called, estimate Friday");
      await first.getByRole("button", { name: "Save" }).click();
      await expect(toasts(page).filter({ hasText: "Lead updated" })).toBeVisible();

      await second.getByText("Status and private note").click();
      await second.getByLabel("Status").selectOption("lost");
      await second.getByLabel("Private note").fill("Went with another painter");
      await second.getByRole("button", { name: "Save" }).click();
      await expect(
        toasts(other).filter({ hasText: "This lead was changed since you opened it" }),
      ).toBeVisible();
      // What was typed in the refused tab is still there to copy.
      await expect(second.getByLabel("Private note")).toHaveValue("Went with another painter");
      await page.reload();
      const saved = page.getByRole("article").filter({ hasText: name });
      await expect(saved.getByLabel("Private note")).toHaveValue("Called, estimate Friday");
      await expect(saved.locator("header").getByText("Lost", { exact: true })).toHaveCount(0);
      await other.close();
    });
  });

  test("a lead's first screen: who, what, when, Call and Mark contacted, details folded away", async ({
    page,
    request,
  }) => {
    const name = marker("Quick");
    await sendContact(request, name, { phone: "(651) 555-0177", service: "Drywall Repair" });
    await signInAsAdmin(page);
    const card = await openLead(page, name);
    await expect(card.getByRole("heading", { name })).toBeVisible();
    await expect(card).toContainText("Drywall Repair");
    await expect(card.locator("header").getByText("New", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", "tel:6515550177");
    // The technical details are there, folded away.
    await expect(card.getByText("Where it came from")).toBeHidden();
    await card.getByRole("button", { name: "Mark contacted" }).click();
    await expect(toasts(page).filter({ hasText: "Marked contacted" })).toBeVisible();
    await expect(card.locator("header").getByText("Contacted", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Mark contacted" })).toHaveCount(0);
  });

  test.describe("a won job", () => {
    // A value the server refuses answers 400, a review request it cannot send yet 409.
    test.use({ allowedConsoleErrors: [/status of (400|409)/] });
    test("its value, a review request to the customer, and the printable card", async ({ page, request }) => {
      const name = marker("Won");
      await sendContact(request, name);
      await signInAsAdmin(page);
      let card = await openLead(page, name);
      await card.getByText("Status and private note").click();
      await card.getByLabel("Status").selectOption("won");
      // A value the server cannot read is refused with a message, and nothing is saved.
      const value = card.getByLabel("Job value in dollars (for won jobs)");
      await value.evaluate((input: HTMLInputElement) => input.removeAttribute("pattern"));
      await value.fill("four grand");
      await card.getByRole("button", { name: "Save" }).click();
      await expect(toasts(page).filter({ hasText: "Enter the job's value in dollars" })).toBeVisible();
      await expect(card.getByRole("region", { name: "Won job" })).toHaveCount(0);

      await value.fill("4,250");
      await card.getByRole("button", { name: "Save" }).click();
      await expect(toasts(page).filter({ hasText: "Lead updated" })).toBeVisible();
      const won = card.getByRole("region", { name: "Won job" });
      await expect(won).toContainText("Won: $4,250");

      // The rest changes the business profile, which both projects' runs share: one of them does it.
      if (isMobile(page)) return;

      // No review link in the business profile yet: the owner is told where to add it.
      await won.getByRole("button", { name: "Ask for a review" }).click();
      await expect(toasts(page).filter({ hasText: "Add your review link first" })).toBeVisible();
      await page.goto("/admin/review-card");
      await expect(page.getByText("There is no review link yet.")).toBeVisible();

      const reviewUrl = "https://g.page/r/advanced-painting-reviews";
      await page.goto("/admin/content/profile");
      await hydrated(page);
      await page.getByLabel("Review link").fill(reviewUrl);
      await page.getByRole("button", { name: "Save profile" }).click();
      await expect(page.getByText("Business profile saved.").first()).toBeVisible();

      card = await openLead(page, name);
      await card
        .getByRole("region", { name: "Won job" })
        .getByRole("button", { name: "Ask for a review" })
        .click();
      await expect(
        toasts(page).filter({ hasText: "Review request sent to homeowner@example.com" }),
      ).toBeVisible();
      const [mail] = await waitForMail(
        (m) => m.subject.startsWith("How did we do?") && m.text.includes(`Hi ${name},`),
      );
      expect(mail!.envelope.to).toEqual(["homeowner@example.com"]);
      expect(mail!.text).toContain(reviewUrl);
      await expect(card.getByRole("region", { name: "Won job" })).toContainText("Review requested on");
      await expect(card.getByRole("button", { name: "Ask for a review again" })).toBeVisible();

      // The card to print: the link as a QR code and as text.
      await card.getByRole("link", { name: "Print a review card" }).click();
      await expect(page.getByRole("heading", { name: "Review card", level: 1 })).toBeVisible();
      await expect(page.getByRole("img", { name: `QR code for ${reviewUrl}` })).toBeVisible();
      await expect(page.getByText(reviewUrl, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole("button", { name: "Print cards" })).toBeVisible();
    });
  });

  test("markup sent in a form shows as plain text", async ({ page, request }) => {
    const name = marker("Markup");
    const message = `<script>window.__injected = true</script><b>bold</b> <img src=x onerror="window.__injected = true">`;
    await sendContact(request, name, { message });
    await signInAsAdmin(page);
    const card = await openLead(page, name);
    await expect(card).toContainText(message);
    await expect(card.locator("b, img, script")).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).toBeUndefined();
  });

  test("search finds a lead by e-mail and phone", async ({ page, request }) => {
    const name = marker("Findable");
    const email = `${name.split(" ")[1]}@search.test`;
    await sendContact(request, name, { email, phone: "763-555-0123" });
    await signInAsAdmin(page);
    for (const query of [email, "763-555-0123"]) {
      await page.goto(`/admin?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole("article").filter({ hasText: name })).toHaveCount(1);
    }
  });

  test("a lead is deleted after the owner confirms", async ({ page, request }) => {
    const name = marker("Forget me");
    await sendContact(request, name);
    await signInAsAdmin(page);
    const card = await openLead(page, name);
    await card.getByText("Details: source, notification, delete").click();
    await card.getByText("Delete this submission").click();
    await card.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(toasts(page).filter({ hasText: "Submission deleted" })).toBeVisible();
    await openLead(page, name);
    await expect(page.getByRole("article").filter({ hasText: name })).toHaveCount(0);
  });

  test("the notification's state shows, and it can be sent again", async ({ page, request }) => {
    const name = marker("Notify");
    await sendContact(request, name);
    await signInAsAdmin(page);
    const card = await openLead(page, name);
    // The test server sends to its own mail sink, so the outbox gets it out quickly.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("article").filter({ hasText: name })).toContainText(/Sent on/);
    }).toPass({ timeout: 20_000 });
    await card.getByText("Details: source, notification, delete").click();
    await card.getByRole("button", { name: "Send notification again" }).click();
    await expect(
      toasts(page).filter({ hasText: "The notification e-mail will be sent again." }),
    ).toBeVisible();
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

test.describe("public pages", () => {
  test("never load the admin code", async ({ page }) => {
    test.skip(isMobile(page), "the bundles do not depend on the viewport");
    test.slow();
    const adminScripts: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/admin[-.]/.test(new URL(request.url()).pathname)) adminScripts.push(request.url());
    });
    for (const route of allRoutes.filter((route) => !route.startsWith("/admin"))) {
      await page.goto(route);
      await hydrated(page);
    }
    expect(adminScripts).toEqual([]);
    // The check can see the admin code when a page does load it.
    await page.goto("/admin");
    await hydrated(page);
    expect(adminScripts.length).toBeGreaterThan(0);
  });
});
