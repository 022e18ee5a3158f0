import type { Locator, Page } from "@playwright/test";
import { fillFacts } from "../../app/lib/facts";
import { additionalCommunities, otherCityPages, primaryCities } from "../../app/seed/cities";
import { expect, hydrated, isMobile, test } from "./fixtures";
import { seedSite } from "./support/seed-site";

const { business, telHref } = seedSite;

const cityPages = [...primaryCities, ...otherCityPages];
const cityBySlug = (slug: string) => cityPages.find((c) => c.slug === slug)!;

/** The <section> a heading of that name opens. */
const sectionOf = (page: Page, heading: string | RegExp) =>
  page.locator("section", { has: page.getByRole("heading", { name: heading, level: 2 }) });

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

async function expectExternalBooking(link: Locator) {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  await expect(link).toHaveAttribute("href", /^https:\/\//);
}

test.describe("/service-areas", () => {
  test("lists the 29 cities with a card each, linking to its page", async ({ page }) => {
    await page.goto("/service-areas");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Painting and Drywall Across the Twin Cities",
    );
    const cards = page.getByRole("list", { name: "Cities with their own page" }).getByRole("listitem");
    await expect(cards).toHaveCount(29);
    for (const [i, city] of primaryCities.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(city.name);
      await expect(card.getByRole("link", { name: city.name, exact: true })).toHaveAttribute(
        "href",
        `/service-area/${city.slug}`,
      );
    }
  });

  test("a card opens its city page", async ({ page }) => {
    await page.goto("/service-areas");
    await hydrated(page);
    const list = page.getByRole("list", { name: "Cities with their own page" });
    await list.getByRole("link", { name: "Lino Lakes", exact: true }).click();
    await expect(page).toHaveURL(/\/service-area\/lino-lakes$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cityBySlug("lino-lakes").title);
  });

  test("lists the 35 other communities in one list of names, with Bloomington linking to its page", async ({
    page,
  }) => {
    await page.goto("/service-areas");
    const names = additionalCommunities.map((c) => c.name);
    const list = page.getByRole("list", { name: "More communities we serve" });
    await expect(list.getByRole("listitem")).toHaveText(names);
    await expect(list.getByRole("listitem")).toHaveCount(35);
    // One list holds them all, an entry a name, beside the 29 city cards; and its names are in the page's text.
    const holders = await page.locator("main ul").evaluateAll((lists, all) => {
      const held = lists.map(
        (ul) => [...ul.children].filter((li) => all.includes(li.textContent ?? "")).length,
      );
      return held.filter((count) => count > 0);
    }, names);
    expect(holders).toEqual([35]);
    await expect(
      page.getByRole("list", { name: "Cities with their own page" }).getByRole("listitem"),
    ).toHaveCount(29);
    expect((await list.innerText()).split("\n").filter(Boolean)).toEqual(names);
    await expect(list.getByRole("link")).toHaveCount(1);
    await expect(list.getByRole("link", { name: "Bloomington" })).toHaveAttribute(
      "href",
      "/service-area/bloomington",
    );
  });

  test("shows the regional painting facts and offers booking and a call in the hero", async ({ page }) => {
    await page.goto("/service-areas");
    const facts = sectionOf(page, "Painting in the Twin Cities Climate");
    await expect(facts.getByRole("heading", { level: 3 })).toHaveText([
      "A short exterior season",
      "Freeze-thaw does the damage",
      "Humid summers",
      "Lots of pre-1978 homes",
      "Winter is interior season",
    ]);
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expectExternalBooking(hero.getByRole("link", { name: /Schedule Free Estimate/ }));
    await expect(hero.getByRole("link", { name: `Call ${business.phone.display}` })).toHaveAttribute(
      "href",
      telHref,
    );
    // The list of cities is two screens down on a phone: the hero goes straight to it.
    await hero.getByRole("link", { name: "Find your city" }).click();
    await expect(page).toHaveURL(/#cities$/);
    await expect(
      sectionOf(page, "Cities We Serve").getByRole("heading", { name: "Cities We Serve" }),
    ).toBeInViewport();
  });

  test("the map has a dot for every city page, named for screen readers, and call and contact links beside it", async ({
    page,
  }) => {
    await page.goto("/service-areas");
    const section = sectionOf(page, "Our Service Radius");
    const map = section.getByRole("group", { name: /Map of the Twin Cities/ });
    const dots = map.getByRole("link");
    await expect(dots).toHaveCount(cityPages.length);
    for (const city of cityPages) {
      await expect(map.getByRole("link", { name: `${city.name} service area`, exact: true })).toHaveAttribute(
        "href",
        `/service-area/${city.slug}`,
      );
    }
    await expect(section.getByRole("img", { name: /60-mile service radius/ })).toBeVisible();
    await expect(section.getByText(`${business.serviceRadiusMiles} miles`, { exact: true })).toBeVisible();
    await expect(
      section.getByText(/Hennepin, Ramsey, Anoka, Washington, Dakota, Scott and Carver/),
    ).toBeVisible();
    await expect(section.getByRole("link", { name: `Call ${business.phone.display}` })).toHaveAttribute(
      "href",
      telHref,
    );
    await expect(section.getByRole("link", { name: "Send Us a Message" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("a map dot opens its city page when clicked or tapped", async ({ page }) => {
    await page.goto("/service-areas");
    await hydrated(page);
    const map = page.getByRole("group", { name: /Map of the Twin Cities/ });
    const dot = map.getByRole("link", { name: "Forest Lake service area" });
    await dot.scrollIntoViewIfNeeded();
    if (isMobile(page)) await dot.tap();
    else await dot.click();
    await expect(page).toHaveURL(/\/service-area\/forest-lake$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cityBySlug("forest-lake").title);
  });

  test("map dots are reachable from the keyboard, show a focus ring and open with Enter", async ({
    page,
  }) => {
    test.skip(isMobile(page), "keyboard use is a desktop flow");
    await page.goto("/service-areas");
    await hydrated(page);
    const map = page.getByRole("group", { name: /Map of the Twin Cities/ });
    const dot = map.getByRole("link", { name: "Roseville service area" });
    await dot.focus();
    await expect(dot).toBeFocused();
    // The ring around the dot appears only while it has keyboard focus.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(dot).toBeFocused();
    // The ring is the dot's wider, transparent circle: its stroke is drawn only then.
    const ringStroke = (link: Locator) =>
      link.evaluate((a) =>
        [...a.querySelectorAll('circle[fill="transparent"]')]
          .filter((ring) => ring.getBoundingClientRect().width > 0)
          .map((ring) => getComputedStyle(ring).stroke),
      );
    const transparent = "rgba(0, 0, 0, 0)";
    const focused = await ringStroke(dot);
    expect(focused).toHaveLength(1);
    expect(focused[0]).not.toBe(transparent);
    expect(await ringStroke(map.getByRole("link", { name: "Shoreview service area" }))).toEqual([
      transparent,
    ]);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/service-area\/roseville$/);
  });

  test("loads nothing from another host", async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith("data:"))
        foreign.push(request.url());
    });
    await page.goto("/service-areas");
    await hydrated(page);
    await page.getByRole("heading", { name: "Our Service Radius" }).scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
  });

  test("carries breadcrumbs and the business in structured data", async ({ page }) => {
    await page.goto("/service-areas");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByText("Service Areas")).toHaveAttribute("aria-current", "page");
    const data = await jsonLd(page);
    const breadcrumb = data.find((d) => d["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string }[];
    };
    expect(breadcrumb.itemListElement.map((i) => i.name)).toEqual(["Home", "Service Areas"]);
    expect(data.some((d) => d["@type"] === "HousePainter")).toBe(true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the index, its map and a city page read and link", async ({ page }) => {
    await page.goto("/service-areas");
    await expect(
      page.getByRole("list", { name: "Cities with their own page" }).getByRole("listitem"),
    ).toHaveCount(29);
    const map = page.getByRole("group", { name: /Map of the Twin Cities/ });
    await expect(map.getByRole("link")).toHaveCount(cityPages.length);
    await map.getByRole("link", { name: "Apple Valley service area" }).click();
    await expect(page).toHaveURL(/\/service-area\/apple-valley$/);
    const city = cityBySlug("apple-valley");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(city.title);
    await expect(page.getByText(fillFacts(city.intro[0]!, seedSite))).toBeVisible();
    await expect(sectionOf(page, /Why Homeowners in Apple Valley/).getByRole("listitem")).toHaveCount(6);
  });
});
