/**
 * The owner runs the site's content from /admin/content, as they would:
 * the phone number, testimonials, job openings and blog posts, and every
 * public page, feed and sitemap follows. These tests change content, so they
 * run against a server of their own (contentBaseUrl), once (desktop).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, signInAsAdmin, test } from "./fixtures";
import { contentBaseUrl, testAccounts } from "./support/e2e-env";
import { marker } from "./support/forms";
import { jsonLd } from "./support/page-parts";
import { releaseProfileLock, takeProfileLock } from "./support/profile-lock";
import { seedSite } from "./support/seed-site";

// A refused save answers 400 or 409, which Chromium logs as a failed load.
test.use({ baseURL: contentBaseUrl, allowedConsoleErrors: [/status of 40[09]/] });
test.skip(
  ({ isMobile }) => isMobile,
  "Content changes are made once; the admin's phone layout is checked by the look pass.",
);

/** The owner, signed in on the content server. */
async function signIn(page: Page) {
  await signInAsAdmin(page, contentBaseUrl);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** Every page the sitemap lists, as a search engine fetches them. */
async function sitemapPages(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
}

/** Saves one section of the business profile and waits for the answer. */
async function saveSection(page: Page, title: string) {
  await page.getByRole("button", { name: `Save ${title}` }).click();
  await expect(page.getByText("Business profile saved").first()).toBeVisible();
}

/** The day `days` after today, as a date field takes it (YYYY-MM-DD, the business's clock is close enough). */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test.describe("the business profile", () => {
  test.describe.configure({ mode: "serial" });
  // The booking spec switches the Schedule buttons in this profile too: one at a time.
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await takeProfileLock();
  });
  test.afterAll(releaseProfileLock);

  test("a new phone number and warranty show on every page, the footer, the call links and the structured data", async ({
    page,
    request,
  }) => {
    test.slow();
    const old = seedSite.business.phone;
    await signIn(page);
    await open(page, "/admin/content/profile/contact");
    await page.getByLabel("Phone number").fill("(612) 555-0199");
    await saveSection(page, "contact");
    await open(page, "/admin/content/profile/promises");
    await page.getByLabel("Warranty (years)").fill("4");
    await saveSection(page, "promises and figures");

    const paths = await sitemapPages(request);
    expect(paths.length).toBeGreaterThan(80);
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain("(612) 555-0199");
      expect(html, path).toContain('href="tel:+16125550199"');
      expect(html, path).not.toContain(old.display);
      expect(html, path).not.toContain(`tel:${old.e164}`);
      // The fixed texts quote the profile's warranty, never the old one or a blank
      // (a blog post is the owner's own text, changed in the editor).
      expect(
        /\{(warrantyYears|insuranceCoverage|yearsExperience|rating|reviewCount)\}/.test(html),
        path,
      ).toBe(false);
      if (!path.startsWith("/blog")) expect(/\b3-year/i.test(html), `${path} still says 3-year`).toBe(false);
    }
    expect(await (await request.get("/warranty")).text()).toContain("Our 4-Year Written Warranty");
    expect(await (await request.get("/faq")).text()).toContain("4-year written warranty");
    const home = await (await request.get("/")).text();
    const business = jsonLd(home).find((block) => block["@type"] === "HousePainter");
    expect(business?.telephone).toBe("+16125550199");

    // The footer of a page seen in the browser, after the change.
    await open(page, "/about");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "(612) 555-0199" })).toHaveAttribute(
      "href",
      "tel:+16125550199",
    );

    // Back as it was, for the other tests.
    await open(page, "/admin/content/profile/contact");
    await page.getByLabel("Phone number").fill(old.display);
    await saveSection(page, "contact");
    await open(page, "/admin/content/profile/promises");
    await page.getByLabel("Warranty (years)").fill(String(seedSite.claims.warrantyYears));
    await saveSection(page, "promises and figures");
    expect(await (await request.get("/")).text()).toContain(old.display);
  });

  test("on a phone, Saturday's hours and a holiday are set once, and the footer, contact page, schedule page and structured data all say them", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await open(page, "/admin/content/profile");
    await page.getByRole("link", { name: /^Hours/ }).click();
    await hydrated(page);
    await page.getByLabel("Saturday opens").fill("08:00");
    await page.getByLabel("Saturday closes").fill("13:00");
    const holiday = dayAhead(3);
    await page.getByLabel("What it is, e.g. Thanksgiving (new)").fill("Thanksgiving");
    await page.getByLabel("First day (new)").fill(holiday);
    await saveSection(page, "hours");

    const expected = ["Mon–Fri 8:00 AM – 6:00 PM", "Sat 8:00 AM – 1:00 PM", "Sun Closed"];
    await open(page, "/");
    const footerHours = page.getByRole("contentinfo").locator("[data-hours] li");
    await expect(footerHours).toHaveText([...expected, /^Thanksgiving \(.+\): Closed$/]);
    for (const path of ["/contact", "/schedule"]) {
      await open(page, path);
      const rows = page.getByRole("main").locator("[data-hours] > div");
      await expect(rows.first()).toBeVisible();
      expect((await rows.allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim())).toEqual([
        ...expected,
        expect.stringMatching(/^Thanksgiving \(.+\) Closed$/),
      ]);
    }
    const business = jsonLd(await (await request.get("/contact")).text()).find(
      (block) => block["@type"] === "HousePainter",
    );
    expect(business?.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      }),
      expect.objectContaining({ dayOfWeek: ["Saturday"], opens: "08:00", closes: "13:00" }),
    ]);
    expect(business?.specialOpeningHoursSpecification).toEqual([
      expect.objectContaining({ name: "Thanksgiving", validFrom: holiday, opens: "00:00", closes: "00:00" }),
    ]);

    // Back as it was: the seed's Saturday, no holiday.
    await open(page, "/admin/content/profile/hours");
    await page.getByLabel("Saturday opens").fill("09:00");
    await page.getByLabel("Saturday closes").fill("16:00");
    await page.getByLabel("What it is, e.g. Thanksgiving", { exact: true }).fill("");
    await page.getByLabel("First day", { exact: true }).fill("");
    await saveSection(page, "hours");
    expect(await (await request.get("/")).text()).not.toContain("Thanksgiving (");
  });

  test("on a phone, each section of the profile fits in two screens", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await open(page, "/admin/content/profile");
    const links = page.getByRole("main").getByRole("link", { name: /Shows on/ });
    const paths = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
    expect(paths).toHaveLength(7);
    for (const path of ["/admin/content/profile", ...paths]) {
      await open(page, path);
      // The section itself (the page's main part): the site's header and footer around the admin are not its length.
      const height = await page.evaluate(
        () => document.getElementById("main")!.getBoundingClientRect().height,
      );
      expect(height, path).toBeLessThanOrEqual(2 * 844);
    }
  });

  test("a wrong value is named beside its field, and nothing is saved", async ({ page, request }) => {
    await signIn(page);
    await open(page, "/admin/content/profile/contact");
    await page.getByLabel("Phone number").fill("555-01");
    await page.getByLabel("E-mail", { exact: true }).fill("not an address");
    await page.getByRole("button", { name: "Save contact" }).click();
    await expect(page.getByLabel("Phone number")).toBeFocused();
    await expect(
      page.getByText("Enter a 10-digit US phone number, e.g. (651) 555-0142.").first(),
    ).toBeVisible();
    await expect(page.getByText("Enter the e-mail address customers write to.").first()).toBeVisible();
    await expect(page.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
    expect(await (await request.get("/")).text()).toContain(seedSite.business.phone.display);
  });

  test("without JavaScript a section saves, and a wrong value comes back with what was typed", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: contentBaseUrl });
    const page = await context.newPage();
    await page.goto("/admin");
    await page.getByLabel("Email").fill(testAccounts.admin.email);
    await page.getByLabel("Password").fill(testAccounts.admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.goto("/admin/content/profile/contact");
    await page.getByLabel("City", { exact: true }).fill("North Shoreview");
    await page.getByLabel("ZIP code").fill("5512");
    await page.getByRole("button", { name: "Save contact" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "ZIP code: five digits." })).toBeVisible();
    // What was typed is still there.
    await expect(page.getByLabel("City", { exact: true })).toHaveValue("North Shoreview");
    await page.getByLabel("ZIP code").fill("55126");
    await page.getByRole("button", { name: "Save contact" }).click();
    await expect(page.getByText("Business profile saved").first()).toBeVisible();
    expect(await (await request.get("/contact")).text()).toContain("North Shoreview");
    await page.getByLabel("City", { exact: true }).fill(seedSite.business.address.city);
    await page.getByRole("button", { name: "Save contact" }).click();
    await expect(page.getByText("Business profile saved").first()).toBeVisible();
    await context.close();
  });
});

