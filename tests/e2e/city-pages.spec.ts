/**
 * The city pages (/service-area/{slug}): split from service-areas.spec.ts, which keeps the index
 * and the pages without JavaScript.
 */
import type { Locator, Page } from "@playwright/test";
import { fillFacts } from "../../app/lib/facts";
import { otherCityPages, primaryCities } from "../../app/seed/cities";
import { expect, hydrated, test } from "./fixtures";
import { seedSite } from "./support/seed-site";

const { business, claims, telHref } = seedSite;

const cityPages = [...primaryCities, ...otherCityPages];
const byName = new Map(cityPages.map((c) => [c.name, c]));
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

test.describe("/service-area/{slug}", () => {
  test("a city page: hero, local intro with the service checklist, six reasons and the closing links", async ({
    page,
  }) => {
    const city = cityBySlug("shoreview");
    const response = await page.goto("/service-area/shoreview");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${city.title} | ${business.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(city.title);

    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByText(`${claims.warrantyYears}-Year Warranty`)).toBeVisible();
    // Spec 000 §2 city page: "5-Star Rated ... based on 200+ reviews".
    await expect(hero.getByText("5-Star Rated")).toBeVisible();
    await expect(hero.getByText("based on 200+ reviews")).toBeVisible();
    await expect(hero.getByRole("link", { name: business.phone.display })).toHaveAttribute("href", telHref);
    await expectExternalBooking(hero.getByRole("link", { name: /Schedule a Free Estimate/ }));
    await expect(hero.getByRole("link", { name: "Call Your Local Painters" })).toHaveAttribute(
      "href",
      telHref,
    );

    await expect(
      page.getByRole("heading", { name: "Your Local Painters in Shoreview", level: 2 }),
    ).toBeVisible();
    await expect(page.getByText(fillFacts(city.intro[0]!, seedSite))).toBeVisible();
    const checklist = page.getByRole("complementary", { name: "Services in Shoreview" });
    await expect(checklist.getByRole("listitem")).toHaveCount(9);
    await expect(checklist.getByRole("link", { name: "Popcorn Texture Removal" })).toHaveAttribute(
      "href",
      "/service/popcorn-texture-removal",
    );
    await expect(checklist.getByRole("link", { name: /See all our services/ })).toHaveAttribute(
      "href",
      "/services",
    );

    // Written for this city: its housing, weather notes and neighborhoods.
    await expect(page.getByText(city.housingStock)).toBeVisible();
    await expect(page.getByText(city.climateNotes)).toBeVisible();
    for (const area of city.neighborhoods) await expect(page.getByText(area, { exact: true })).toBeVisible();

    const why = sectionOf(page, "Why Homeowners in Shoreview Choose Us");
    await expect(why.getByRole("listitem")).toHaveCount(6);
    await expect(why.getByRole("heading", { level: 3 })).toHaveCount(6);

    const cta = sectionOf(page, "Ready to Start Your Shoreview Project?");
    await expectExternalBooking(cta.getByRole("link", { name: /Schedule a Free Estimate/ }));
    await expect(cta.getByRole("link", { name: "View Our Work" })).toHaveAttribute("href", "/gallery");
    await expect(cta.getByRole("link", { name: "browse our services" })).toHaveAttribute("href", "/services");
    await expect(cta.getByRole("link", { name: "send us a message" })).toHaveAttribute("href", "/contact");
  });

  test("on a fresh install the projects are sample pictures, shown as examples and not as finished jobs", async ({
    page,
  }) => {
    await page.goto("/service-area/shoreview");
    const projects = page.locator("section#projects");
    await expect(projects.getByRole("heading", { level: 2 })).toHaveText("Examples of the Work We Do");
    await expect(
      projects.getByText("Sample pictures of the kinds of jobs we take on in Shoreview."),
    ).toBeVisible();
    const cards = projects.getByRole("listitem");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    await expect(projects.getByText("Sample picture", { exact: true })).toHaveCount(count);
    await expect(cards.first().getByText("Sample picture", { exact: true })).toBeVisible();
    await expect(projects.getByRole("link", { name: "See more examples in the gallery" })).toHaveAttribute(
      "href",
      "/gallery",
    );
    // Nothing on the page claims jobs finished here, or photos of them.
    await expect(page.getByText(/Jobs we have finished/)).toHaveCount(0);
    await expect(page.getByText(/Recent Projects in/)).toHaveCount(0);
    await expect(page.getByText(/photos of our recent work/)).toHaveCount(0);
    const cta = sectionOf(page, "Ready to Start Your Shoreview Project?");
    await expect(
      cta.getByText(/Book a free estimate online, or see examples of the work we do\./),
    ).toBeVisible();
    await expect(cta.getByRole("link", { name: "View Our Work" })).toHaveAttribute("href", "/gallery");
  });

  test("the testimonial shows its rating with one decimal and whole stars", async ({ page }) => {
    for (const [slug, shown, filled] of [
      ["white-bear-lake", "4.9", 4],
      ["shoreview", "5.0", 5],
    ] as const) {
      const city = cityBySlug(slug);
      await page.goto(`/service-area/${slug}`);
      const section = sectionOf(page, `What a ${city.name} Customer Says`);
      await expect(section.getByRole("img", { name: `Rated ${shown} out of 5` })).toBeVisible();
      await expect(section.getByText(shown, { exact: true })).toBeVisible();
      await expect(section.locator('[data-filled="true"]')).toHaveCount(filled);
      await expect(section.locator('[data-filled="false"]')).toHaveCount(5 - filled);
      await expect(section.getByText(city.testimonial!.text, { exact: false })).toBeVisible();
      await expect(section.getByText(city.testimonial!.name)).toBeVisible();
    }
  });

  test("a city without a testimonial shows none", async ({ page }) => {
    expect(cityBySlug("arden-hills").testimonial).toBeUndefined();
    await page.goto("/service-area/arden-hills");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cityBySlug("arden-hills").title);
    await expect(page.getByRole("heading", { name: /Customers? Says?/ })).toHaveCount(0);
    await expect(page.getByRole("img", { name: /out of 5/ })).toHaveCount(0);
  });

  test("nearby-area links lead to working city pages", async ({ page, request }) => {
    const city = cityBySlug("vadnais-heights");
    await page.goto("/service-area/vadnais-heights");
    await hydrated(page);
    const nearby = page.getByRole("list", { name: "Nearby areas" }).getByRole("link");
    await expect(nearby).toHaveText(city.nearbyAreas);
    for (const name of city.nearbyAreas) {
      const href = `/service-area/${byName.get(name)!.slug}`;
      await expect(nearby.filter({ hasText: name })).toHaveAttribute("href", href);
      expect((await request.get(href)).status(), href).toBe(200);
    }
    const first = byName.get(city.nearbyAreas[0]!)!;
    await nearby.first().click();
    await expect(page).toHaveURL(new RegExp(`/service-area/${first.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    // The parts kept from the first page's server markup are the new city's now, not Vadnais Heights'.
    await expect(
      page.getByRole("heading", { level: 2, name: `Your Local Painters in ${first.name}` }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: `Painting Homes in ${first.name}` }),
    ).toBeVisible();
    await expect(page.getByRole("list", { name: "Nearby areas" }).getByRole("link")).toHaveText(
      first.nearbyAreas,
    );
    await expect(page.getByText(`Your Local Painters in ${city.name}`)).toHaveCount(0);
  });

  test("breadcrumbs and structured data name the city", async ({ page }) => {
    await page.goto("/service-area/st-paul");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link")).toHaveText(["Home", "Service Areas"]);
    await expect(crumbs.getByText("St. Paul")).toHaveAttribute("aria-current", "page");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/service-area\/st-paul$/);
    const data = await jsonLd(page);
    const business_ = data.find((d) => d["@type"] === "HousePainter") as { areaServed: { name: string } };
    expect(business_.areaServed).toEqual({ "@type": "City", name: "St. Paul" });
    const breadcrumb = data.find((d) => d["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string; item: string }[];
    };
    expect(breadcrumb.itemListElement.map((i) => i.name)).toEqual(["Home", "Service Areas", "St. Paul"]);
    expect(breadcrumb.itemListElement[2]!.item).toMatch(/\/service-area\/st-paul$/);
  });

  test("an unknown slug gets the general page with a 404 status and noindex", async ({ page }) => {
    const response = await page.goto("/service-area/nowhere-ville");
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Painting & Drywall Contractor Serving the Twin Cities",
    );
    await expect(page.getByText("We don't have a page for Nowhere Ville.")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByText("Your Area", { exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Your Local Painters in Your Area" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Customers? Says?/ })).toHaveCount(0);
    // No structured data claims the made-up place.
    const data = await jsonLd(page);
    expect(JSON.stringify(data)).not.toContain("Nowhere");
    const areas = page.getByRole("list", { name: "Areas we serve most" }).getByRole("link");
    await expect(areas).toHaveText(["Shoreview", "Vadnais Heights", "White Bear Lake", "Roseville"]);
  });

  test("a community we serve without a page of its own says so, still as a 404", async ({ page }) => {
    const response = await page.goto("/service-area/edina");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Edina is one of the communities we serve")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("a slug that is no place name shows no name at all", async ({ page }) => {
    const response = await page.goto("/service-area/%3Cb%3Ehello%3C%2Fb%3E");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("We don't have a page for that area.")).toBeVisible();
    await expect(page.getByText("hello", { exact: false })).toHaveCount(0);
  });

  test("another spelling of a city's slug redirects to its page", async ({ page }) => {
    for (const [from, to] of [
      ["/service-area/Saint-Paul", "/service-area/st-paul"],
      ["/service-area/ROSEVILLE", "/service-area/roseville"],
    ]) {
      const response = await page.goto(from!);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(to);
    }
  });
});
