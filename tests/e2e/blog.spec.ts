import { expect, hydrated, test } from "./fixtures";
import { cutOffPlaceholders, phoneViewport } from "./support/fit-checks";

type Page = import("@playwright/test").Page;
const articles = (page: Page) => page.getByRole("main").getByRole("article");
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

test.describe("blog list", () => {
  test("shows the hero links, six articles on page 1, no Previous, and the closing call to action", async ({
    page,
  }) => {
    await page.goto("/blog");
    const hero = page.locator("section").first();
    await expect(hero.getByRole("link", { name: "Our Services" })).toHaveAttribute("href", "/services");
    await expect(hero.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(hero.getByRole("link", { name: "View Our Work" })).toHaveAttribute("href", "/gallery");
    await expect(page.getByRole("heading", { name: "Recent Articles" })).toBeVisible();
    await expect(articles(page)).toHaveCount(6);
    // The cards' pictures are below the first screen on a phone: none is fetched before it comes near.
    await expect(page.locator("main article img")).toHaveCount(6);
    await expect(page.locator("main article img:not([loading=lazy])")).toHaveCount(0);
    await expect(pagination(page).getByRole("link", { name: "Previous" })).toHaveCount(0);
    await expect(pagination(page).getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("heading", { name: "Ready to Transform Your Space?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", /^tel:/);
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /Schedule Free Estimate/ })
        .last(),
    ).toHaveAttribute("target", "_blank");
    await expect(page.locator('link[rel=alternate][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );
  });

  test("pages forward to the last page, replacing the URL and scrolling to the top", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    const historyLength = await page.evaluate(() => history.length);
    const firstTitles = await articles(page).getByRole("heading").allInnerTexts();

    await pagination(page).scrollIntoViewIfNeeded();
    await pagination(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(pagination(page).getByRole("link", { name: "Previous" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3 }).first()).not.toHaveText(firstTitles[0] ?? "");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await pagination(page).getByRole("link", { name: "Page 3" }).click();
    await expect(page).toHaveURL(/\/blog\?page=3$/);
    await expect(articles(page)).toHaveCount(1);
    await expect(pagination(page).getByRole("link", { name: "Next" })).toHaveCount(0);

    await pagination(page).getByRole("link", { name: "Page 1" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test("a page beyond the last, or page=1, shows page 1 at /blog", async ({ page }) => {
    await page.goto("/blog?page=99");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(articles(page)).toHaveCount(6);
    await page.goto("/blog?page=1");
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("page links work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    await pagination(page).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(articles(page)).toHaveCount(6);
    await expect(pagination(page).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.getByPlaceholder("Search articles...").fill("truss uplift");
    await page.getByPlaceholder("Search articles...").press("Enter");
    await expect(page).toHaveURL(/q=truss\+uplift/);
    await expect(articles(page).first()).toBeVisible();
    await context.close();
  });

  test("search matches content case-insensitively, resets to page 1, and Clear Filter clears it", async ({
    page,
  }) => {
    await page.goto("/blog?page=2");
    await hydrated(page);
    const historyLength = await page.evaluate(() => history.length);
    // "truss uplift" appears in an article's body, not in any title or excerpt.
    await page.getByPlaceholder("Search articles...").fill("TRUSS UPLIFT");
    await expect(page).toHaveURL(/\/blog\?q=TRUSS\+UPLIFT$/);
    await expect.poll(() => articles(page).count()).toBeLessThan(6);
    await expect(articles(page).getByRole("heading", { name: /Drywall Repair/ })).toBeVisible();

    await page.getByRole("link", { name: "Clear Filter" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByPlaceholder("Search articles...")).toHaveValue("");
    await expect(articles(page)).toHaveCount(6);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test("category chips filter and the selected chip deselects", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    // The page holds every article of the search: a chip only redraws the list, it asks the server nothing.
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) asked.push(request.url());
    });
    const chips = page.getByRole("navigation", { name: "Article categories" });
    await chips.getByRole("link", { name: "Exterior Painting", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?category=exterior-painting$/);
    const chip = chips.getByRole("link", { name: "Exterior Painting", exact: true });
    await expect(chip).toHaveAttribute("aria-current", "true");
    await expect(articles(page)).toHaveCount(2);
    for (const text of await articles(page).allInnerTexts()) expect(text).toContain("EXTERIOR PAINTING");
    await chip.click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(articles(page)).toHaveCount(6);
    expect(asked).toEqual([]);
  });

  test("zero results show the message and Clear filters", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    await page.getByPlaceholder("Search articles...").fill("zebra quantum");
    await expect(page.getByText("No articles found matching your search criteria.")).toBeVisible();
    await expect(pagination(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(articles(page)).toHaveCount(6);
  });
});

test.describe("blog post", () => {
  test("shows everything a post has", async ({ page }) => {
    await page.goto("/blog/drywall-repair");
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Drywall Repair in Minnesota Homes/);
    await expect(page.getByText("April 3, 2025")).toBeVisible();
    await expect(page.getByText("Alex Novak")).toBeVisible();
    await expect(page.getByRole("link", { name: "Drywall Services", exact: true })).toHaveAttribute(
      "href",
      "/blog/category/drywall-services",
    );
    const hero = page.getByRole("img", { name: /drywall patch/ });
    await expect(hero).toHaveAttribute("loading", "eager");
    expect(await hero.evaluate((img) => img.getBoundingClientRect().height)).toBeLessThanOrEqual(600);
    await expect(
      page.getByRole("heading", { level: 2, name: "Why drywall cracks more in Minnesota" }),
    ).toBeVisible();
    const services = page.getByRole("complementary", { name: "Related Services" }).getByRole("link");
    expect(await services.count()).toBeGreaterThan(0);
    expect(await services.count()).toBeLessThanOrEqual(3);
    await expect(page.getByRole("link", { name: "#drywall" })).toHaveAttribute("href", "/blog/tag/drywall");
    await expect(page.getByRole("complementary", { name: "Minnesota Painting Fact" })).toContainText(
      "truss uplift",
    );
    await expect(page.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = ld.map((t) => JSON.parse(t)).find((d) => d["@type"] === "BlogPosting");
    expect(article.headline).toMatch(/Drywall Repair/);
    expect(article.timeRequired).toMatch(/^PT\d+M$/);
  });

  test("share links open in new tabs, except e-mail", async ({ page }) => {
    await page.goto("/blog/choosing-paint-colors");
    for (const [name, host] of [
      ["Facebook", "facebook.com"],
      ["Twitter", "twitter.com"],
      ["LinkedIn", "linkedin.com"],
    ]) {
      const link = page.getByRole("link", { name: new RegExp(`Share on ${name}`) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      const href = (await link.getAttribute("href")) ?? "";
      expect(new URL(href).hostname).toContain(host);
      expect(decodeURIComponent(href)).toContain("/blog/choosing-paint-colors");
    }
    const mail = page.getByRole("link", { name: "Share by e-mail" });
    await expect(mail).toHaveAttribute("href", /^mailto:\?subject=/);
    await expect(mail).not.toHaveAttribute("target", "_blank");
  });

  test("related articles share the category and the generic fact shows for other slugs", async ({ page }) => {
    await page.goto("/blog/interior-painting-tips-minnesota-winter-colors");
    const related = page.getByRole("region", { name: "Related Articles" }).getByRole("article");
    expect(await related.count()).toBeGreaterThan(0);
    expect(await related.count()).toBeLessThanOrEqual(3);
    for (const text of await related.allInnerTexts()) expect(text).toContain("INTERIOR PAINTING");
    const more = page.getByRole("region", { name: "You might also like" }).getByRole("article");
    expect(await more.count()).toBeLessThanOrEqual(2);
    await expect(page.getByRole("complementary", { name: "Minnesota Painting Fact" })).toContainText("100°F");
  });

  test("at 1280 px the article and its sidebar fill the page's width, and the estimate stays beside the text", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/blog/choosing-paint-colors");
    const layout = page.getByRole("main").locator("article").first();
    const [text, sidebar] = [layout.locator(":scope > div").first(), layout.locator("[data-post-sidebar]")];
    const box = await layout.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return {
        left: r.left + Number.parseFloat(style.paddingLeft),
        right: r.right - Number.parseFloat(style.paddingRight),
      };
    });
    const textBox = (await text.boundingBox())!;
    const sideBox = (await sidebar.boundingBox())!;
    expect(Math.abs(textBox.x - box.left)).toBeLessThan(2);
    expect(Math.abs(sideBox.x + sideBox.width - box.right)).toBeLessThan(2);
    expect(sideBox.x).toBeGreaterThan(textBox.x + textBox.width);
    // The sidebar's column runs the article's whole length.
    expect(sideBox.height).toBeGreaterThan(textBox.height - 2);

    // Halfway down the article, the estimate card and the share links are on screen, beside the text.
    const headings = page.locator(".article-body h2");
    await headings.nth(Math.floor((await headings.count()) / 2)).scrollIntoViewIfNeeded();
    const estimate = page.getByRole("region", { name: "Planning a project like this?" });
    await expect(estimate).toBeInViewport({ ratio: 1 });
    await expect(estimate.getByRole("link", { name: /Schedule Free Estimate/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(page.getByRole("link", { name: /Share on LinkedIn/ })).toBeInViewport({ ratio: 1 });
    expect((await estimate.boundingBox())!.x).toBeGreaterThan(textBox.x + textBox.width);
  });

  test("related posts fill their rows: as many columns as cards, no empty cell", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    let grids = 0;
    for (const slug of [
      "choosing-paint-colors",
      "interior-painting-tips-minnesota-winter-colors",
      "exterior-painting-guide",
      "drywall-repair",
    ]) {
      await page.goto(`/blog/${slug}`);
      for (const name of ["Related Articles", "You might also like"]) {
        const grid = page.getByRole("region", { name }).getByRole("list");
        if ((await grid.count()) === 0) continue;
        grids += 1;
        const { columns, cards, gap } = await grid.evaluate((ul) => {
          const last = ul.lastElementChild!.getBoundingClientRect();
          return {
            columns: getComputedStyle(ul).gridTemplateColumns.split(" ").length,
            cards: ul.children.length,
            gap: ul.getBoundingClientRect().right - last.right,
          };
        });
        expect(cards % columns, `${slug}, ${name}: ${cards} cards in ${columns} columns`).toBe(0);
        expect(Math.abs(gap), `${slug}, ${name}: the last card ends the row`).toBeLessThan(2);
      }
    }
    expect(grids).toBeGreaterThan(2);
  });

  test("an unknown slug redirects to /blog on the server", async ({ page, request }) => {
    const response = await request.get("/blog/no-such-post", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/blog");
    await page.goto("/blog/no-such-post");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { name: "Recent Articles" })).toBeVisible();
  });

  test("a link to a missing post lands on /blog without leaving the missing address in the history", async ({
    page,
  }) => {
    await page.goto("/blog/drywall-repair");
    await hydrated(page);
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/blog/this-one-is-gone";
      link.textContent = "A post that was removed";
      document.querySelector("main")?.prepend(link);
    });
    // A plain <a> added to the page: the router handles the click as a client navigation.
    await page.getByRole("link", { name: "A post that was removed" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { name: "Recent Articles" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\/drywall-repair$/);
  });
});

test.describe("blog category, tag pages and feed", () => {
  test("category and tag links lead to listing pages with their own titles", async ({ page }) => {
    await page.goto("/blog/drywall-repair");
    await page.getByRole("link", { name: "Drywall Services", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/category\/drywall-services$/);
    await expect(page).toHaveTitle(/Drywall Services Articles/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drywall Services Articles");
    await expect(page.getByRole("heading", { level: 2, name: /Drywall Repair/ })).toBeVisible();

    await page.goto("/blog/drywall-repair");
    await page.getByRole("link", { name: "#drywall" }).click();
    await expect(page).toHaveURL(/\/blog\/tag\/drywall$/);
    await expect(page).toHaveTitle(/Articles Tagged “drywall”/);
    expect(await page.getByRole("main").getByRole("article").count()).toBeGreaterThanOrEqual(2);
  });

  test("an unknown category or tag is a 404", async ({ request }) => {
    expect((await request.get("/blog/category/gardening")).status()).toBe(404);
    expect((await request.get("/blog/tag/no-such-tag")).status()).toBe(404);
  });

  test("the RSS feed is valid XML listing every post", async ({ page, request }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    // The browser's own XML parser: any well-formedness error shows as <parsererror>.
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        version: doc.documentElement.getAttribute("version"),
        title: doc.querySelector("channel > title")?.textContent ?? "",
        items: [...doc.querySelectorAll("channel > item")].map((item) => ({
          title: item.querySelector("title")?.textContent ?? "",
          link: item.querySelector("link")?.textContent ?? "",
          pubDate: item.querySelector("pubDate")?.textContent ?? "",
        })),
      };
    }, xml);
    expect(feed.error).toBe(false);
    expect(feed.version).toBe("2.0");
    expect(feed.title).toContain("Blog");
    const items = feed.items;
    expect(items).toHaveLength(13);
    for (const item of items) {
      expect(new URL(item.link).pathname).toMatch(/^\/blog\/[a-z0-9-]+$/);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      expect(item.title.length).toBeGreaterThan(5);
    }
  });
});

test.describe("/blog on a phone", () => {
  test.use({ viewport: phoneViewport });

  test("the article search: every placeholder can be read whole at 390 px", async ({ page }) => {
    await page.goto("/blog");
    expect(await cutOffPlaceholders(page)).toEqual([]);
  });
});
