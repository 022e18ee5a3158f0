import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { fillFacts, fillFactsIn } from "../../app/lib/facts";
import { hiringSteps, jobOpenings } from "../../app/seed/careers";
import { faqItems } from "../../app/seed/faq";
import { comparisonRows, heroBadges, homeProcess, testimonials } from "../../app/seed/home";
import { privacyPolicy, termsOfService } from "../../app/seed/legal";
import { scheduleAreas, scheduleOptions } from "../../app/seed/programs";
import { serviceDetails, services } from "../../app/seed/services";
import { credentials, servicesProcess } from "../../app/seed/services-page";
import { warrantyExclusions, warrantyTrustBar } from "../../app/seed/warranty";
import { expect, hydrated, isMobile, test } from "./fixtures";
import { seedSite } from "./support/seed-site";

const { business, claims, hours } = seedSite;

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>,
  );
}

async function html(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  return response.text();
}

/** The band of the page under the h2 with this name. */
function band(page: Page, heading: string | RegExp): Locator {
  return page
    .getByRole("main")
    .locator("section")
    .filter({
      has: page.getByRole("heading", { level: 2, name: heading, exact: typeof heading === "string" }),
    })
    .last();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const contentPaths = [
  "/",
  "/about",
  "/services",
  ...services.map((s) => `/service/${s.id}`),
  "/warranty",
  "/careers",
  "/faq",
  "/schedule",
  "/privacy-policy",
  "/terms-of-service",
];

test.describe("content pages as served, before JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("home shows its six sections in order with every item", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Professional Painting Services");
    await expect(
      main.getByText(`Rated ${claims.homeRating} by ${claims.heroReviewCount} reviews`),
    ).toBeVisible();
    const badges = main.getByRole("list", { name: "Why homeowners choose us" }).getByRole("listitem");
    await expect(badges).toHaveText(heroBadges.map((badge) => fillFacts(badge, claims)));
    const hero = main.locator("section").first();
    await expect(hero.getByRole("link", { name: /Schedule Free Estimate/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(hero.getByRole("link", { name: `Call ${business.phone.display}` })).toHaveAttribute(
      "href",
      `tel:${business.phone.e164}`,
    );

    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Our Premium Services",
      `Large Companies vs ${business.shortName}`,
      "What Our Customers Say",
      "Simple 4-Step Process",
      "Transform Your Home Today",
    ]);

    const premium = band(page, "Our Premium Services");
    await expect(premium.getByRole("heading", { level: 3 })).toHaveText(
      services.slice(0, 6).map((s) => s.title),
    );
    await expect(premium.getByRole("link", { name: "View All Services" })).toHaveAttribute(
      "href",
      "/services",
    );
    if (isMobile(page)) {
      // On a phone each card has its picture beside the text, so the reviews are not
      // thousands of pixels down (full-width pictures made this band 3,800 px tall).
      const height = await premium.evaluate((band) => band.getBoundingClientRect().height);
      expect(height).toBeLessThan(3000);
    }

    const comparison = band(page, `Large Companies vs ${business.shortName}`);
    if (isMobile(page)) {
      await expect(comparison.getByRole("heading", { level: 3 })).toHaveText(
        comparisonRows.map((r) => r.feature),
      );
    } else {
      const rows = comparison.getByRole("table").getByRole("rowheader");
      await expect(rows).toHaveText(comparisonRows.map((r) => r.feature));
      await expect(comparison.getByRole("columnheader")).toHaveText([
        "What you get",
        "Large Companies",
        business.shortName,
      ]);
    }
    for (const row of comparisonRows) {
      await expect(comparison.getByText(row.ours).filter({ visible: true })).toBeVisible();
    }
    await expect(comparison.getByRole("link", { name: /Schedule Your Personal Estimate/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(
      comparison.getByRole("link", { name: `Call ${business.ownerFirstName} Directly` }),
    ).toHaveAttribute("href", `tel:${business.phone.e164}`);

    const reviews = band(page, "What Our Customers Say");
    const stats: [string, string][] = [
      [claims.homeCustomers, "Happy Customers"],
      [claims.yearsExperience, "Years Experience"],
      [claims.satisfactionRate, "Satisfaction Rate"],
      [claims.homeRating, "Average Rating"],
    ];
    for (const [value, label] of stats) {
      await expect(
        reviews.getByRole("definition").filter({ hasText: new RegExp(`^${escapeRegExp(value)}$`) }),
      ).toBeVisible();
      await expect(reviews.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
    await expect(reviews.getByRole("blockquote")).toHaveCount(testimonials.length);
    for (const t of testimonials) await expect(reviews.getByText(t.author)).toBeVisible();
    await expect(reviews.getByTestId("reviews-widget")).toHaveCount(0);

    const process = band(page, "Simple 4-Step Process");
    await expect(process.getByRole("heading", { level: 3 })).toHaveText(
      homeProcess.map((s, i) => `Step ${i + 1}: ${s.title}`),
    );
    await expect(process.getByRole("listitem")).toHaveCount(4);
  });

  test("about has its story, eight feature cards, the four stats and six steps", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
    await expect(page.getByRole("heading", { level: 2, name: "Our Story" })).toBeVisible();
    const why = band(page, "Why Choose Us");
    await expect(why.getByRole("heading", { level: 3 })).toHaveCount(8);
    for (const value of [
      claims.aboutCustomers,
      claims.aboutYears,
      claims.aboutRating,
      `${claims.warrantyYears} Year`,
    ]) {
      await expect(
        why.getByRole("definition").filter({ hasText: new RegExp(`^${escapeRegExp(value)}$`) }),
      ).toBeVisible();
    }
    await expect(band(page, "How We Work").getByRole("heading", { level: 3 })).toHaveText(
      [
        "Initial Consultation",
        "Detailed Estimate",
        "Clear Communication",
        "Project Preparation",
        "Expert Execution",
        "Final Inspection",
      ].map((t, i) => `Step ${i + 1}: ${t}`),
    );
    const cta = page.getByRole("main").locator("section").last();
    await expect(cta.getByRole("link", { name: /Schedule Free Estimate/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(cta.getByRole("link", { name: /Call/ })).toHaveAttribute(
      "href",
      `tel:${business.phone.e164}`,
    );
  });

  test("services lists all nine services, the credentials, six steps and the hero buttons", async ({
    page,
  }) => {
    await page.goto("/services");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Services"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Exterior Painting for Vadnais Heights Homes",
    );
    await expect(page.getByRole("link", { name: /Schedule Free Estimate/ }).first()).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: `Call ${business.phone.display}` })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "View Past Projects" })).toHaveAttribute("href", "/gallery");

    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(9);
    for (const service of services) {
      const card = page.locator(`[id="${service.id}"]`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(service.title);
      await expect(card.getByRole("link", { name: `Learn more about ${service.title}` })).toHaveAttribute(
        "href",
        `/service/${service.id}`,
      );
      await expect(card.getByText(`${business.paintBrands[0]} and ${business.paintBrands[1]}`)).toBeVisible();
      await expect(card.getByRole("listitem")).toHaveCount(6);
    }
    for (const c of credentials) await expect(page.getByText(c.title, { exact: true })).toBeVisible();
    await expect(band(page, "Our Process").getByRole("heading", { level: 3 })).toHaveText(
      servicesProcess.map((s, i) => `Step ${i + 1}: ${s.title}`),
    );
    await expect(
      page.getByRole("heading", { level: 2, name: "Ready to Refresh Your Home's Exterior?" }),
    ).toBeVisible();
  });

  test("the FAQ accordion works without JavaScript and holds every answer", async ({ page }) => {
    await page.goto("/faq");
    const questions = page.getByRole("main").locator("details");
    await expect(questions).toHaveCount(10);
    await expect(page.getByRole("heading", { level: 2 }).filter({ hasText: "?" })).toHaveText([
      ...faqItems.map((f) => f.question),
      "Still have questions?",
    ]);
    const first = page.getByText(faqItems[0]!.question);
    await first.click();
    await expect(page.getByText(faqItems[0]!.answer.split("\n\n")[0]!)).toBeVisible();
  });
});

