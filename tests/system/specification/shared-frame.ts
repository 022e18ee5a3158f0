/**
 * Spec 000 §1 (what the product claims) and §2 (the main navigation, the
 * global header and footer, and the route list with its shared layout), on
 * a fresh install.
 */
import { describe, expect, it } from "vitest";
import {
  banner,
  contentInfo,
  expectBookingLink,
  expectWords,
  expectWordsAnyCase,
  hoursPattern,
  link,
  links,
  type Site,
  words,
} from "./site";

/** Spec 000 §2 "Main navigation (in this order)": label and route; null for the external booking page. */
const mainNavigation: [string, string | null][] = [
  ["Home", "/"],
  ["Services", "/services"],
  ["Gallery", "/gallery"],
  ["About", "/about"],
  ["Blog", "/blog"],
  ["Service Areas", "/service-areas"],
  ["Warranty", "/warranty"],
  ["Careers", "/careers"],
  ["Contact", "/contact"],
  ["Schedule Estimate", null],
  ["Nominate", "/nominate"],
];

/** Spec 000 §2 and spec 001 §2 "Route list with a shared layout" (a real slug for each parameter). */
export const layoutRoutes: [string, number][] = [
  ["/", 200],
  ["/about", 200],
  ["/services", 200],
  ["/service/interior-painting", 200],
  ["/gallery", 200],
  ["/blog", 200],
  ["/blog/exterior-painting-preparation-vadnais-heights-minnesota", 200],
  ["/contact", 200],
  ["/service-areas", 200],
  ["/service-area/shoreview", 200],
  ["/sitemap", 200],
  ["/admin", 200],
  ["/schedule", 200],
  ["/nominate", 200],
  ["/warranty", 200],
  ["/careers", 200],
  ["/faq", 200],
  ["/privacy-policy", 200],
  ["/terms-of-service", 200],
  ["/no-such-page-anywhere", 404],
];

/** The footer's four link columns (spec 000 §2 "Footer"). */
const footerColumns = ["Our Services", "Service Areas", "Company", "Legal"];

function mainNavs(header: Element): Element[] {
  return [...header.querySelectorAll("nav")].filter((nav) =>
    /main/i.test(nav.getAttribute("aria-label") ?? ""),
  );
}

function columnHeadings(footer: Element): string[] {
  return [...footer.querySelectorAll("h2, h3, h4")].map(words).filter((text) => footerColumns.includes(text));
}

function column(footer: Element, heading: string): Element {
  const found = [...footer.querySelectorAll("h2, h3, h4")].find((h) => words(h) === heading);
  expect(found, `footer column ${heading}`).toBeDefined();
  return (found?.closest("nav, section, div") ?? footer) as Element;
}