test("two tabs editing one testimonial: the second save is refused and nothing is overwritten", async ({
  page,
  context,
  request,
}) => {
  await signIn(page);
  await open(page, "/admin/content/testimonials");
  const first = page.getByRole("listitem", { name: /Jenna R\./ });
  await first.getByRole("link", { name: /Edit/ }).click();
  await expect(page).toHaveURL(/\/testimonials\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel("What they said")).toBeVisible();
  const other = await context.newPage();
  await open(other, page.url());

  const mine = marker("First tab");
  await page.getByLabel("What they said").fill(`${mine}: a careful, tidy job.`);
  await page.getByRole("button", { name: "Save testimonial" }).click();
  await expect(page.getByText("Testimonial saved.").first()).toBeVisible();

  const theirs = marker("Second tab");
  await other.getByLabel("What they said").fill(`${theirs}: a careful, tidy job.`);
  await other.getByRole("button", { name: "Save testimonial" }).click();
  await expect(
    other.getByRole("alert").filter({ hasText: "Someone saved this since you opened it" }),
  ).toBeVisible();
  // The second tab keeps what was typed there; the first tab's text is what the site shows.
  await expect(other.getByLabel("What they said")).toHaveValue(`${theirs}: a careful, tidy job.`);
  const home = await (await request.get("/")).text();
  expect(home).toContain(mine);
  expect(home).not.toContain(theirs);
});