test.describe("content pages in the HTML", () => {
  test("every content page has a unique title and description", async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of contentPaths) {
      const text = await html(request, path);
      const title = text.match(/<title>([^<]*)<\/title>/)?.[1];
      const description = text.match(/<meta name="description" content="([^"]*)"/)?.[1];
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      titles.add(title ?? "");
      descriptions.add(description ?? "");
    }
    expect(titles.size).toBe(contentPaths.length);
    expect(descriptions.size).toBe(contentPaths.length);
  });

  test("structured data: organisation and business on home, FAQ page, breadcrumbs and services", async ({
    request,
  }) => {
    const types = (blocks: Array<Record<string, unknown>>) => blocks.map((b) => b["@type"]);
    expect(types(jsonLd(await html(request, "/")))).toEqual(
      expect.arrayContaining(["Organization", "HousePainter", "WebSite"]),
    );

    const faq = jsonLd(await html(request, "/faq")).find((b) => b["@type"] === "FAQPage");
    const entities = faq?.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(entities.map((e) => e.name)).toEqual(faqItems.map((f) => f.question));
    expect(entities[3]?.acceptedAnswer.text).toBe(fillFacts(faqItems[3]?.answer ?? "", claims));

    const servicesCrumbs = jsonLd(await html(request, "/services")).find(
      (b) => b["@type"] === "BreadcrumbList",
    );
    expect((servicesCrumbs?.itemListElement as unknown[] | undefined)?.length).toBe(2);

    for (const service of services) {
      const blocks = jsonLd(await html(request, `/service/${service.id}`));
      const data = blocks.find((b) => b["@type"] === "Service");
      expect(data?.name).toBe(service.title);
      const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList");
      expect((crumbs?.itemListElement as Array<{ name: string }> | undefined)?.map((c) => c.name)).toEqual([
        "Home",
        "Services",
        service.title,
      ]);
    }
  });

  test("each service page carries its own process, benefits and notes", async ({ request }) => {
    for (const service of services) {
      const text = await html(request, `/service/${service.id}`);
      const detail = fillFactsIn(serviceDetails[service.id]!, claims);
      const decoded = text.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
      expect(decoded, service.id).toContain(`<h1`);
      expect(decoded).toContain(service.title);
      expect(decoded).toContain("What&#x27;s Included".replaceAll("&#x27;", "'"));
      for (const feature of service.features) expect(decoded).toContain(fillFacts(feature, claims));
      for (const step of detail.process) expect(decoded).toContain(step);
      for (const benefit of detail.benefits) expect(decoded).toContain(benefit);
      expect(decoded).toContain(detail.additionalInfo);
      expect(decoded).toContain(`Join over ${claims.heroReviewCount} satisfied customers`);
      expect(decoded).toContain('href="/services"');
    }
  });

  test("an unknown service answers 404 with the Service Not Found screen", async ({ request }) => {
    const text = await html(request, "/service/wallpaper-hanging", 404);
    expect(text).toContain("Service Not Found");
    expect(text).toContain("Sorry, the service you&#x27;re looking for doesn&#x27;t exist.");
    expect(text).toMatch(/<a[^>]*href="\/services"[^>]*>View All Services<\/a>/);
    expect(text).toContain('content="noindex, nofollow"');
  });

  test("legal pages carry their full text and a Last Updated date", async ({ request }) => {
    for (const [path, doc] of [
      ["/privacy-policy", privacyPolicy],
      ["/terms-of-service", termsOfService],
    ] as const) {
      const text = await html(request, path);
      const date = text.match(
        /Last Updated: <time dateTime="\d{4}-\d{2}-\d{2}">([A-Z][a-z]+ \d{1,2}, \d{4})<\/time>/,
      )?.[1];
      expect(date, path).toBeTruthy();
      const age = Date.now() - new Date(date ?? "").getTime();
      expect(age).toBeGreaterThan(-2 * 86_400_000);
      expect(age).toBeLessThan(30 * 86_400_000);
      for (const section of doc.sections) expect(text).toContain(section.heading.replaceAll("'", "&#x27;"));
    }
  });
});

