/** The owner's leads dashboard, the admin in the site's frame, and the admin code kept off public pages. */
import type { Page } from "@playwright/test";
import { addressFor, expect, hydrated, isMobile, signInAsAdmin, test } from "./fixtures";
import { allRoutes } from "./routes";
import { openLead, sendContact } from "./support/admin-session";
import { contactFields, marker, toasts, validNomination } from "./support/forms";
import { receivedMail, waitForMail } from "./support/mailbox";

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
    // The status as the admin writes it, with the job's value, source and dates beside it.
    expect(lines[0]).toContain("Received,");
    expect(lines[0]).toContain("Status,Won value (USD),Source,Contacted,Won,Review asked");
    expect(lines[1]).toMatch(/,Estimate scheduled,,Direct,"[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}",,/);
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
    test("its value, a review request by text (no e-mail needed) or e-mail, and the printable card", async ({
      page,
      request,
    }) => {
      // The owner, on his phone.
      await page.setViewportSize({ width: 390, height: 844 });
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
      let won = card.getByRole("region", { name: "Won job" });
      await expect(won).toContainText("Won: $4,250");

      // The rest changes the business profile, which both projects' runs share: one of them does it.
      if (isMobile(page)) return;

      // No review link in the business profile yet: said on the card, with a link straight to the field.
      await expect(won).toContainText("There is no review link yet");
      await page.goto("/admin/review-card");
      await expect(page.getByText("There is no review link yet.")).toBeVisible();
      card = await openLead(page, name);
      await card.getByRole("link", { name: "Add your review link" }).click();
      await expect(page).toHaveURL(/\/admin\/content\/profile\/reputation#field-reviewUrl$/);
      await hydrated(page);
      const reviewUrl = "https://g.page/r/advanced-painting-reviews";
      const field = page.getByLabel("Review link");
      await expect(field).toBeInViewport();
      await field.fill(reviewUrl);
      await page.getByRole("button", { name: "Save reputation" }).click();
      await expect(page.getByText("Business profile saved").first()).toBeVisible();

      // By text: noted on the lead, and the answer opens the phone's messages with the number and the words.
      card = await openLead(page, name);
      won = card.getByRole("region", { name: "Won job" });
      const answered = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin"),
      );
      await won.getByRole("button", { name: "Text", exact: true }).click();
      const sms = /sms:[^"\\]+/.exec(await (await answered).text())?.[0] ?? "";
      expect(sms).toMatch(/^sms:\+16515550100\?&body=/);
      const words = decodeURIComponent(sms.split("&body=")[1] ?? "");
      expect(words).toContain(`Hi ${name.split(" ")[0]},`);
      expect(words).toContain(reviewUrl);
      card = await openLead(page, name);
      await expect(card.getByRole("region", { name: "Won job" })).toContainText(
        /Review asked by text on [A-Z][a-z]{2} \d{2}, \d{4}/,
      );
      // The text needed nothing from the server's e-mail.
      expect(receivedMail().filter((mail) => mail.text.includes(`Hi ${name},`))).toEqual([]);

      // By e-mail, where the site can send it.
      await card.getByRole("region", { name: "Won job" }).getByRole("button", { name: "E-mail" }).click();
      await expect(
        toasts(page).filter({ hasText: "Review request sent to homeowner@example.com" }),
      ).toBeVisible();
      const [mail] = await waitForMail(
        (m) => m.subject.startsWith("How did we do?") && m.text.includes(`Hi ${name},`),
      );
      expect(mail!.envelope.to).toEqual(["homeowner@example.com"]);
      expect(mail!.text).toContain(reviewUrl);
      await expect(card.getByRole("region", { name: "Won job" })).toContainText("Review asked by e-mail on");

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

test.describe("the admin in the site's frame (spec 001 §2: every page has the shared header and footer)", () => {
  /** One banner with the logo's link home, one main (the skip link's target), one footer. */
  async function expectSiteFrame(page: Page) {
    const banner = page.getByRole("banner");
    await expect(banner).toHaveCount(1);
    await expect(banner.getByRole("link", { name: / home$/ })).toHaveAttribute("href", "/");
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toContainText(/© \d{4}/);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveAttribute("id", "main");
  }

  test("the sign-in form and the admin's pages sit between the site's header and footer", async ({
    page,
  }) => {
    await page.goto("/admin");
    await expectSiteFrame(page);
    await expect(page.getByRole("main").getByRole("heading", { name: "Admin Login" })).toBeVisible();

    await signInAsAdmin(page);
    await expectSiteFrame(page);
    const nav = page.getByRole("main").getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Content" }).click();
    await expect(page).toHaveURL(/\/admin\/content$/);
    await expectSiteFrame(page);
    await expect(nav.getByRole("link", { name: "Content" })).toHaveAttribute("aria-current", "page");

    // Out to the public site by the header's logo, without a reload: the frame stayed, its footer whole.
    await page
      .getByRole("banner")
      .getByRole("link", { name: / home$/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
    await expect(
      page.getByRole("contentinfo").getByRole("navigation", { name: "Our Services" }),
    ).toBeVisible();
  });

  test("on a phone the admin's navigation comes first, with no Call bar laid over the admin", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await expectSiteFrame(page);
    const nav = page.getByRole("navigation", { name: "Admin" });
    // The whole navigation is in the first screen, right under the site's one-row header, above the page.
    for (const link of await nav.getByRole("link").all()) await expect(link).toBeInViewport({ ratio: 1 });
    const navBottom = await nav.evaluate((element) => element.getBoundingClientRect().bottom);
    const titleTop = await page
      .getByRole("heading", { name: "Admin Dashboard" })
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(navBottom).toBeLessThanOrEqual(titleTop);
    // By keyboard: "Skip to content" first, and from there the admin's bar, then its sections.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("main").getByRole("link", { name: "Admin", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Logout" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Leads" })).toBeFocused();
    // The visitor's Call / book bar is the public pages' alone.
    await expect(page.getByRole("navigation", { name: "Call or book an estimate" })).toBeHidden();
  });
});

test.describe("public pages", () => {
  test("never load the admin code", { tag: "@read-only" }, async ({ page }) => {
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
