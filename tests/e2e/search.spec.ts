import { expect, hydrated, test } from "./fixtures";
import { cutOffPlaceholders, phoneViewport } from "./support/fit-checks";

test.describe("site search", () => {
  test("ranks results, marks matches, escapes the rest and is not indexed", async ({ page }) => {
    await page.goto("/search?q=cabinet+refinishing");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const results = page.getByRole("main").getByRole("listitem");
    await expect(results.first().getByRole("link")).toHaveAttribute("href", "/service/cabinet-refinishing");
    await expect(results.first().locator("mark").first()).toHaveText(/cabinet/i);
    await expect(page.getByText(/\d+ results? for “cabinet refinishing”/)).toBeVisible();
  });

  test("finds services, articles, city pages, gallery items and FAQ answers", async ({ page }) => {
    await page.goto("/search?q=roseville");
    await expect(page.getByRole("link", { name: /Roseville/ }).first()).toBeVisible();
    const hrefs = await page
      .getByRole("main")
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(hrefs).toContain("/service-area/roseville");
    expect(hrefs).toContain("/blog/exterior-painting-roseville-best-practices");

    await page.goto("/search?q=epoxy+garage");
    const gallery = page.getByRole("main").getByRole("listitem").filter({ hasText: "Gallery" }).first();
    await gallery.getByRole("link").click();
    await expect(page).toHaveURL(/\/gallery\?category=garage&q=/);
    await expect(page.getByRole("main").getByRole("listitem").getByRole("button")).toHaveCount(1);

    await page.goto("/search?q=warranty");
    const faq = page.getByRole("main").getByRole("listitem").filter({ hasText: "FAQ" });
    await expect(faq.first().getByRole("link")).toHaveAttribute("href", "/faq");
  });

  test("treats markup in the search as text", async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent("<img src=x onerror=alert(1)> paint")}`);
    await expect(page.getByRole("searchbox")).toHaveValue("<img src=x onerror=alert(1)> paint");
    await expect(page.locator("main img")).toHaveCount(0);
  });

  test("pages its results, ten a page, with links that work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/search?q=paint");
    const results = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading") });
    await expect(results).toHaveCount(10);
    const summary = page.getByText(/^(\d+) results for “paint” \(page 1 of (\d+)\)$/);
    await expect(summary).toBeVisible();
    const [, total, pages] = (await summary.textContent())?.match(/(\d+) results.*of (\d+)/) ?? [];
    expect(Number(pages)).toBe(Math.ceil(Number(total) / 10));
    const firstPage = await results.getByRole("heading").allTextContents();

    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/search\?q=paint&page=2$/);
    await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const secondPage = await results.getByRole("heading").allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);

    // A page that does not exist, or ?page=1, is the first page at its own address.
    await page.goto("/search?q=paint&page=999");
    await expect(page).toHaveURL(/\/search\?q=paint$/);
    await page.goto("/search?q=paint&page=1");
    await expect(page).toHaveURL(/\/search\?q=paint$/);
    await context.close();
  });

  test("says so when nothing matches", async ({ page }) => {
    await page.goto("/search?q=zzqqxx");
    await expect(page.getByText("No results for “zzqqxx”.")).toBeVisible();
  });

  test("works without JavaScript from the 404 page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/no-such-page");
    await page.getByRole("searchbox", { name: "Search the site" }).fill("popcorn ceiling");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=popcorn\+ceiling/);
    await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
    await expect(page.locator("mark").first()).toBeVisible();
    await context.close();
  });

  test("the search box submits with JavaScript too", async ({ page }) => {
    await page.goto("/search");
    await hydrated(page);
    await page.getByRole("searchbox", { name: "Search the site" }).fill("drywall");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=drywall/);
    await expect(page.getByRole("main").getByRole("listitem").first()).toContainText(/drywall/i);
  });
});

test.describe("/search?q=drywall on a phone", () => {
  test.use({ viewport: phoneViewport });

  test("the search box: every placeholder can be read whole at 390 px", async ({ page }) => {
    await page.goto("/search?q=drywall");
    expect(await cutOffPlaceholders(page)).toEqual([]);
  });
});
