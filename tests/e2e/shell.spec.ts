import { expect, hydrated, isMobile, test } from "./fixtures";
import { lineCount } from "./support/fit-checks";

const navOrder = [
  "Home",
  "Services",
  "Gallery",
  "About",
  "Blog",
  "Service Areas",
  "Warranty",
  "Careers",
  "Contact",
  "Schedule Estimate",
  "Nominate",
];

test.describe("header and navigation", () => {
  test("desktop navigation lists the entries in order and marks the current page", async ({ page }) => {
    test.skip(isMobile(page), "desktop layout");
    await page.goto("/gallery");
    const nav = page.getByRole("navigation", { name: "Main" });
    const links = nav.getByRole("link");
    await expect(links).toHaveText(navOrder.map((name) => new RegExp(`^${name}`)));
    await expect(nav.getByRole("link", { name: "Gallery" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Gallery" })).not.toHaveAttribute("aria-current", "page");
  });

  test("booking links open the external scheduler in a new tab", async ({ page }) => {
    test.skip(isMobile(page), "the mobile header keeps booking in its menu (tested below)");
    await page.goto("/");
    const header = page.getByRole("banner");
    for (const booking of [
      header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Schedule Estimate/ }),
      header.getByRole("link", { name: /Schedule Free Estimate/ }),
    ]) {
      await expect(booking).toHaveAttribute("target", "_blank");
      await expect(booking).toHaveAttribute("rel", /noopener/);
      await expect(booking).toHaveAttribute("href", /^https:\/\//);
    }
  });

  test("the header offers the phone number", async ({ page }) => {
    await page.goto("/");
    const phone = page.getByRole("banner").locator('a[href^="tel:"]').filter({ visible: true });
    await expect(phone).toHaveCount(1);
    await expect(phone).toHaveAttribute("href", "tel:+16515550142");
  });

  test("the header gains a shadow after 10px of scrolling", async ({ page }) => {
    await page.goto("/privacy-policy");
    await hydrated(page);
    await page.evaluate(() => {
      document.body.style.minHeight = "3000px";
    });
    const header = page.getByRole("banner");
    await expect(header).not.toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveCSS("box-shadow", /rgba?\(/);
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(header).not.toHaveAttribute("data-scrolled", "true");
  });

  test("structured site navigation lists the internal entries only", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const nav = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "ItemList");
    expect(nav.itemListElement.map((i: { name: string }) => i.name)).toEqual(
      navOrder.filter((n) => n !== "Schedule Estimate"),
    );
  });
});

test.describe("mobile menu without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the browser opens and closes it by itself", async ({ page }) => {
    test.skip(!isMobile(page), "mobile layout");
    await page.goto("/services");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Warranty" })).toBeVisible();
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("mobile menu", () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!isMobile(page), "mobile layout");
    await page.goto("/services");
    await hydrated(page);
  });

  const open = async (page: import("@playwright/test").Page) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  test("shows contact details, navigation, booking and the claims, and locks scrolling", async ({ page }) => {
    const dialog = await open(page);
    await expect(dialog.getByRole("link", { name: "(651) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+16515550142",
    );
    await expect(dialog.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(
      navOrder.map((n) => new RegExp(`^${n}`)),
    );
    await expect(dialog.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    await expect(dialog.getByRole("link", { name: /Schedule Free Estimate/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(dialog.getByText("Licensed & Insured")).toBeVisible();
    await expect(dialog.getByText("Serving Minnesota since 2009")).toBeVisible();
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  });

  test("closes with the close button", async ({ page }) => {
    const dialog = await open(page);
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  });

  test("closes when the overlay is tapped", async ({ page }) => {
    const dialog = await open(page);
    await page.mouse.click(20, 400);
    await expect(dialog).toBeHidden();
  });

  test("closes when a link is followed", async ({ page }) => {
    const dialog = await open(page);
    await dialog.getByRole("link", { name: "Warranty" }).click();
    await expect(page).toHaveURL(/\/warranty$/);
    await expect(dialog).toBeHidden();
  });

  test("closes when the route changes by history", async ({ page }) => {
    await page.goto("/faq");
    await hydrated(page);
    await page.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/privacy-policy$/);
    const dialog = await open(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe("back to top and footer", () => {
  test("back-to-top appears after 500px and smooth-scrolls to the top", async ({ page }) => {
    await page.goto("/privacy-policy");
    await hydrated(page);
    // Make the page long enough to scroll whatever its content.
    await page.evaluate(() => {
      document.body.style.minHeight = "3000px";
    });
    const button = page.getByRole("button", { name: "Back to top" });
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("the footer has its four link columns, hours, social links and this year's copyright", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const column of ["Our Services", "Service Areas", "Company", "Legal"]) {
      await expect(footer.getByRole("navigation", { name: column })).toBeVisible();
    }
    const services = footer.getByRole("navigation", { name: "Our Services" }).getByRole("link");
    expect(await services.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/service/interior-painting",
      "/service/exterior-painting",
      "/service/commercial-painting",
      "/service/drywall-installation",
    ]);
    // The one weekly schedule, grouped and written the same way on every page.
    await expect(footer.locator("[data-hours] li")).toHaveText([
      "Mon–Fri 8:00 AM – 6:00 PM",
      "Sat 9:00 AM – 4:00 PM",
      "Sun Closed",
    ]);
    for (const name of ["Facebook", "Instagram", "TikTok", "X", "YouTube", "Yelp"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("target", "_blank");
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Advanced Painting Services MN`);
  });

  for (const width of [1280, 1024]) {
    test(`at ${width} px the footer breathes: headings and links on one line, the social links in one named row`, async ({
      page,
    }) => {
      test.skip(isMobile(page), "desktop layout");
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      await footer.scrollIntoViewIfNeeded();
      const headings = footer.getByRole("heading", { level: 2 });
      expect(await headings.count()).toBe(5);
      for (const heading of await headings.all())
        expect(await lineCount(heading), await heading.innerText()).toBe(1);
      for (const link of await footer.getByRole("navigation").getByRole("link").all())
        expect(await lineCount(link), await link.innerText()).toBe(1);
      // The business card's title too.
      expect(await lineCount(footer.getByText("Advanced Painting Services MN", { exact: true }).last())).toBe(
        1,
      );

      const social = footer.getByRole("listitem").filter({ has: page.locator("a[target=_blank]") });
      expect(await social.count()).toBe(7);
      const tops = await social.evaluateAll((items) =>
        items.map((li) => Math.round(li.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, "social links in one row").toBe(1);
      for (const link of await social.getByRole("link").all()) {
        await expect(link).toHaveAccessibleName(/\w/);
        // A logo alone carries its network's name as a tooltip too; any other link shows its name.
        if ((await link.locator("img").count()) > 0)
          await expect(link).toHaveAttribute("title", (await link.getAttribute("aria-label")) ?? "");
        else await expect(link).toHaveText(/\w/);
      }
      await expect(social.getByRole("link", { name: /Paint Colors/ })).toBeVisible();
    });
  }
});

test.describe("404 page", () => {
  test("an unknown address answers 404 with Back to Home and Go Back", async ({ page }) => {
    await page.goto("/services");
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await hydrated(page);
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await page.goto("/no-such-page");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a missing item (a loader's 404) shows the same page, which works once loaded", async ({ page }) => {
    await page.goto("/services");
    const response = await page.goto("/blog/tag/no-such-tag");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await hydrated(page);
    // The page's script arrives on demand after hydration; a click before it is a no-op, so try again
    // (unless the last click did go back, and the page was only slow to get there).
    await expect(async () => {
      if (!/\/services$/.test(page.url())) {
        await page.getByRole("button", { name: "Go Back" }).click({ timeout: 1_000 });
      }
      await expect(page).toHaveURL(/\/services$/, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a missing item's 404 page is in the first response", async ({ page }) => {
      const response = await page.goto("/blog/tag/no-such-tag");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
    });
  });
});

// A page without the framework's scripts (decision 0030) moves by a normal page load; one that runs it moves in the page.
test("footer links navigate in the page, without reloading it, where the page runs its scripts", async ({
  page,
}) => {
  await page.goto("/blog");
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Warranty", exact: true }).click();
  await expect(page).toHaveURL(/\/warranty$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Warranty");
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("the stylesheet comes in the page itself, the whole of it with the scripts, and stays after a move by link", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto("/blog");
  const header = page.locator("header").first();
  const styled = async () => {
    const css = await page.evaluate(
      () => document.querySelector("head style[data-site-stylesheet]")?.textContent?.length ?? 0,
    );
    expect(css).toBeGreaterThan(10_000);
    await expect(header).toHaveCSS("position", "sticky");
  };
  await styled();
  await hydrated(page);
  await styled();
  // No separate stylesheet to wait for before the first paint: the whole one is asked for once the
  // page has loaded (and painted, which the browser may report a few milliseconds later).
  const [loadedAt, askedAt] = await page.evaluate(() => [
    (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)
      ?.loadEventStart ?? Number.NaN,
    performance.getEntriesByType("resource").find((entry) => /\/assets\/app-[\w-]+\.css$/.test(entry.name))
      ?.startTime ?? Number.NaN,
  ]);
  expect(askedAt).toBeGreaterThanOrEqual(loadedAt);
  await page.getByRole("contentinfo").getByRole("link", { name: "Warranty" }).click();
  await expect(page).toHaveURL(/\/warranty$/);
  await styled();
  // The whole stylesheet, once, for what the scripts draw (decision 0027).
  expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/app-[\w-]+\.css$/)]);
});

test("bands below the first screen wait to be drawn, yet are in the page, and an address with their anchor shows them", async ({
  page,
}) => {
  await page.goto("/services#process");
  await expect(page.getByRole("heading", { name: "Our Process", level: 2 })).toBeInViewport();
  await page.goto("/");
  const process = page.locator("#process");
  await expect(process).toHaveCSS("content-visibility", "auto");
  // Not scrolled to, and still there for find in page and screen readers.
  await expect(page.getByRole("heading", { name: "Simple 4-Step Process", level: 2 })).toHaveCount(1);
  expect(await process.evaluate((band) => band.textContent?.includes("Simple 4-Step Process"))).toBe(true);
  // The long area pages too: the bands after the first two.
  for (const [path, band, heading] of [
    ["/service-areas", "#service-radius", "Our Service Radius"],
    ["/service-area/shoreview", "#nearby", "Nearby Areas We Serve"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator(band)).toHaveCSS("content-visibility", "auto");
    await page.goto(`${path}${band}`);
    await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeInViewport();
  }
});
