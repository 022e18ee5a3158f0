/**
 * Spec 000 §2 (with §3 and §9 where they fix a count): home, about, the
 * services page and a service's page, on a fresh install. The rating,
 * review and customer figures are the readings the specification places
 * on each page (spec 000 §9 "Claims vary between pages and both readings
 * stand").
 */
import { describe, expect, it } from "vitest";
import {
  closingSection,
  expectBookingLink,
  expectInOrder,
  expectWords,
  expectWordsAnyCase,
  link,
  links,
  region,
  type Site,
  stat,
  stats,
  words,
} from "./site";

/** Spec 000 §3 "Service (static, nine) ... Ids", in this order. */
export const serviceIds = [
  "interior-painting",
  "exterior-painting",
  "commercial-painting",
  "floor-coatings",
  "drywall-installation",
  "drywall-repair",
  "cabinet-refinishing",
  "popcorn-texture-removal",
  "texturing-services",
];

/** The distinct /service/... addresses a part of a page links to, in order. */
function serviceLinks(where: ParentNode): string[] {
  return [...new Set(links(where).map((entry) => entry.href))]
    .filter((href) => href.startsWith("/service/"))
    .map((href) => href.slice("/service/".length));
}

function hero(main: Element): Element {
  return main.querySelector("h1")?.closest("section") ?? main;
}

