import { primaryCities } from "../../app/seed/cities";
import { expect, hydrated, test } from "./fixtures";
import { cutOffPlaceholders, phoneViewport } from "./support/fit-checks";

test.describe("404 page Admin Tools", () => {
  test("?admin=true adds the site owner's two panels, still as a noindex 404", async ({ page }) => {
    const response = await page.goto("/no-such-page?admin=true");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    const tools = page.getByRole("region", { name: "Admin Tools" });
    await expect(tools).toBeVisible();
    const links = tools.getByRole("region", { name: "Site owner links" });
    await expect(links.getByRole("link", { name: "Admin sign-in and leads dashboard" })).toHaveAttribute(
      "href",
      "/admin",
    );
    await expect(links.getByRole("link", { name: "Sitemap and SEO tools" })).toHaveAttribute(
      "href",
      "/sitemap",
    );
    for (const file of ["/sitemap.xml", "/sitemap-index.xml", "/robots.txt"]) {
      await expect(links.getByRole("link", { name: file, exact: true })).toHaveAttribute("href", file);
    }
    const missing = tools.getByRole("region", { name: "About this missing page" });
    await expect(missing.getByText("/no-such-page", { exact: true })).toBeVisible();
    await expect(missing.getByText(/add a redirect/)).toBeVisible();
  });

  test("a mistyped address gets the page it meant among the closest pages", async ({ page }) => {
    const response = await page.goto("/servcies?admin=true");
    expect(response?.status()).toBe(404);
    const closest = page
      .getByRole("region", { name: "About this missing page" })
      .getByRole("list", { name: "Closest pages" });
    const first = closest.getByRole("link").first();
    await expect(first).toHaveText("Services");
    await expect(first).toHaveAttribute("href", "/services");
    expect(await closest.getByRole("link").count()).toBeLessThanOrEqual(5);
    await hydrated(page);
    await first.click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page).toHaveTitle(/^Painting & Drywall Services/);
  });

  test("a client-side navigation's data request reports the page's path, not the data file's", async ({
    request,
  }) => {
    const response = await request.get("/servcies.data?admin=true");
    expect(response.status()).toBe(404);
    const body = await response.text();
    expect(body).toContain('"/servcies"');
    expect(body).toContain('"/services"');
    expect(body).not.toContain("servcies.data");
  });

  test("the requested path is shown as text, never as markup", async ({ page }) => {
    await page.goto("/%3Cb%3Ebold%3C%2Fb%3E?admin=true");
    const missing = page.getByRole("region", { name: "About this missing page" });
    await expect(missing.getByText("/%3Cb%3Ebold%3C%2Fb%3E", { exact: true })).toBeVisible();
    await expect(page.locator("main b")).toHaveCount(0);
  });

  test("without ?admin=true (or with another value) the page is the plain 404", async ({ page }) => {
    for (const url of ["/no-such-page", "/no-such-page?admin=false"]) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Admin Tools" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Admin sign-in and leads dashboard" })).toHaveCount(0);
    }
  });

  test("the closest pages come from the server: the search index is not in the page's scripts", async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      // A script still arriving when the test ends can no longer be read: it is not one the test waited for.
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    await page.goto("/servcies?admin=true");
    await hydrated(page);
    await expect(page.getByRole("list", { name: "Closest pages" }).getByRole("link").first()).toBeVisible();
    const code = (await Promise.all(scripts)).join("\n");
    expect(code.length).toBeGreaterThan(0);
    // An option name of the search library, and a sentence of the indexed text.
    expect(code).not.toContain("maxFuzzy");
    const indexedText = primaryCities[0]?.housingStock.slice(0, 60) ?? "";
    expect(indexedText.length).toBe(60);
    expect(code).not.toContain(indexedText);
  });
});

test.describe("/no-such-page on a phone", () => {
  test.use({ viewport: phoneViewport });

  test("the 404 page's search box: every placeholder can be read whole at 390 px", async ({ page }) => {
    await page.goto("/no-such-page");
    expect(await cutOffPlaceholders(page)).toEqual([]);
  });
});
