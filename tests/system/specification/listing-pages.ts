/**
 * Spec 000 §2 (with §3, §8 and §9 where they fix a count or a message): the
 * gallery, the blog list, a blog post, the service-areas index and a city
 * page, on a fresh install.
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

/** Spec 000 §2 "Blog slugs named in site links". */
const namedPostSlugs = [
  "reasons-to-hire-local-painter-vadnais-heights",
  "interior-painting-tips-minnesota-winter-colors",
  "exterior-painting-preparation-vadnais-heights-minnesota",
  "interior-painting-white-bear-lake-guide",
  "exterior-painting-roseville-best-practices",
];

/** Spec 000 §2 Service areas index: "Slugs include ..., plus bloomington, little-canada". */
const namedCitySlugs = [
  "shoreview",
  "vadnais-heights",
  "white-bear-lake",
  "north-oaks",
  "arden-hills",
  "roseville",
  "lino-lakes",
  "minneapolis",
  "st-paul",
  "blaine",
  "coon-rapids",
  "anoka",
  "hugo",
  "forest-lake",
  "stillwater",
  "oakdale",
  "lake-elmo",
  "maplewood",
  "woodbury",
  "burnsville",
  "apple-valley",
  "savage",
  "eagan",
  "minnetonka",
  "plymouth",
  "maple-grove",
  "wayzata",
  "eden-prairie",
];

export const blogPost = "/blog/exterior-painting-preparation-vadnais-heights-minnesota";

/** Spec 000 §3 "Categories" of the blog posts. */
const blogCategories = [
  "Local Services",
  "Interior Painting",
  "Exterior Painting",
  "Commercial Painting",
  "Cabinet Refinishing",
  "Home Improvement",
  "Exterior Maintenance",
  "Kitchen Design",
  "Drywall Services",
  "Color Design",
  "Hiring Guides",
];

const linksIn = (where: Element | null | undefined) => (where ? links(where) : []);

const hero = (main: Element) => main.querySelector("h1")?.closest("section") ?? main;