export function describeContentPages(site: Site) {
  describe("spec 000 §2 Home (/)", () => {
    it('"Sections in order": Hero, Our Premium Services, Large Companies vs Advanced Painting, Stats and reviews, Simple 4-Step Process, Transform Your Home Today', async () => {
      const { main } = await site.page("/");
      expectInOrder(main, [
        "Professional Painting Services",
        "Our Premium Services",
        "Large Companies vs Advanced Painting",
        "Happy Customers",
        "Simple 4-Step Process",
        "Transform Your Home Today",
      ]);
    });

    it('"Hero: headline Professional Painting Services, rating 4.9 with 190+ reviews, badges (...), buttons Schedule Free Estimate and a call button"', async () => {
      const { main } = await site.page("/");
      const top = hero(main);
      expect(words(main.querySelector("h1"))).toBe("Professional Painting Services");
      expectWords(top, "Rated 4.9 by 190+ reviews");
      expectWordsAnyCase(
        top,
        "Same-day estimates",
        "3-year warranty",
        "15+ years experience",
        "On time and on budget",
        "Clear communication",
      );
      expectBookingLink(link(top, "Schedule Free Estimate"));
      expect(links(top).some((entry) => entry.href.startsWith("tel:"))).toBe(true);
    });

    it('"Our Premium Services: the first six of the nine services as cards, plus View All Services to /services" (§9 "Home shows the first 6 of 9 services")', async () => {
      const part = region((await site.page("/")).main, "Our Premium Services");
      expect(serviceLinks(part)).toEqual(serviceIds.slice(0, 6));
      expect(link(part, "View All Services").href).toBe("/services");
    });

    it('"Large Companies vs Advanced Painting: a comparison table with rows estimate by owner, work by owner, direct communication, consistent quality, accountability, oversight, pricing; buttons Schedule Your Personal Estimate and Call {name} Directly"', async () => {
      const part = region((await site.page("/")).main, "Large Companies vs Advanced Painting");
      const rows = [...part.querySelectorAll("tbody tr")].map((row) =>
        words(row.firstElementChild).toLowerCase(),
      );
      expect(rows).toEqual([
        "estimate by owner",
        "work by owner",
        "direct communication",
        "consistent quality",
        "accountability",
        "oversight",
        "pricing",
      ]);
      expectBookingLink(link(part, "Schedule Your Personal Estimate"));
      expect(link(part, /^Call \S+ Directly$/).href).toMatch(/^tel:/);
    });

    it('"Stats and reviews: 720+ Happy Customers, 15+ Years Experience, 100% Satisfaction Rate, 4.9 Average Rating; ... three static testimonial cards"', async () => {
      const { main } = await site.page("/");
      expect(stats(main)).toEqual([
        ["Happy Customers", "720+"],
        ["Years Experience", "15+"],
        ["Satisfaction Rate", "100%"],
        ["Average Rating", "4.9"],
      ]);
      const reviews = main.querySelector("dl")?.closest("section") ?? main;
      expect(reviews.querySelectorAll("blockquote").length).toBe(3);
    });

    it('"Simple 4-Step Process: Get Your Quote, Choose Your Colors, Professional Painting, Final Walkthrough"; "Closing call to action: Transform Your Home Today"', async () => {
      const { main } = await site.page("/");
      const part = region(main, "Simple 4-Step Process");
      expectInOrder(part, [
        "Get Your Quote",
        "Choose Your Colors",
        "Professional Painting",
        "Final Walkthrough",
      ]);
      const closing = region(main, "Transform Your Home Today");
      expectBookingLink(link(closing, /Schedule/));
    });
  });

  describe("spec 000 §2 About (/about)", () => {
    it('"Hero; Our Story; Why Choose Us with eight feature cards ...; six-step How We Work; a call to action with a booking link and phone"', async () => {
      const { main } = await site.page("/about");
      expect(main.querySelector("h1")).not.toBeNull();
      expectInOrder(main, ["Our Story", "Why Choose Us", "How We Work"]);
      expect(region(main, "Why Choose Us").querySelectorAll("h3").length).toBe(8);
      const steps = region(main, "How We Work");
      expectInOrder(steps, [
        "Initial Consultation",
        "Detailed Estimate",
        "Clear Communication",
        "Project Preparation",
        "Expert Execution",
        "Final Inspection",
      ]);
      expect(steps.querySelectorAll("li").length).toBe(6);
      const closing = closingSection(main);
      expect(links(closing).some((entry) => entry.href.startsWith("tel:"))).toBe(true);
      expectBookingLink(link(closing, /Schedule|Book/));
    });

    it('"stats (1,200+ customers, 8+ years, 4.8 rating, 3 Year warranty)"', async () => {
      const { main } = await site.page("/about");
      expect(stat(main, "Happy Customers")).toBe("1,200+");
      expect(stat(main, "Average Rating")).toBe("4.8");
      const values = stats(main).map(([, value]) => value);
      expect(values).toContain("8+");
      expect(values).toContain("3 Year");
    });
  });

  describe("spec 000 §2 Services (/services)", () => {
    it('"Breadcrumb Home > Services; a grid of all nine service cards" (§3 "The card links to /service/{id} ... and notes premium paints from two named brands")', async () => {
      const { main } = await site.page("/services");
      const crumbs = main.querySelector('nav[aria-label="Breadcrumb"]');
      expect([...(crumbs?.querySelectorAll("li") ?? [])].map(words)).toEqual(["Home", "Services"]);
      expect(serviceLinks(main)).toEqual(serviceIds);
      for (const id of serviceIds) {
        const card = main.querySelector(`a[href="/service/${id}"]`)?.closest("article, li");
        expect(words(card)).toMatch(/Premium paints from \S.* and \S/);
      }
    });

    it('"a credentials strip with four badges (EPA Lead-Safe Certified; Painting Contractors Association member; Fully Insured, up to $1M coverage; 5-Star Rated, based on 190+ reviews)"', async () => {
      const strip = region((await site.page("/services")).main, /credentials/i);
      const badges = [...strip.querySelectorAll("li")].map((badge) => words(badge).toLowerCase());
      expect(badges.length).toBe(4);
      const expected = [
        ["EPA Lead-Safe Certified"],
        ["Painting Contractors Association", "member"],
        ["Fully Insured", "up to $1M coverage"],
        ["5-Star Rated", "based on 190+ reviews"],
      ];
      expected.forEach((phrases, index) => {
        for (const phrase of phrases) expect(badges[index]).toContain(words(phrase).toLowerCase());
      });
    });

    it('"a six-step process list (...); a closing call to action for exterior painting in Vadnais Heights"', async () => {
      const { main } = await site.page("/services");
      const steps = region(main, "Our Process");
      expect(steps.querySelectorAll("ol > li, ul > li").length).toBe(6);
      expectWordsAnyCase(
        steps,
        "initial consultation and project assessment",
        "detailed quote and timeline planning",
        "surface preparation and protection",
        "professional application of materials",
        "quality inspection and touch-ups",
        "complete cleanup and walkthrough",
      );
      const closing = closingSection(main);
      expectWordsAnyCase(closing, "exterior", "Vadnais Heights");
      expectBookingLink(link(closing, /Schedule/));
    });

    it('"An exterior-painting hero offers buttons to book, call, and View Past Projects (/gallery)"', async () => {
      const top = hero((await site.page("/services")).main);
      expectWordsAnyCase(top, "Exterior Painting");
      expectBookingLink(link(top, /Schedule|Book/));
      expect(links(top).some((entry) => entry.href.startsWith("tel:"))).toBe(true);
      expect(link(top, "View Past Projects").href).toBe("/gallery");
    });
  });

  describe("spec 000 §2 Service detail (/service/:serviceSlug)", () => {
    it("\"a back link to /services, title and description, a Schedule Free Estimate button (external booking, new tab), a call link, a What's Included list (the service's six features), an ordered Our Process list\"", async () => {
      const { main } = await site.page("/service/interior-painting");
      expect(links(main).some((entry) => entry.href === "/services" && /back/i.test(entry.label))).toBe(true);
      expect(words(main.querySelector("h1"))).toBe("Interior Painting");
      expectBookingLink(link(main, "Schedule Free Estimate"));
      expect(links(main).some((entry) => entry.href.startsWith("tel:"))).toBe(true);
      const included = [...region(main, "What's Included").querySelectorAll("li")].map(words);
      expect(included.length).toBe(6);
      // The same six features as the service's card (spec 000 §3 "features (six bullet strings)").
      const card = (await site.page("/services")).main
        .querySelector('a[href="/service/interior-painting"]')
        ?.closest("article, li");
      expect([...(card?.querySelectorAll("ul li") ?? [])].map(words)).toEqual(included);
      expect(region(main, "Our Process").querySelectorAll("ol > li").length).toBeGreaterThan(0);
      // "Breadcrumb and trust-list pieces appear on detail pages"
      expect(main.querySelector('nav[aria-label="Breadcrumb"]')).not.toBeNull();
    });

    it('"a closing call to action with the text Join over 190+ satisfied customers"', async () => {
      expectWords((await site.page("/service/interior-painting")).main, "Join over 190+ satisfied customers");
    });

    it('"Slugs with specific text: interior-painting, ..., texturing-services"', async () => {
      for (const id of serviceIds) {
        const page = await site.page(`/service/${id}`);
        expect(page.status, id).toBe(200);
        expect(region(page.main, "What's Included").querySelectorAll("li").length, id).toBe(6);
      }
    });

    it("\"If the service is not found, a Service Not Found screen reads Sorry, the service you're looking for doesn't exist and offers a View All Services link to /services\" (§8)", async () => {
      const { main } = await site.page("/service/no-such-service");
      expectWords(main, "Service Not Found", "Sorry, the service you're looking for doesn't exist");
      expect(link(main, "View All Services").href).toBe("/services");
    });
  });
}
