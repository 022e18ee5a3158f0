/**
 * The owner writes, publishes and unpublishes blog posts from /admin/content,
 * and the blog, its feed, its tag and category pages and the sitemap follow.
 * These tests change content, so they run against a server of their own
 * (contentBaseUrl), once (desktop).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, signInAsAdmin, test } from "./fixtures";
import { contentBaseUrl } from "./support/e2e-env";
import { marker } from "./support/forms";
import { phonePhoto } from "./support/photos";
import { seedSite } from "./support/seed-site";

// A refused save answers 400 or 409, which Chromium logs as a failed load.
test.use({ baseURL: contentBaseUrl, allowedConsoleErrors: [/status of 40[09]/] });
test.skip(({ isMobile }) => isMobile, "Content changes are made once.");

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** The owner, signed in on the content server. */
async function signIn(page: Page) {
  await signInAsAdmin(page, contentBaseUrl);
}

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

  test("the preview shows the photo he chose; a text-only post publishes with the standard picture", async ({
    page,
    request,
  }) => {
    const id = marker("Plain").split(" ")[1] ?? "x";
    const title = `Caulk before you paint ${id}`;
    await signIn(page);
    await open(page, "/admin/content/blog/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Summary").fill("Gaps around trim show through fresh paint. Caulk them first.");
    await page
      .getByLabel("Article")
      .fill("Run a thin bead along every gap, then smooth it with a wet finger.");
    const preview = page.getByRole("region", { name: "Preview" });
    // His own photo, chosen and not yet sent, is the one the preview shows.
    await page.getByLabel("Or upload a photo").setInputFiles(await phonePhoto("trim.jpg", "#d8c8a8"));
    await expect(preview.locator("img").first()).toHaveAttribute("src", /^blob:/);
    // A photo of his own needs its description.
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByText("Describe your photo: what it shows").first()).toBeVisible();
    // Without it: the standard picture, with its own description, and the post goes live.
    await page.getByLabel("Or upload a photo").setInputFiles([]);
    await expect(preview.locator("img").first()).not.toHaveAttribute("src", /^blob:/);
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByText("Published. It is on the blog now.").first()).toBeVisible();
    const live = await (await request.get(`/blog/caulk-before-you-paint-${id.toLowerCase()}`)).text();
    expect(live).toContain(title);
    expect(live).toMatch(/alt="Large painted sample swatches/);
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

  test("on a phone, a published post's new title is undone from its history, and the post stays published", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const id = (marker("Undo").split(" ")[1] ?? "x").toLowerCase();
    const title = `Prep before you paint ${id}`;
    const slug = `prep-before-you-paint-${id}`;
    await signIn(page);
    await writePost(page, title, `prep-${id}`);
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByText("Published. It is on the blog now.").first()).toBeVisible();
    await page.getByLabel("Title", { exact: true }).fill(`A wrong title ${id}`);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Saved. The post on the site shows the change now.").first()).toBeVisible();
    expect(await (await request.get(`/blog/${slug}`)).text()).toContain(`A wrong title ${id}`);

    const changes = page.getByRole("region", { name: "History" }).getByRole("listitem");
    await expect(changes.first()).toContainText(`Edited the post "A wrong title ${id}"`);
    await changes
      .nth(1)
      .getByRole("button", { name: /Restore this version/ })
      .click();
    await expect(
      page.getByText(/^Restored the version .* The post stays published, as it was\.$/).first(),
    ).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    const live = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
    expect(live.status()).toBe(200);
    const html = await live.text();
    expect(html).toContain(title);
    expect(html).not.toContain(`A wrong title ${id}`);
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
