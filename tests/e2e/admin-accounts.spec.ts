/** Accounts without a command line: a second person on the team (owner or staff), a forgotten password. */
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { addressFor, expect, hydrated, signInAsAdmin, test } from "./fixtures";
import { adminAddresses } from "./support/admin-pages";
import { openLead, refusals, sendContact, signIn } from "./support/admin-session";
import { e2eBaseUrl, testAccounts } from "./support/e2e-env";
import { marker, toasts } from "./support/forms";
import { mentions, waitForMail } from "./support/mailbox";

/** The path of the set-password link in an e-mail (the link names the site's public address). */
function linkIn(text: string): string {
  const url = /https?:\/\/\S+\/admin\/set-password\/[\w-]+/.exec(text)?.[0];
  if (!url) throw new Error(`no set-password link in: ${text}`);
  return new URL(url).pathname;
}

/** A second person's browser, on the test server, with a client address of its own. */
async function anotherBrowser(browser: Browser, who: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: e2eBaseUrl,
    extraHTTPHeaders: { "x-forwarded-for": addressFor(`${who} ${Date.now()}`) },
  });
  return context.newPage();
}

async function choosePassword(page: Page, path: string, password: string) {
  await page.goto(path);
  await hydrated(page);
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("The same password again").fill(password);
  await page.getByRole("button", { name: "Save password" }).click();
}

