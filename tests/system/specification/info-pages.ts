/**
 * Spec 001 §2 (with §3 and §9 where they fix a count or a figure): the
 * warranty, careers, FAQ, legal, 404 and sitemap pages, on a fresh install.
 */
import { describe, expect, it } from "vitest";
import {
  closingSection,
  expectBookingLink,
  expectWords,
  expectWordsAnyCase,
  link,
  links,
  region,
  type Site,
  words,
} from "./site";

/** Today's date (YYYY-MM-DD) in the business's time zone and in UTC: "the current date" is one of them. */
function todays(): string[] {
  const now = new Date();
  const chicago = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(now);
  return [chicago, now.toISOString().slice(0, 10)];
}

export function describeInfoPages(site: Site) {
  describe("spec 001 §2 /warranty", () => {
    it('"A 3-year written warranty page: trust bar, coverage list, four-step claim process, exclusions, a sidebar with guarantees and contact, a commitment section with four badges, and a closing call to action"', async () => {
      const { main } = await site.page("/warranty");
      expectWordsAnyCase(main.querySelector("h1"), "3-Year Written Warranty");
      expect(region(main, /Covers/i).querySelectorAll("li").length).toBeGreaterThan(0);
      const claim = region(main, /Claim/i);
      expect(claim.querySelectorAll("ol > li").length).toBe(4);
      expect(
        region(main, /Isn't Covered|Not Covered|Exclusions/i).querySelectorAll("li").length,
      ).toBeGreaterThan(0);
      const aside = main.querySelector("aside");
      expect(aside, "the sidebar").not.toBeNull();
      expect(
        links(aside ?? main).some((entry) => entry.href.startsWith("tel:") || entry.href === "/contact"),
      ).toBe(true);
      expect(region(main, /Commitment/i).querySelectorAll("li").length).toBe(4);
      expectBookingLink(link(closingSection(main), /Schedule|Estimate/));
      // Spec 001 §9 "the warranty page says 3 years written"; "Insurance up to 1 million dollars"
      expectWordsAnyCase(main, "3-year written warranty", "$1M");
    });
  });

  describe("spec 001 §2 /careers and §3 Job opening, Hiring step", () => {
    const openings = ["Experienced Painter", "Drywall Specialist", "Apprentice Painter", "Project Estimator"];

    it('"Hero, six benefit cards, a work-culture block, four openings ..., a five-step hiring process, and a closing call to action"', async () => {
      const { main } = await site.page("/careers");
      expect(main.querySelector("h1")).not.toBeNull();
      const hero = main.querySelector("h1")?.closest("section");
      const benefits = hero?.nextElementSibling;
      expect(benefits?.querySelectorAll("h3").length).toBe(6);
      const hiring = region(main, /Hiring Process/i);
      expect(hiring.querySelectorAll("ol > li").length).toBe(5);
      // §3 "Five steps; decision typically within 1-2 weeks"
      expectWords(hiring, "1-2 weeks");
      expect(closingSection(main).querySelector("a[href]")).not.toBeNull();
    });

    it('"four openings each with an Apply Now e-mail link whose subject carries the position title" (§3 "type (all Full-time), location (Twin Cities Area)")', async () => {
      const { main } = await site.page("/careers");
      const section = region(main, /Open Positions/i);
      for (const title of openings) {
        const heading = [...section.querySelectorAll("h3")].find((h) => words(h) === title);
        expect(heading, title).toBeDefined();
        const card = heading?.closest("li, article") ?? section;
        expectWords(card, "Full-time", "Twin Cities Area");
        const apply = links(card).find((entry) => /^Apply Now/.test(entry.label));
        expect(apply?.href, `Apply Now for ${title}`).toMatch(/^mailto:/);
        const subject = new URL(apply?.href ?? "mailto:x").searchParams.get("subject");
        expect(subject).toContain(title);
      }
      expect(section.querySelectorAll("h3").length).toBe(4);
    });

    it('§3 "Posted pay range for the painter role: 20-30 USD per hour"', async () => {
      const { main } = await site.page("/careers");
      const heading = [...main.querySelectorAll("h3")].find((h) => words(h) === "Experienced Painter");
      expect(words(heading?.closest("li, article"))).toMatch(/\$20-\$?30 (per|an|\/) ?hour/i);
    });
  });

  describe("spec 001 §2 /faq and §4 FAQ accordion", () => {
    it('"A single-open collapsible accordion of ten questions, plus call and contact links"', async () => {
      const { main } = await site.page("/faq");
      const items = [...main.querySelectorAll("details")];
      expect(items.length).toBe(10);
      // "at most one item open": one exclusive group (<details name>), none open at first.
      expect(new Set(items.map((item) => item.getAttribute("name"))).size).toBe(1);
      expect(items[0]?.getAttribute("name")).toBeTruthy();
      const hrefs = links(main).map((entry) => entry.href);
      expect(hrefs.some((href) => href.startsWith("tel:"))).toBe(true);
      expect(hrefs).toContain("/contact");
    });

    it('spec 001 §9 "The FAQ says interior 3 years and exterior 5 years"; "FAQ counties served (seven)"; spec 000 §9 "$3,000 to $8,000; best season May through September above 50°F"', async () => {
      const { main } = await site.page("/faq");
      expectWordsAnyCase(main, "3-year", "5 years", "$3,000", "$8,000", "May through September", "50°F");
      for (const county of ["Hennepin", "Ramsey", "Anoka", "Washington", "Dakota", "Scott", "Carver"]) {
        expectWords(main, county);
      }
    });
  });

  describe("spec 001 §2 /privacy-policy and /terms-of-service", () => {
    it.each(["/privacy-policy", "/terms-of-service"])(
      '"Static legal text with a Last Updated date set to the current date": %s',
      async (path) => {
        const { main } = await site.page(path);
        expectWords(main, "Last Updated");
        const updated = [...main.querySelectorAll("time")].map((time) => time.getAttribute("datetime") ?? "");
        expect(updated.some((date) => todays().includes(date.slice(0, 10)))).toBe(true);
      },
    );
  });

  describe("spec 001 §2 404 page", () => {
    it('"Shows Page Not Found with Back to Home and Go Back" (§8 "Unknown route: 404 page")', async () => {
      const page = await site.page("/no-such-page-anywhere");
      expect(page.status).toBe(404);
      expectWords(page.main, "Page Not Found", "Go Back");
      expect(link(page.main, "Back to Home").href).toBe("/");
      expect(words(page.main)).not.toContain("Admin Tools");
    });

    it('"If the query parameter admin equals true it also shows Admin Tools"', async () => {
      expectWords((await site.page("/no-such-page-anywhere?admin=true")).main, "Admin Tools");
    });
  });

  describe("spec 001 §2 /sitemap", () => {
    it('"Links to the XML sitemaps, a sitemap error checker, an SEO health check, and a toggle for advanced SEO tools"', async () => {
      const { main } = await site.page("/sitemap");
      const hrefs = links(main).map((entry) => entry.href);
      // §9 "six sitemap files"
      for (const file of ["index", "main", "services", "blog", "service-areas"]) {
        expect(hrefs).toContain(`/sitemap-${file}.xml`);
      }
      expect(hrefs).toContain("/sitemap.xml");
      expectWordsAnyCase(main, "Sitemap Error Checker", "SEO Health Check", "Advanced SEO Tools");
    });

    it('"Link lists: main navigation, services, legal pages, contact, service areas, blog topics"', async () => {
      const { main } = await site.page("/sitemap");
      const headings = [...main.querySelectorAll("h2")].map(words);
      for (const list of [/Main Navigation/i, /Services/i, /Legal/i, /Contact/i, /Service Areas/i, /Blog/i]) {
        expect(
          headings.some((heading) => list.test(heading)),
          String(list),
        ).toBe(true);
      }
      const hrefs = links(main).map((entry) => entry.href);
      for (const path of [
        "/privacy-policy",
        "/terms-of-service",
        "/contact",
        "/service-area/shoreview",
        "/services",
      ]) {
        expect(hrefs).toContain(path);
      }
    });
  });
}