export function describeListingPages(site: Site) {
  describe("spec 000 §2 Gallery (/gallery)", () => {
    it('"Hero titled Gallery of Our Work with badge Our Portfolio; category filter buttons; a text search box (placeholder: Search gallery by title or category...)"', async () => {
      const { main } = await site.page("/gallery");
      expect(words(main.querySelector("h1"))).toBe("Gallery of Our Work");
      expectWords(hero(main), "Our Portfolio");
      // Spec 000 §3 "Categories: All, Interior Painting, ..., Playground"
      const filters = main.querySelector('a[href^="/gallery?category="]')?.closest("ul, nav");
      expect(linksIn(filters).map((entry) => entry.label)).toEqual(
        [
          "All",
          "Interior Painting",
          "Exterior Painting",
          "Commercial",
          "Drywall",
          "Cabinets",
          "Bathroom",
          "Garage",
          "Basement",
          "Knockdown Texture",
          "Deck & Fence",
          "Playground",
        ].map((label) => words(label)),
      );
      expect(main.querySelector('input[type="search"]')?.getAttribute("placeholder")).toBe(
        "Search gallery by title or category...",
      );
    });

    it('§3 "About 95 items are built in"; §8 "No projects found matching your search."', async () => {
      const count = /of (\d+) projects/.exec(words((await site.page("/gallery")).main))?.[1];
      expect(Number(count)).toBeGreaterThanOrEqual(90);
      expect(Number(count)).toBeLessThanOrEqual(100);
      expectWords((await site.page("/gallery?q=zzqqxx")).main, "No projects found matching your search.");
    });
  });

  describe("spec 000 §2 Blog list (/blog)", () => {
    it('"Hero with links to /services, /contact and /gallery; Recent Articles with a search box (placeholder: Search articles...), category chips"', async () => {
      const { main } = await site.page("/blog");
      const heroLinks = links(hero(main)).map((entry) => entry.href);
      for (const href of ["/services", "/contact", "/gallery"]) expect(heroLinks).toContain(href);
      const articles = region(main, "Recent Articles");
      expect(articles.querySelector('input[type="search"]')?.getAttribute("placeholder")).toBe(
        "Search articles...",
      );
      // §3 "The category filter list is the distinct categories of the posts"
      const chips = links(articles)
        .filter((entry) => entry.href.includes("category="))
        .map((entry) => entry.label);
      expect([...chips].sort()).toEqual([...blogCategories].sort());
    });

    it('"a grid of article cards each linking to /blog/{slug}; pagination" (§9 "Blog page size 6"; §3 "13 posts dated 2025-03-28 to 2025-05-09")', async () => {
      const pages = await Promise.all(
        ["/blog", "/blog?page=2", "/blog?page=3"].map((path) => site.page(path)),
      );
      const cards = pages.map((page) => [...page.main.querySelectorAll("article")]);
      expect(cards.map((list) => list.length)).toEqual([6, 6, 1]);
      const slugs = cards.flat().map((card) => card.querySelector('a[href^="/blog/"]')?.getAttribute("href"));
      expect(new Set(slugs).size).toBe(13);
      const dates = cards.flat().map((card) => card.querySelector("time")?.getAttribute("datetime") ?? "");
      expect([...dates].sort()[0]).toBe("2025-03-28");
      expect([...dates].sort().at(-1)).toBe("2025-05-09");
    });

    it('"The page number lives in the query parameter page, omitted when 1"; "Previous hidden on page 1, Next hidden on the last page"', async () => {
      const first = (await site.page("/blog")).main.querySelector('nav[aria-label="Pagination"]');
      const last = (await site.page("/blog?page=3")).main.querySelector('nav[aria-label="Pagination"]');
      expect(first && link(first, "1").href).toBe("/blog");
      expect(first && link(first, "2").href).toBe("/blog?page=2");
      expect(linksIn(first).some((entry) => /Previous/i.test(entry.label))).toBe(false);
      expect(linksIn(first).some((entry) => /Next/i.test(entry.label))).toBe(true);
      expect(linksIn(last).some((entry) => /Next/i.test(entry.label))).toBe(false);
      expect(linksIn(last).some((entry) => /Previous/i.test(entry.label))).toBe(true);
    });

    it('"a Clear Filter button"; §8 "No articles found matching your search criteria. with a Clear filters button"', async () => {
      expectWords((await site.page("/blog?category=exterior-painting")).main, "Clear Filter");
      expectWords(
        (await site.page("/blog?q=zzqqxx")).main,
        "No articles found matching your search criteria.",
        "Clear filters",
      );
    });

    it('"a call-to-action block headed Ready to Transform Your Space? offering an external booking link for a free estimate, a phone link labelled Call Now, and a link to the gallery"', async () => {
      const block = region((await site.page("/blog")).main, "Ready to Transform Your Space?");
      expectBookingLink(link(block, /Estimate/));
      expect(link(block, "Call Now").href).toMatch(/^tel:/);
      expect(links(block).some((entry) => entry.href === "/gallery")).toBe(true);
    });
  });

  describe("spec 000 §2 Blog post (/blog/{slug})", () => {
    it('"a back link to the blog, title, date (format like MMMM d, yyyy), author, and a category link to /blog/category/{category lowercased, spaces replaced by hyphens}"', async () => {
      const page = await site.page(blogPost);
      const { main } = page;
      expect(links(main).some((entry) => entry.href === "/blog" && /back/i.test(entry.label))).toBe(true);
      expect(words(main.querySelector("h1"))).toBe(
        "How to Prepare Your Vadnais Heights Home for Exterior Painting",
      );
      expect(words(main.querySelector("time"))).toMatch(
        /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
      );
      const posting = page.jsonLd.find((item) => /Posting|Article/.test(String(item["@type"])));
      expectWords(main, String((posting?.author as { name?: string } | undefined)?.name ?? "(no author)"));
      expect(links(main).some((entry) => entry.href === "/blog/category/exterior-painting")).toBe(true);
    });

    it('"the hero image, the body (headings, lists and bold), and a Related Services box with up to 3 service links"; "Tag links go to /blog/tag/{tag}. Share links: Facebook, Twitter, LinkedIn and e-mail"', async () => {
      const { main } = await site.page(blogPost);
      expect(main.querySelector("img")).not.toBeNull();
      expect(main.querySelectorAll("h2").length).toBeGreaterThan(1);
      const services = links(region(main, "Related Services")).filter((entry) =>
        entry.href.startsWith("/service/"),
      );
      expect(services.length).toBeGreaterThan(0);
      expect(services.length).toBeLessThanOrEqual(3);
      expect(links(main).some((entry) => /^\/blog\/tag\/[\w-]+$/.test(entry.href))).toBe(true);
      const hrefs = links(main).map((entry) => entry.href);
      for (const share of [
        /facebook\.com\/shar/,
        /(twitter|x)\.com\/intent/,
        /linkedin\.com\/shar/,
        /^mailto:\?/,
      ]) {
        expect(
          hrefs.some((href) => share.test(href)),
          String(share),
        ).toBe(true);
      }
    });

    it('"Related Articles: up to 3 posts of the same category. You might also like: up to 2 posts sharing a tag"; "A Minnesota Painting Fact box"; "Closing call to action: Schedule Free Estimate (external booking) and Contact Us (/contact)"', async () => {
      const { main } = await site.page(blogPost);
      const related = region(main, "Related Articles").querySelectorAll("article");
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(3);
      for (const card of related) expectWords(card, "Exterior Painting");
      expect(region(main, "You might also like").querySelectorAll("article").length).toBeLessThanOrEqual(2);
      expectWords(main, "Minnesota Painting Fact");
      const closing = closingSection(main);
      expectBookingLink(link(closing, "Schedule Free Estimate"));
      expect(link(closing, "Contact Us").href).toBe("/contact");
    });

    it('"If no post matches the slug, redirect to /blog"; the slugs named in site links exist', async () => {
      const missing = await fetch(`${site.base}/blog/no-such-post-here`, { redirect: "manual" });
      expect([301, 302, 303, 307, 308]).toContain(missing.status);
      expect(new URL(missing.headers.get("location") ?? "", site.base).pathname).toBe("/blog");
      const statuses = await site.statuses(namedPostSlugs.map((slug) => `/blog/${slug}`));
      expect(Object.values(statuses)).toEqual(namedPostSlugs.map(() => 200));
    });
  });

  describe("spec 000 §2 Service areas index (/service-areas)", () => {
    it('"a grid of 29 primary city cards each linking to /service-area/{slug}"; "Slugs include shoreview, ..., eden-prairie, plus bloomington, little-canada"', async () => {
      const { main } = await site.page("/service-areas");
      expect(main.querySelector("h1")).not.toBeNull();
      const cards = [...main.querySelectorAll("ul, ol")].find((list) =>
        list.querySelector(':scope > li a[href^="/service-area/"]'),
      );
      const slugs = [...(cards?.querySelectorAll(":scope > li") ?? [])].map((card) =>
        card.querySelector('a[href^="/service-area/"]')?.getAttribute("href")?.slice("/service-area/".length),
      );
      expect(slugs.length).toBe(29);
      for (const slug of namedCitySlugs) expect(slugs).toContain(slug);
      const named = [...namedCitySlugs, "bloomington", "little-canada"].map(
        (slug) => `/service-area/${slug}`,
      );
      const statuses = await site.statuses(named);
      expect(named.filter((path) => statuses[path] !== 200)).toEqual([]);
    });

    it('"a list of 35 additional communities" (one list, each name listed once)', async () => {
      const { main } = await site.page("/service-areas");
      const lists = [...main.querySelectorAll("ul, ol")].filter(
        (list) => list.querySelectorAll(":scope > li").length === 35,
      );
      expect(lists.length).toBe(1);
      const names = [...(lists[0]?.querySelectorAll(":scope > li") ?? [])].map(words);
      const items = [...main.querySelectorAll("li")].map(words);
      for (const name of names) expect(items.filter((item) => item === name).length, name).toBe(1);
    });

    it('"regional painting facts"; "a service-radius map with call and contact links"', async () => {
      const { main } = await site.page("/service-areas");
      expectWordsAnyCase(main, "Minnesota");
      const map = region(main, /radius/i);
      expect(map.querySelector("svg, img, iframe, figure")).not.toBeNull();
      expect(links(map).some((entry) => entry.href.startsWith("tel:"))).toBe(true);
      expect(links(map).some((entry) => entry.href === "/contact")).toBe(true);
    });
  });

  describe("spec 000 §2 City page (/service-area/{slug})", () => {
    it('"hero (3-Year Warranty, 5-Star Rated, phone link, Schedule a Free Estimate, Call Your Local Painters, based on 200+ reviews)"', async () => {
      const { main } = await site.page("/service-area/shoreview");
      const top = hero(main);
      expectWords(main.querySelector("h1"), "Shoreview");
      expectWords(top, "3-Year Warranty", "5-Star Rated");
      expectWordsAnyCase(top, "based on 200+ reviews");
      expect(links(top).some((entry) => entry.href.startsWith("tel:"))).toBe(true);
      expectBookingLink(link(top, "Schedule a Free Estimate"));
      expect(link(top, "Call Your Local Painters").href).toMatch(/^tel:/);
    });

    it('"local intro with a service checklist; six Why Choose Us cards; nearby-area links to /service-area/{slug}; a closing call to action linking to external booking and /gallery; links to /services and /contact"', async () => {
      const { main } = await site.page("/service-area/shoreview");
      const intro = region(main, /Your Local Painters/);
      expect(links(intro).filter((entry) => entry.href.startsWith("/service/")).length).toBeGreaterThan(3);
      expect(region(main, /Why .*Choose Us/).querySelectorAll("h3").length).toBe(6);
      const nearby = links(main).filter(
        (entry) => entry.href.startsWith("/service-area/") && entry.href !== "/service-area/shoreview",
      );
      expect(nearby.length).toBeGreaterThan(0);
      const closing = closingSection(main);
      expectBookingLink(link(closing, /Estimate/));
      expect(links(closing).some((entry) => entry.href === "/gallery")).toBe(true);
      const hrefs = links(main).map((entry) => entry.href);
      expect(hrefs).toContain("/services");
      expect(hrefs).toContain("/contact");
    });

    it('"City name derived from the slug, falling back to Your Area (default record) for unknown cities"', async () => {
      expectWords((await site.page("/service-area/no-such-town")).main, "Your Area");
    });
  });
}
