import { fillFacts, placedFigures } from "../../app/lib/facts";
import { faqItems } from "../../app/seed/faq";
import { comparisonRows, heroBadges, homeProcess, testimonials } from "../../app/seed/home";
import { services } from "../../app/seed/services";
import { credentials, servicesProcess } from "../../app/seed/services-page";
import { expect, hydrated, isMobile, test } from "./fixtures";
import { band, escapeRegExp } from "./support/page-parts";
import { seedSite } from "./support/seed-site";

const { business } = seedSite;

test.describe("content pages as served, before JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("home shows its six sections in order with every item", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Professional Painting Services");
    await expect(
      // Spec 000 §2 Home: "rating 4.9 with 190+ reviews".
      main.getByText("Rated 4.9 by 190+ reviews"),
    ).toBeVisible();
    const badges = main.getByRole("list", { name: "Why homeowners choose us" }).getByRole("listitem");
    await expect(badges).toHaveText(heroBadges.map((badge) => fillFacts(badge, seedSite)));
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

    // One table at every width: on a phone set tighter, so it takes about a screen (seven stacked cards took 1,800 px).
    const comparison = band(page, `Large Companies vs ${business.shortName}`);
    const rows = comparison.getByRole("table").getByRole("rowheader");
    await expect(rows).toHaveText(comparisonRows.map((r) => r.feature));
    await expect(comparison.getByRole("columnheader")).toHaveText([
      "What you get",
      "Large Companies",
      business.shortName,
    ]);
    if (isMobile(page)) {
      const height = await comparison
        .getByRole("table")
        .evaluate((table) => table.getBoundingClientRect().height);
      expect(height).toBeLessThan(900);
    }
    for (const row of comparisonRows) {
      await expect(
        comparison.getByText(fillFacts(row.ours, seedSite)).filter({ visible: true }),
      ).toBeVisible();
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
      // Spec 000 §2 Home: "720+ Happy Customers, 15+ Years Experience, 100% Satisfaction Rate, 4.9 Average Rating".
      ["720+", "Happy Customers"],
      ["15+", "Years Experience"],
      ["100%", "Satisfaction Rate"],
      ["4.9", "Average Rating"],
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
      // Spec 000 §2 About: "1,200+ customers, 8+ years, 4.8 rating, 3 Year warranty".
      "1,200+",
      "8+",
      "4.8",
      "3 Year",
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
    // Spec 000 §2 Services: "5-Star Rated, based on 190+ reviews" among the four badges.
    for (const c of credentials)
      await expect(
        page.getByText(fillFacts(c.title, seedSite, placedFigures(seedSite, "services")), { exact: true }),
      ).toBeVisible();
    await expect(page.getByText("5-Star Rated", { exact: true })).toBeVisible();
    await expect(page.getByText("Based on 190+ reviews", { exact: true })).toBeVisible();
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

test.describe("/services' parts without behaviour", () => {
  test("load no code on a direct visit, and show the same on a visit by a link", async ({ page }) => {
    const sections = /\/services-sections-[\w-]+\.js$/;
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const sameContent = async () => {
      await expect(page.getByRole("article")).toHaveCount(9);
      await expect(
        page.locator(`[id="${services[0]!.id}"]`).getByRole("link", { name: /^Learn more about/ }),
      ).toHaveAttribute("href", `/service/${services[0]!.id}`);
      await expect(page.getByText(fillFacts(credentials[0]!.title, seedSite), { exact: true })).toBeVisible();
      await expect(band(page, "Our Process").getByRole("heading", { level: 3 })).toHaveCount(
        servicesProcess.length,
      );
    };
    await page.goto("/services");
    await hydrated(page);
    await sameContent();
    // A page without the framework's scripts (decision 0030): none of the page's code at all.
    expect(scripts.filter((path) => sections.test(path) || /entry\.client/.test(path))).toEqual([]);

    // From the blog, once its scripts run, by its hero's link: rendered in the browser this time, with their code.
    await page.goto("/blog");
    await hydrated(page);
    await page.getByRole("main").locator('a[href="/services"]').first().click();
    await expect(page).toHaveURL(/\/services$/);
    await sameContent();
    expect(scripts.filter((path) => sections.test(path)).length).toBeGreaterThan(0);
  });
});