test("testimonials: added, shown on the pages chosen, moved and hidden", async ({ page, request }) => {
  await signIn(page);
  const name = marker("Pat");
  await open(page, "/admin/content/testimonials/new");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Where they live").fill("Roseville");
  await page.getByLabel("Rating").fill("4.8");
  await page
    .getByLabel("What they said")
    .fill("They painted our whole main floor in three days and left it spotless.");
  await page.getByLabel("On the home page").check();
  // Stillwater's page already shows a testimonial of its own: this one shows there too.
  await page.getByLabel("Stillwater").check();
  await page.getByLabel("Where in the list").selectOption("last");
  await page.getByRole("button", { name: "Save testimonial" }).click();
  await expect(page.getByText("Testimonial added.").first()).toBeVisible();
  expect(await (await request.get("/")).text()).toContain(name);
  const stillwater = await (await request.get("/service-area/stillwater")).text();
  expect(stillwater).toContain(name);
  expect(stillwater).toContain("What Stillwater Customers Say");

  // Last in the list, as chosen; moved up once, it comes before the one that was above it.
  const items = page.getByRole("listitem", { name: /,/ });
  await expect(items.last()).toContainText(name);
  await expect(items.last()).toContainText("Shown on: Home page, Stillwater");
  const before = (await items.nth((await items.count()) - 2).getAttribute("aria-label")) ?? "";
  await page.getByRole("button", { name: `Move ${name} up` }).click();
  await expect(items.last()).toHaveAttribute("aria-label", before);
  // One tap takes it to the top.
  await page.getByRole("button", { name: `Move ${name} to the top` }).click();
  await expect(page.getByText("Moved to the top.").first()).toBeVisible();
  await expect(items.first()).toContainText(name);

  await page.getByRole("button", { name: `Hide ${name}` }).click();
  await expect(page.getByText("Hidden: the site no longer shows it.").first()).toBeVisible();
  expect(await (await request.get("/")).text()).not.toContain(name);
});

test("an opening whose last day has passed leaves the careers page and its structured data", async ({
  page,
  request,
}) => {
  const postings = (html: string) => jsonLd(html).filter((block) => block["@type"] === "JobPosting");
  const before = await (await request.get("/careers")).text();
  const count = postings(before).length;
  expect(count).toBeGreaterThan(0);
  await signIn(page);
  await open(page, "/admin/content/openings/new");
  const title = marker("Spray Finisher");
  await page.getByLabel("Job title").fill(title);
  await page.getByLabel("Pay").fill("$24-30/hour");
  await page.getByLabel("Description").fill("Spray cabinets and trim in our shop and on site.");
  await page.getByRole("button", { name: "Save opening" }).click();
  await expect(page.getByText("Opening added.").first()).toBeVisible();
  const open_ = await (await request.get("/careers")).text();
  expect(open_).toContain(title);
  expect(postings(open_).length).toBe(count + 1);

  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await hydrated(page);
  await page.getByLabel("First day").fill("2025-01-01");
  await page.getByLabel("Last day").fill("2025-02-01");
  await page.getByRole("button", { name: "Save opening" }).click();
  await expect(page.getByText(/Closed on 2025-02-01/)).toBeVisible();
  const closed = await (await request.get("/careers")).text();
  expect(closed).not.toContain(title);
  expect(postings(closed).length).toBe(count);
});