test.describe("a second person on the team", () => {
  test.use({ allowedConsoleErrors: refusals });

  test("the owner invites staff, who works a lead but gets 403 on every page of the owner's", async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // Two browsers, an e-mail, and every owner's route asked twice.
    testInfo.setTimeout(90_000);
    const lead = marker("Staff lead");
    await sendContact(request, lead);
    const email = `${marker("helper").replace(/\W+/g, "-").toLowerCase()}@painting.test`;
    await signInAsAdmin(page);
    await page.goto("/admin/team");
    await hydrated(page);
    await page.getByLabel("Name").fill("Pat Helper");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Role", { exact: true }).selectOption("staff");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(toasts(page).filter({ hasText: `e-mailed to ${email}` })).toBeVisible();
    const member = page
      .getByRole("list", { name: "People who may sign in" })
      .getByRole("listitem")
      .filter({ hasText: email });
    await expect(member).toContainText("Invited");

    const [mail] = await waitForMail((m) => m.to.includes(email) && mentions("invited")(m));
    const staff = await anotherBrowser(browser, "staff");
    try {
      await choosePassword(staff, linkIn(mail!.text), "helper-password-123");
      await expect(staff.getByText("Your password is set.").first()).toBeVisible();
      await signIn(staff, { email, password: "helper-password-123" });
      await expect(staff.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
      // Staff's navigation shows only what they may open.
      const nav = staff.getByRole("navigation", { name: "Admin" });
      await expect(nav.getByRole("link", { name: "Leads" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Content" })).toHaveCount(0);
      await expect(nav.getByRole("link", { name: "Team" })).toHaveCount(0);

      const card = await openLead(staff, lead);
      await card.getByRole("button", { name: "Mark contacted" }).click();
      await expect(toasts(staff).filter({ hasText: "Marked contacted" })).toBeVisible();
      // Deleting a lead is the owner's until he allows it: no control for staff, and a post is refused.
      await card.getByText("Details: source, notification").click();
      await expect(card.getByRole("button", { name: /^Delete this submission/ })).toHaveCount(0);
      const forged = await staff.request.post("/admin", {
        form: { intent: "delete", kind: "contacts", id: randomUUID() },
        maxRedirects: 0,
      });
      expect(forged.status()).toBe(403);

      const profile = await staff.goto("/admin/content/profile");
      expect(profile?.status()).toBe(403);
      await expect(staff.getByRole("heading", { name: "This page is for the owner" })).toBeVisible();
      const post = await staff.request.post("/admin/content/profile", {
        form: { intent: "save", "business.phone.display": "(651) 555-0000" },
        maxRedirects: 0,
      });
      expect(post.status()).toBe(403);
      // Every route of routes.ts that staff may not open answers 403, for a page and a post.
      const staffAllowed = [
        "/admin",
        "/admin/export.csv",
        "/admin/insights.csv",
        "/admin/review-card",
        "/admin/insights",
        "/admin/devices",
        "/admin/leads/new",
        "/admin/visits",
      ];
      const owners = adminAddresses().filter(
        (a) => !staffAllowed.includes(a) && !/manifest|forgot-password|set-password|leads\/photos|\*/.test(a),
      );
      expect(owners).toEqual(
        expect.arrayContaining(["/admin/team", "/admin/alerts", "/admin/content/gallery/upload"]),
      );
      for (const address of owners) {
        for (const method of ["GET", "POST"] as const) {
          const response = await staff.request.fetch(address, {
            method,
            maxRedirects: 0,
            ...(method === "POST" ? { form: { intent: "delete", id: "x" } } : {}),
          });
          expect(response.status(), `${method} ${address}`).toBe(403);
        }
      }
      expect((await staff.request.get("/admin/export.csv")).status()).toBe(200);

      // The owner makes them owner: the same session now opens the profile; then removes them.
      await page.reload();
      await member.getByLabel("Role of Pat Helper").selectOption("owner");
      await member.getByRole("button", { name: "Change role" }).click();
      await expect(toasts(page).filter({ hasText: "Pat Helper is now an owner" })).toBeVisible();
      expect((await staff.request.get("/admin/content/profile")).status()).toBe(200);
      await member.getByText("Remove Pat Helper").click();
      await member.getByRole("button", { name: "Yes, delete it" }).click();
      await expect(toasts(page).filter({ hasText: "Pat Helper was removed" })).toBeVisible();
      await staff.goto("/admin");
      await expect(staff.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    } finally {
      await staff.context().close();
    }
  });
});

test.describe("a forgotten password", () => {
  test.use({ allowedConsoleErrors: [/status of 410/] });

  test("is reset through the e-mailed link, which works once", async ({ page, browser }, testInfo) => {
    testInfo.setTimeout(60_000);
    const account = testAccounts.forgetful;
    // An address with no account gets the very same answer (and no e-mail).
    for (const email of [`nobody-${Date.now()}@painting.test`, account.email]) {
      await page.goto("/admin");
      await page.getByRole("link", { name: "Forgot password?" }).click();
      // The sign-in form has an Email field too: wait for the new page before typing.
      await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
      await hydrated(page);
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send me a link" }).click();
      await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    }
    const [mail] = await waitForMail((m) => m.to.includes(account.email) && mentions("new password")(m));
    const path = linkIn(mail!.text);

    // A session the account had before is ended by the new password.
    const before = await anotherBrowser(browser, "before");
    await signIn(before, account);
    await expect(before.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

    const newPassword = `renewed-${Date.now()}`;
    await choosePassword(page, path, newPassword);
    await expect(page.getByText("Your password is set.").first()).toBeVisible();
    await before.reload();
    await expect(before.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await before.context().close();

    await signIn(page, { email: account.email, password: newPassword });
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

    // The link works once.
    await page.context().clearCookies();
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
  });

  test("asked for twice, only the newest link works", async ({ page }, testInfo) => {
    testInfo.setTimeout(60_000);
    const account = testAccounts.twiceForgetful;
    for (let asked = 0; asked < 2; asked++) {
      await page.goto("/admin/forgot-password");
      await hydrated(page);
      await page.getByLabel("Email").fill(account.email);
      await page.getByRole("button", { name: "Send me a link" }).click();
      await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    }
    const mails = await waitForMail((m) => m.to.includes(account.email) && mentions("new password")(m), {
      count: 2,
    });
    const [older, newer] = mails
      .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
      .map((mail) => linkIn(mail.text));
    expect(older).not.toBe(newer);
    await page.goto(older!);
    await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
    await choosePassword(page, newer!, `newest-${Date.now()}`);
    await expect(page.getByText("Your password is set.").first()).toBeVisible();
  });
});