test.describe("content pages in the browser", () => {
  test("the FAQ accordion keeps one answer open and closes the open one", async ({ page }) => {
    await page.goto("/faq");
    await hydrated(page);
    const items = page.getByRole("main").locator("details");
    const summary = (i: number) => items.nth(i).locator("summary");
    await expect(items.locator("[open]")).toHaveCount(0);
    await summary(0).click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await summary(4).click();
    await expect(items.nth(4)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await expect(page.getByText(faqItems[4]!.answer.split("\n\n")[0]!)).toBeVisible();
    await summary(4).click();
    await expect(items.nth(4)).not.toHaveAttribute("open", "");
    await expect(page.locator("details[open]")).toHaveCount(0);
    await expect(page.getByRole("link", { name: `Call ${business.phone.display}` }).last()).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("services scrolls to the card named by the hash, on load and on hash change", async ({ page }) => {
    await page.goto("/services#cabinet-refinishing");
    await hydrated(page);
    await expect(page.locator("#cabinet-refinishing")).toBeInViewport();
    await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
    await page.evaluate(() => {
      window.location.hash = "#texturing-services";
    });
    await expect(page.locator("#texturing-services")).toBeInViewport();
    await page.evaluate(() => {
      window.location.hash = "#process";
    });
    await expect(page.getByRole("heading", { level: 2, name: "Our Process" })).toBeInViewport();
  });

  test("the Service Not Found screen links back to all services", async ({ page }) => {
    const response = await page.goto("/service/wallpaper-hanging");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
    await expect(page.getByText("Sorry, the service you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole("link", { name: "View All Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("article")).toHaveCount(9);
  });

  test("service pages link between each other and back to the list", async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
    await page.getByRole("link", { name: "Learn more about Drywall Repair" }).click();
    await expect(page).toHaveURL(/\/service\/drywall-repair$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drywall Repair");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
      "Home",
      "Services",
      "Drywall Repair",
    ]);
    await expect(page.getByRole("heading", { level: 2, name: "Our Process" })).toBeVisible();
    await expect(
      page.locator("ol").filter({ hasText: serviceDetails["drywall-repair"]!.process[0]! }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Back to all services" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("careers: four openings with pay and dates, Apply Now e-mails naming the position, five steps", async ({
    page,
  }) => {
    await page.goto("/careers");
    await hydrated(page);
    const openings = band(page, "Open Positions");
    await expect(openings.getByRole("heading", { level: 3 })).toHaveText(jobOpenings.map((j) => j.title));
    for (const job of jobOpenings) {
      const card = openings.getByRole("article", { name: job.title });
      await expect(card.getByText(job.pay)).toBeVisible();
      await expect(card.getByText(job.type)).toBeVisible();
      await expect(card.getByText(job.location)).toBeVisible();
      // A fresh install lists the openings from its first day, for the 90 days the specification's ran.
      await expect(
        card.getByText(/^Posted \w+ \d{1,2}, \d{4}; open until \w+ \d{1,2}, \d{4}$/),
      ).toBeVisible();
      const [from, until] = await card
        .locator("time")
        .evaluateAll((times) => times.map((time) => (time as HTMLTimeElement).dateTime));
      expect(Date.parse(`${until}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)).toBe(90 * 86_400_000);
      expect(Date.parse(`${from}T12:00:00Z`)).toBeLessThanOrEqual(Date.now() + 86_400_000);
      const href = await card.getByRole("link", { name: `Apply Now for ${job.title}` }).getAttribute("href");
      expect(href).toMatch(new RegExp(`^mailto:${escapeRegExp(business.careersEmail)}\\?subject=`));
      expect(href).not.toContain(" ");
      const subject = new URL(href ?? "").searchParams.get("subject");
      expect(subject).toContain(job.title);
    }
    await expect(band(page, "Our Hiring Process").getByRole("heading", { level: 3 })).toHaveText(
      hiringSteps.map((s) => `Step ${s.number}: ${s.title}`),
    );
    await expect(band(page, "Why Work With Us").getByRole("heading", { level: 3 })).toHaveCount(6);
  });

  test("schedule: call and online buttons, three options, eight areas with their pages, office hours", async ({
    page,
  }) => {
    await page.goto("/schedule");
    await hydrated(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: `Call ${business.phone.display}` }).first()).toHaveAttribute(
      "href",
      `tel:${business.phone.e164}`,
    );
    await expect(main.getByRole("link", { name: "Request Online Estimate" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(band(page, "Three Easy Ways to Book").getByRole("heading", { level: 3 })).toHaveText(
      scheduleOptions.map((o) => o.title),
    );
    const areas = main.getByRole("region", { name: "Areas We Serve" }).getByRole("listitem");
    await expect(areas).toHaveText([...scheduleAreas]);
    await expect(areas.getByRole("link", { name: "Little Canada" })).toHaveAttribute(
      "href",
      "/service-area/little-canada",
    );
    const office = main.getByRole("region", { name: "Office Hours" });
    for (const row of hours.schedulePage) {
      await expect(office.getByRole("term").filter({ hasText: row.label })).toBeVisible();
      await expect(office.getByRole("definition").filter({ hasText: row.hours })).toBeVisible();
    }
  });

  test("warranty: trust bar, coverage, four claim steps, exclusions, sidebar and four badges", async ({
    page,
  }) => {
    await page.goto("/warranty");
    await hydrated(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      `Our ${claims.warrantyYears}-Year Written Warranty`,
    );
    await expect(main.getByRole("list", { name: "Our credentials" }).getByRole("listitem")).toHaveText(
      warrantyTrustBar.map((item) => fillFacts(item, claims)),
    );
    await expect(main.getByRole("region", { name: "How to Make a Claim" }).getByRole("listitem")).toHaveCount(
      4,
    );
    await expect(main.getByRole("region", { name: "What Isn't Covered" }).getByRole("listitem")).toHaveCount(
      warrantyExclusions.length,
    );
    await expect(main.getByRole("complementary").getByRole("link", { name: /Call/ })).toHaveAttribute(
      "href",
      `tel:${business.phone.e164}`,
    );
    await expect(band(page, "Our Commitment to Quality").getByRole("heading", { level: 3 })).toHaveCount(4);
  });

  test("booking links on content pages open in a new tab, safely", async ({ page }) => {
    for (const path of ["/", "/about", "/services", "/service/floor-coatings", "/warranty", "/schedule"]) {
      await page.goto(path);
      const booking = page
        .getByRole("main")
        .getByRole("link", { name: /Schedule (Free|Your Personal) Estimate/ });
      expect(await booking.count(), path).toBeGreaterThan(0);
      for (const link of await booking.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
        await expect(link).toHaveAttribute("href", /^https:\/\//);
        await expect(link).toContainText("(opens in a new tab)");
      }
    }
  });

  test("home checks robots.txt, then turns on smooth scrolling, and asks no other site for anything", async ({
    page,
  }) => {
    const foreign: string[] = [];
    page.on("request", (req) => {
      if (new URL(req.url()).hostname !== "localhost") foreign.push(req.url());
    });
    const robots = page.waitForRequest((req) => new URL(req.url()).pathname === "/robots.txt");
    await page.goto("/");
    await hydrated(page);
    await robots;
    await expect(page.locator("html")).toHaveClass(/smooth-scroll/);
    // Give an idle-time widget every chance to load: none is configured, so nothing may.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    await page.waitForTimeout(2500);
    expect(foreign).toEqual([]);
    await expect(page.getByTestId("reviews-widget")).toHaveCount(0);
    await expect(page.locator("script[src^='http']")).toHaveCount(0);
  });

  test("the hero image is the preloaded, eager main image with its size set", async ({ page }) => {
    await page.goto("/");
    const preload = page.locator('link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("imagesrcset", /home-hero/);
    const img = page.getByRole("img", { name: "A freshly painted two-story family home" });
    await expect(img).toHaveAttribute("loading", "eager");
    await expect(img).toHaveAttribute("fetchpriority", "high");
    await expect(img).toHaveAttribute("width", /\d+/);
    await expect(img).toHaveAttribute("height", /\d+/);
    // Every picture on the page has a written alt text and its size set.
    for (const other of await page.getByRole("main").locator("img").all()) {
      await expect(other).toHaveAttribute("alt", /.+/);
      await expect(other).toHaveAttribute("width", /\d+/);
    }
  });

  test("scroll-in animation reveals content once on wide screens and never hides it on phones", async ({
    page,
  }) => {
    await page.goto("/about");
    await hydrated(page);
    const lastStep = band(page, "How We Work").getByRole("listitem").last();
    if (isMobile(page)) {
      await expect(page.locator(".reveal-pending")).toHaveCount(0);
      await expect(lastStep).toHaveCSS("opacity", "1");
      return;
    }
    await expect(lastStep).toHaveClass(/reveal-pending/);
    await lastStep.scrollIntoViewIfNeeded();
    await expect(lastStep).not.toHaveClass(/reveal-pending/);
    await expect(lastStep).toHaveCSS("opacity", "1");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(lastStep).not.toHaveClass(/reveal-pending/);
  });

  test("with reduced motion nothing is hidden for animation", async ({ browser }) => {
    const context = await browser.newContext({
      reducedMotion: "reduce",
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto("/about");
    await hydrated(page);
    await expect(page.locator(".reveal-pending")).toHaveCount(0);
    await context.close();
  });
});