test("the activity log says in words who changed which record, with the values before and after", async ({
  page,
}) => {
  await signIn(page);
  await open(page, "/admin/content/testimonials");
  await page
    .getByRole("listitem", { name: /Mark D\., White Bear Lake/ })
    .getByRole("link", { name: /Edit/ })
    .click();
  await hydrated(page);
  await page.getByLabel("Where they live").fill("White Bear Township");
  await page.getByRole("button", { name: "Save testimonial" }).click();
  await expect(page.getByText("Testimonial saved.").first()).toBeVisible();
  await open(page, "/admin/activity");
  const entry = page.getByRole("listitem").filter({ hasText: "Edited the testimonial from Mark D." }).first();
  await expect(entry).toContainText(testAccounts.admin.email);
  await entry.getByText(/What changed/).click();
  const row = entry.getByRole("listitem").filter({ hasText: /^Where they live:/ });
  await expect(row).toContainText("White Bear Lake");
  await expect(row).toContainText("White Bear Township");
  // No table names, field keys or picture keys anywhere on the page.
  await expect(page.getByRole("main")).not.toContainText(/testimonial:|gallery_project|beforeImage|media\//);
});

test("content changes are refused to anyone but a signed-in admin, and from another site", async ({
  request,
}) => {
  const form = { intent: "save", revision: "1", "business.name": "Hijacked" };
  // Signed out: nothing is saved, and the page sends the visitor to the sign-in.
  const anonymous = await request.post("/admin/content/profile/company", { form, maxRedirects: 0 });
  expect(anonymous.status()).toBe(303);
  expect(anonymous.headers().location).toBe("/admin");
  const forged = await request.post("/admin/content/profile/company", {
    form,
    headers: { origin: "https://evil.example" },
  });
  expect(forged.status()).toBe(403);
  expect(await (await request.get("/")).text()).not.toContain("Hijacked");
});

test("the content page lists what is left before going live: the gallery's samples and the made-up contact details", async ({
  page,
  request,
}) => {
  await signIn(page);
  await open(page, "/admin/content");
  const list = page.getByRole("region", { name: "Before you go live" });
  await expect(list).toBeVisible();
  // The gallery's drawings, counted by the server (other tests may add photos of their own, never drawings).
  const gallery = list.locator('[data-go-live="gallery"]');
  await expect(gallery).toHaveText(
    /^\d+ sample pictures are still shown in the gallery: replace them with photos of your own work\. Open the gallery$/,
  );
  const count = Number((await gallery.textContent())?.match(/^\d+/)?.[0]);
  const shown = Number(
    (await (await request.get("/gallery")).text()).match(/Showing 24 of (\d+) projects/)?.[1],
  );
  expect(count).toBeGreaterThan(80);
  expect(count).toBeLessThanOrEqual(shown);
  await expect(gallery.getByRole("link", { name: "Open the gallery" })).toHaveAttribute(
    "href",
    "/admin/content/gallery",
  );
  // The seed's phone number and e-mail addresses are made up (another test may set a number in the same range).
  await expect(list.locator('[data-go-live="phone"]')).toContainText(/555-01\d\d is a made-up one/);
  await expect(list.locator('[data-go-live="email"]')).toContainText(seedSite.business.email);
  await expect(
    list.locator('[data-go-live="phone"]').getByRole("link", { name: "Change the phone number" }),
  ).toHaveAttribute("href", "/admin/content/profile/contact#field-business.phone.display");
  // No review link on a fresh install: the link opens its field.
  await expect(
    list.locator('[data-go-live="review"]').getByRole("link", { name: "Add the review link" }),
  ).toHaveAttribute("href", "/admin/content/profile/reputation#field-reviewUrl");
});
