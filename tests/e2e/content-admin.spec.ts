/**
 * The owner runs the site's content from /admin/content, as they would:
 * the phone number, testimonials, job openings and blog posts, and every
 * public page, feed and sitemap follows. These tests change content, so they
 * run against a server of their own (contentBaseUrl), once (desktop).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { contentBaseUrl, testAccounts } from "./support/e2e-env";
import { marker } from "./support/forms";
import { seedSite } from "./support/seed-site";

// A refused save answers 400 or 409, which Chromium logs as a failed load.
test.use({ baseURL: contentBaseUrl, allowedConsoleErrors: [/status of 40[09]/] });
test.skip(
  ({ isMobile }) => isMobile,
  "Content changes are made once; the admin's phone layout is checked by the look pass.",
);

async function signIn(page: Page) {
  await page.goto("/admin");
  await hydrated(page);
  await page.getByLabel("Email").fill(testAccounts.admin.email);
  await page.getByLabel("Password").fill(testAccounts.admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
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

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>,
  );
}

test.describe("the business profile", () => {
  test.describe.configure({ mode: "serial" });

  test("a new phone number and warranty show on every page, the footer, the call links and the structured data", async ({
    page,
    request,
  }) => {
    test.slow();
    const old = seedSite.business.phone;
    await signIn(page);
    await open(page, "/admin/content/profile");
    await page.getByLabel("Phone number").fill("(612) 555-0199");
    await page.getByLabel("Warranty (years)").fill("4");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Business profile saved.").first()).toBeVisible();

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
      expect(/\{(warrantyYears|insuranceCoverage|yearsExperience|heroReviewCount)\}/.test(html), path).toBe(
        false,
      );
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
    await open(page, "/admin/content/profile");
    await page.getByLabel("Phone number").fill(old.display);
    await page.getByLabel("Warranty (years)").fill(String(seedSite.claims.warrantyYears));
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Business profile saved.").first()).toBeVisible();
    expect(await (await request.get("/")).text()).toContain(old.display);
  });

  test("a wrong value is named beside its field, and nothing is saved", async ({ page, request }) => {
    await signIn(page);
    await open(page, "/admin/content/profile");
    await page.getByLabel("Phone number").fill("555-01");
    await page.getByLabel("E-mail", { exact: true }).fill("not an address");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByLabel("Phone number")).toBeFocused();
    await expect(
      page.getByText("Enter a 10-digit US phone number, e.g. (651) 555-0142.").first(),
    ).toBeVisible();
    await expect(page.getByText("Enter the e-mail address customers write to.").first()).toBeVisible();
    await expect(page.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
    expect(await (await request.get("/")).text()).toContain(seedSite.business.phone.display);
  });

  test("without JavaScript the form saves, and a wrong value comes back with what was typed", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: contentBaseUrl });
    const page = await context.newPage();
    await page.goto("/admin");
    await page.getByLabel("Email").fill(testAccounts.admin.email);
    await page.getByLabel("Password").fill(testAccounts.admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.goto("/admin/content/profile");
    await page.getByLabel("Short name").fill("Advanced Painting Co");
    await page.getByLabel("ZIP code").fill("5512");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "ZIP code: five digits." })).toBeVisible();
    // What was typed is still there.
    await expect(page.getByLabel("Short name")).toHaveValue("Advanced Painting Co");
    await page.getByLabel("ZIP code").fill("55126");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Business profile saved.").first()).toBeVisible();
    expect(await (await request.get("/")).text()).toContain("Large Companies vs Advanced Painting Co");
    await page.getByLabel("Short name").fill(seedSite.business.shortName);
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Business profile saved.").first()).toBeVisible();
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
  await page.getByRole("button", { name: "Save testimonial" }).click();
  await expect(page.getByText("Testimonial added.").first()).toBeVisible();
  expect(await (await request.get("/")).text()).toContain(name);

  // Last in the list; moved up once, it comes before the one that was above it.
  const items = page.getByRole("listitem", { name: /,/ });
  await expect(items.last()).toContainText(name);
  const before = (await items.nth((await items.count()) - 2).getAttribute("aria-label")) ?? "";
  await page.getByRole("button", { name: `Move ${name} up` }).click();
  await expect(items.last()).toHaveAttribute("aria-label", before);

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

test.describe("the blog", () => {
  /** Where a post must show once published, and must not while it is a draft. */
  async function publicPlaces(request: APIRequestContext, slug: string, title: string, tag: string) {
    const [post, list, category, tagPage, sitemap, rss, search] = await Promise.all([
      request.get(`/blog/${slug}`, { maxRedirects: 0 }),
      request.get("/blog"),
      request.get("/blog/category/interior-painting"),
      request.get(`/blog/tag/${tag}`),
      request.get("/sitemap.xml"),
      request.get("/blog/rss.xml"),
      request.get(`/search?q=${encodeURIComponent(title)}`),
    ]);
    const link = `href="/blog/${slug}"`;
    return {
      page: post.status() === 200,
      list: (await list.text()).includes(link),
      category: (await category.text()).includes(link),
      tag: tagPage.status() === 200 && (await tagPage.text()).includes(link),
      sitemap: (await sitemap.text()).includes(`/blog/${slug}<`),
      rss: (await rss.text()).includes(title),
      // A result links to the post (the page repeats the words searched for anyway).
      search: (await search.text()).includes(link),
    };
  }
  const nowhere = {
    page: false,
    list: false,
    category: false,
    tag: false,
    sitemap: false,
    rss: false,
    search: false,
  };
  const everywhere = {
    page: true,
    list: true,
    category: true,
    tag: true,
    sitemap: true,
    rss: true,
    search: true,
  };

  async function writePost(page: Page, title: string, tag: string) {
    await open(page, "/admin/content/blog/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page
      .getByLabel("Summary")
      .fill("Salt, slush and boots wear entryway walls down every winter. Here is how to keep them fresh.");
    await page
      .getByLabel("Article")
      .fill(
        "## Why entryways suffer\n\nSalt and **slush** mark the lower walls first.\n\n- Wash them monthly\n- Touch up in spring",
      );
    await page.getByLabel("Category").selectOption("Interior Painting");
    await page.getByLabel("Tags").fill(tag.replace(/-/g, " "));
    await page.getByLabel("Picture description").fill("A freshly painted entryway with a bench and boots");
  }

  test("a draft appears nowhere public; published, everywhere; unpublished, nowhere again", async ({
    page,
    request,
  }) => {
    const id = marker("Entryways").split(" ")[1] ?? "x";
    const title = `Winter-proof entryway walls ${id}`;
    const slug = `winter-proof-entryway-walls-${id}`;
    const tag = `entryway-${id}`;
    await signIn(page);
    await writePost(page, title, tag);
    // The preview shows the post as its page will, as it is typed.
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: title })).toBeVisible();
    await expect(preview.getByRole("heading", { name: "Why entryways suffer" })).toBeVisible();
    await expect(preview.locator("strong", { hasText: "slush" })).toBeVisible();

    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved. It is not on the site.").first()).toBeVisible();
    expect(await publicPlaces(request, slug, title, tag)).toEqual(nowhere);

    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByText("Published. It is on the blog now.").first()).toBeVisible();
    expect(await publicPlaces(request, slug, title, tag)).toEqual(everywhere);

    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByText("Unpublished").first()).toBeVisible();
    expect(await publicPlaces(request, slug, title, tag)).toEqual(nowhere);
  });

  test("a scheduled post appears at its time by itself", async ({ page, request }) => {
    test.slow();
    const id = marker("Later").split(" ")[1] ?? "x";
    const title = `Spring exterior checklist ${id}`;
    const slug = `spring-exterior-checklist-${id}`;
    await signIn(page);
    await writePost(page, title, `spring-${id}`);
    // The next whole minute in the business's time zone (Central Time), at least 20 s away.
    const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
    const local = new Intl.DateTimeFormat("sv-SE", {
      timeZone: seedSite.business.timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .format(at)
      .replace(" ", "T");
    await page.getByLabel("Publish date and time").fill(local);
    await page.getByRole("button", { name: "Schedule" }).click();
    await expect(page.getByText(/^Scheduled for .* It appears then by itself\.$/).first()).toBeVisible();
    expect((await request.get(`/blog/${slug}`, { maxRedirects: 0 })).status()).not.toBe(200);
    await expect
      .poll(async () => (await request.get(`/blog/${slug}`, { maxRedirects: 0 })).status(), {
        timeout: 90_000,
        intervals: [2_000],
      })
      .toBe(200);
    expect(await (await request.get("/blog/rss.xml")).text()).toContain(title);
  });

  test("a published post's new address answers, and the old one moves there for good", async ({
    page,
    request,
  }) => {
    const id = marker("Move").split(" ")[1] ?? "x";
    const title = `Choosing trim paint ${id}`;
    await signIn(page);
    await writePost(page, title, `trim-${id}`);
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByText("Published. It is on the blog now.").first()).toBeVisible();
    await page.getByLabel("Address").fill(`trim-paint-guide-${id}`);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Saved. The post on the site shows the change now.").first()).toBeVisible();
    const old = await request.get(`/blog/choosing-trim-paint-${id}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/blog/trim-paint-guide-${id}`);
    expect((await request.get(`/blog/trim-paint-guide-${id}`)).status()).toBe(200);
  });

  test("an address another post has is refused with a clear message", async ({ page }) => {
    await signIn(page);
    await writePost(page, "Drywall Repair", "drywall");
    await page.getByLabel("Address").fill("drywall-repair");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "The address /blog/drywall-repair is already used by" }),
    ).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Drywall Repair");
  });

  test("the owner adds a category, and posts can use it", async ({ page }) => {
    const name = `Seasonal Tips ${marker("c").split(" ")[1]}`;
    await signIn(page);
    await open(page, "/admin/content/blog");
    await page.getByLabel("New category").fill(name);
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByText(`Category “${name}” added.`).first()).toBeVisible();
    await open(page, "/admin/content/blog/new");
    await expect(page.getByLabel("Category").locator("option", { hasText: name })).toHaveCount(1);
  });
});

test("the activity log shows who changed what, with the values before and after", async ({ page }) => {
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
  const entry = page.getByRole("listitem").filter({ hasText: "Testimonial: update" }).first();
  await expect(entry).toContainText(testAccounts.admin.email);
  await entry.getByText(/values? changed/).click();
  const row = entry.getByRole("row", { name: /location/ });
  await expect(row).toContainText("White Bear Lake");
  await expect(row).toContainText("White Bear Township");
});

test("content changes are refused to anyone but a signed-in admin, and from another site", async ({
  request,
}) => {
  const form = { intent: "save", revision: "1", "business.name": "Hijacked" };
  // Signed out: nothing is saved, and the page sends the visitor to the sign-in.
  const anonymous = await request.post("/admin/content/profile", { form, maxRedirects: 0 });
  expect(anonymous.status()).toBe(303);
  expect(anonymous.headers().location).toBe("/admin");
  const forged = await request.post("/admin/content/profile", {
    form,
    headers: { origin: "https://evil.example" },
  });
  expect(forged.status()).toBe(403);
  expect(await (await request.get("/")).text()).not.toContain("Hijacked");
});
