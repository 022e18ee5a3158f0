import { fillFacts } from "../../app/lib/facts";
import { hiringSteps, jobOpenings } from "../../app/seed/careers";
import { faqItems } from "../../app/seed/faq";
import { scheduleAreas, scheduleOptions } from "../../app/seed/programs";
import { serviceDetails } from "../../app/seed/services";
import { warrantyExclusions, warrantyTrustBar } from "../../app/seed/warranty";
import { expect, hydrated, isMobile, test } from "./fixtures";
import { band, escapeRegExp } from "./support/page-parts";
import { seedSite } from "./support/seed-site";

const { business, claims, hoursLines } = seedSite;

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
    await expect(page.getByText(fillFacts(faqItems[4]!.answer.split("\n\n")[0]!, seedSite))).toBeVisible();
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
      page
        .locator("ol")
        .filter({ hasText: fillFacts(serviceDetails["drywall-repair"]!.process[0]!, seedSite) }),
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
    // One name for one action: the hero's link and the online option's both say Request Online Estimate.
    const online = main.getByRole("link", { name: "Request Online Estimate" });
    await expect(online).toHaveCount(2);
    for (const link of await online.all()) await expect(link).toHaveAttribute("href", "/contact");
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
    // The one weekly schedule, grouped: Mon–Fri, Sat, Sun.
    await expect(office.getByRole("term")).toHaveText(hoursLines.map((line) => line.days));
    await expect(office.getByRole("definition")).toHaveText(hoursLines.map((line) => line.hours));
    expect(hoursLines.map((line) => `${line.days} ${line.hours}`)).toEqual([
      "Mon–Fri 8:00 AM – 6:00 PM",
      "Sat 9:00 AM – 4:00 PM",
      "Sun Closed",
    ]);
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
      warrantyTrustBar.map((item) => fillFacts(item, seedSite)),
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