export function describeSharedFrame(site: Site) {
  describe("spec 000 §2 Main navigation", () => {
    it('"Home, Services, Gallery, About, Blog, Service Areas, Warranty, Careers, Contact, Schedule Estimate (external booking page, new tab, between Contact and Nominate), Nominate"', async () => {
      const header = banner((await site.page("/")).doc);
      const navs = header ? mainNavs(header) : [];
      // "a desktop layout (horizontal row) and a mobile layout (vertical list)"
      expect(navs.length).toBeGreaterThanOrEqual(1);
      for (const nav of navs) {
        const entries = links(nav);
        expect(entries.map((entry) => entry.label)).toEqual(mainNavigation.map(([label]) => label));
        mainNavigation.forEach(([, route], index) => {
          const entry = entries[index];
          if (route === null) expectBookingLink(entry as NonNullable<typeof entry>);
          else expect(entry?.href).toBe(route);
        });
      }
    });

    it('"The current route is highlighted and marked as the current page"', async () => {
      const header = banner((await site.page("/services")).doc);
      const navs = header ? mainNavs(header) : [];
      expect(navs.length).toBeGreaterThanOrEqual(1);
      for (const nav of navs) {
        const current = [...nav.querySelectorAll('[aria-current="page"]')].map(words);
        expect(current).toEqual(["Services"]);
      }
    });

    it('"Search engines receive structured site-navigation data listing the internal entries only"', async () => {
      const page = await site.page("/");
      const list = page.jsonLd.find((item) => JSON.stringify(item).includes("SiteNavigationElement"));
      const names = ((list?.itemListElement as { name: string }[] | undefined) ?? []).map(
        (item) => item.name,
      );
      expect(names).toEqual(mainNavigation.filter(([, route]) => route !== null).map(([label]) => label));
    });
  });

  describe("spec 000 §2 Global header", () => {
    it('"Header: logo link to home, desktop navigation, phone, a Schedule Free Estimate button"', async () => {
      const header = banner((await site.page("/")).doc);
      expect(header, "the page's banner").toBeDefined();
      if (!header) return;
      expect(header.querySelector('a[href="/"]'), "logo link to home").not.toBeNull();
      expect(mainNavs(header).length).toBeGreaterThanOrEqual(1);
      expect(links(header).some((entry) => entry.href.startsWith("tel:"))).toBe(true);
      expectBookingLink(link(header, "Schedule Free Estimate"));
    });

    it('"On mobile: a phone button and a slide-in menu with a contact block, the navigation, a booking button, the text Licensed & Insured and the text Serving Minnesota since 2009"', async () => {
      const header = banner((await site.page("/")).doc);
      const menu = header?.querySelector("dialog, [role=dialog], #mobile-menu");
      expect(menu, "the mobile menu").toBeTruthy();
      if (!header || !menu) return;
      expect(header.querySelector('a[href^="tel:"][aria-label]'), "a phone button").not.toBeNull();
      expect(links(menu).some((entry) => entry.href.startsWith("tel:"))).toBe(true);
      expect(links(menu).some((entry) => entry.href.startsWith("mailto:"))).toBe(true);
      expect(mainNavs(menu).length).toBe(1);
      expectBookingLink(link(menu, /Schedule/));
      expectWords(menu, "Licensed & Insured", "Serving Minnesota since 2009");
    });

    it('"Theme toggle button labelled Toggle theme"', async () => {
      const header = banner((await site.page("/")).doc);
      const toggle = [...(header?.querySelectorAll("button") ?? [])].find(
        (button) => button.getAttribute("aria-label") === "Toggle theme" || words(button) === "Toggle theme",
      );
      expect(toggle).toBeDefined();
    });
  });

  describe("spec 000 §2 Global footer", () => {
    it('"Footer: about blurb, contact info, four link columns (Our Services, Service Areas, Company, Legal)"', async () => {
      const footer = contentInfo((await site.page("/")).doc);
      expect(footer, "the page's content info").toBeDefined();
      if (!footer) return;
      expect(columnHeadings(footer)).toEqual(footerColumns);
      expect(links(footer).some((entry) => entry.href.startsWith("tel:"))).toBe(true);
      expect(links(footer).some((entry) => entry.href.startsWith("mailto:"))).toBe(true);
      // Spec 000 §1 "a business address in Shoreview, MN"
      expectWords(footer, "Shoreview, MN");
    });

    it('"Service links in the footer: interior-painting, exterior-painting, commercial-painting, drywall-installation"', async () => {
      const footer = contentInfo((await site.page("/")).doc);
      if (!footer) throw new Error("no footer");
      expect(links(column(footer, "Our Services")).map((entry) => entry.href)).toEqual(
        ["interior-painting", "exterior-painting", "commercial-painting", "drywall-installation"].map(
          (slug) => `/service/${slug}`,
        ),
      );
    });

    it('"A shorter footer/home list names vadnais-heights, white-bear-lake, shoreview, roseville"', async () => {
      const footer = contentInfo((await site.page("/")).doc);
      if (!footer) throw new Error("no footer");
      const areas = links(column(footer, "Service Areas"))
        .map((entry) => entry.href)
        .filter((href) => href.startsWith("/service-area/"));
      expect(areas).toEqual(
        ["vadnais-heights", "white-bear-lake", "shoreview", "roseville"].map(
          (slug) => `/service-area/${slug}`,
        ),
      );
    });

    it('"a business card (hours Mon-Fri 8:00 AM-6:00 PM)"', async () => {
      const footer = contentInfo((await site.page("/")).doc);
      expect(words(footer)).toMatch(hoursPattern(["Mon-Fri"], "8:00 AM", "6:00 PM"));
    });

    it('"Social links in the footer: Facebook, Instagram, TikTok, X, YouTube, Yelp and a paint-colour selection site"', async () => {
      const footer = contentInfo((await site.page("/")).doc);
      const social = (footer ? links(footer) : []).filter(
        (entry) => entry.newTab && /^https:/.test(entry.href),
      );
      const names = social.map((entry) => entry.label);
      for (const name of ["Facebook", "Instagram", "TikTok", "X", "YouTube", "Yelp"])
        expect(names).toContain(name);
      expect(names.some((name) => /colou?r/i.test(name))).toBe(true);
    });

    it('"copyright with the current year"', async () => {
      const footer = contentInfo((await site.page("/")).doc);
      const year = new Date().getFullYear();
      // The business's own clock may still be in the old year for a few hours on New Year's Eve (UTC).
      expect(words(footer)).toMatch(new RegExp(`© ?(${year}|${year - 1})`));
    });
  });

  describe("spec 000 §2 / spec 001 §2 Route list with a shared layout", () => {
    it.each(layoutRoutes)(
      '"Every page sits in a layout with the shared header and footer": %s',
      async (path, status) => {
        const page = await site.page(path);
        expect(page.status).toBe(status);
        const header = banner(page.doc);
        expect(header, "the site header (banner)").toBeDefined();
        expect(header?.querySelector('a[href="/"]'), "the header's logo link to home").not.toBeNull();
        expect(header ? mainNavs(header).length : 0, "the main navigation").toBeGreaterThanOrEqual(1);
        const footer = contentInfo(page.doc);
        expect(footer, "the site footer (content info)").toBeDefined();
        expect(footer ? columnHeadings(footer) : []).toEqual(footerColumns);
      },
    );
  });

  describe("spec 000 §1 What the product does", () => {
    it('"Claims made on the pages: serving since 2009; 15+ years experience; 3-year written warranty; licensed and insured up to $1M; EPA lead-safe certified; member of a painting contractors association; same-day estimates; response within 2 hours; quote within 24 hours of the visit; premium paints from two named paint brands; pet-friendly; pristine clean-up"', async () => {
      const pages = await Promise.all(
        ["/", "/about", "/services", "/warranty"].map((path) => site.page(path)),
      );
      const text = pages.map((page) => words(page.main)).join(" ");
      expectWordsAnyCase(
        text,
        "since 2009",
        "15+ years experience",
        "3-year written warranty",
        "$1M",
        "EPA lead-safe certified",
        "Painting Contractors Association",
        "Same-day estimates",
        "within 2 hours",
        "within 24 hours of the visit",
        "pet-friendly",
        "pristine clean",
      );
      expect(text).toMatch(/premium paints? from [A-Z][\w-]+(?: [A-Z][\w-]+)* and [A-Z][\w-]+/i);
      // "owner does the estimate and the work"
      expect(text).toMatch(/owner/i);
    });

    it('"book a free estimate through an external online appointment scheduler (always opened in a new tab) or call the company phone number"', async () => {
      for (const path of ["/", "/services", "/contact", "/service-area/shoreview"]) {
        const page = await site.page(path);
        const external = links(page.doc).filter((entry) => /Schedule|Estimate/.test(entry.label));
        expect(external.length).toBeGreaterThan(0);
        for (const entry of external.filter((item) => /^https?:/.test(item.href)))
          expect(entry.newTab).toBe(true);
        expect(links(page.doc).some((entry) => entry.href.startsWith("tel:"))).toBe(true);
      }
    });
  });
}
