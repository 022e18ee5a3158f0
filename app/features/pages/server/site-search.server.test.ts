import { describe, expect, it } from "vitest";
import {
  closestPages,
  editDistance,
  pathSearchWords,
  siteSearch,
} from "~/features/pages/server/site-search.server";
import { highlightParts, searchTerms, snippet } from "~/lib/highlight";
import { seedContent } from "../../../../tests/support/seed-content";

const content = await seedContent();

describe("highlightParts", () => {
  it("marks words starting with a term, ignoring case, and keeps the rest as text", () => {
    expect(highlightParts("Painting a <b> wall", ["paint"])).toEqual([
      { text: "Painting", mark: true },
      { text: " a <b> wall", mark: false },
    ]);
  });
  it("does not mark inside a word", () => {
    expect(highlightParts("repaint", ["paint"])).toEqual([{ text: "repaint", mark: false }]);
  });
  it("treats regular-expression characters in a search literally", () => {
    expect(searchTerms("c++ (deck)")).toEqual(["deck"]);
    expect(highlightParts("a.b deck", ["a.b"])).toEqual([
      { text: "a.b", mark: true },
      { text: " deck", mark: false },
    ]);
  });
});

describe("snippet", () => {
  it("shows the text around the first match with ellipses", () => {
    const text = `${"filler ".repeat(60)}the ceiling texture ${"more ".repeat(60)}`;
    const cut = snippet(text, ["ceiling"], 80);
    expect(cut).toContain("ceiling");
    expect(cut.startsWith("… ")).toBe(true);
    expect(cut.endsWith(" …")).toBe(true);
    expect(cut.length).toBeLessThan(90);
  });
});

describe("siteSearch", () => {
  it("returns nothing for an empty search", () => {
    expect(siteSearch(content, "   ")).toEqual([]);
  });
  it("ranks a page with the words in its title first", () => {
    const [first, second] = siteSearch(content, "cabinet refinishing");
    expect(first?.path).toBe("/service/cabinet-refinishing");
    expect(second?.path).toBe("/blog/cabinet-refinishing");
  });
  it("finds every kind of page", () => {
    const kinds = (q: string) => new Set(siteSearch(content, q).map((r) => r.kind));
    expect(kinds("roseville")).toContain("Service area");
    expect(kinds("roseville")).toContain("Article");
    expect(kinds("garage")).toContain("Gallery");
    expect(kinds("warranty")).toContain("FAQ");
  });
  it("marks the searched words in the results", () => {
    const [first] = siteSearch(content, "drywall");
    expect(first?.title.some((p) => p.mark && p.text.toLowerCase().startsWith("drywall"))).toBe(true);
  });
  it("finds a page despite a small typo", () => {
    expect(siteSearch(content, "popcorn ceilnig").length).toBeGreaterThan(0);
  });
});

describe("closest pages to a missing address", () => {
  it("turns a path into search words", () => {
    expect(pathSearchWords("/servces/interior-painting")).toBe("servces interior painting");
    expect(pathSearchWords("/blog/caf%C3%A9_walls.html")).toBe("blog café walls html");
    // A malformed escape is searched as it came, not thrown.
    expect(pathSearchWords("/paint%E0%A4")).toBe("paint E0 A4");
  });

  it("counts edits between two addresses", () => {
    expect(editDistance("/services", "/services")).toBe(0);
    expect(editDistance("/servces", "/services")).toBe(1);
    expect(editDistance("/servcies", "/services")).toBe(2);
    expect(editDistance("", "/faq")).toBe(4);
  });

  it("puts the page whose address has a typo first", () => {
    expect(closestPages(content, "/servcies")[0]).toEqual({ title: "Services", path: "/services" });
    expect(closestPages(content, "/contcat")[0]?.path).toBe("/contact");
    expect(closestPages(content, "/blog/drywal-repair")[0]?.path).toBe("/blog/drywall-repair");
  });

  it("finds pages by the words of the path, at most five, each once", () => {
    const pages = closestPages(content, "/servces/interior");
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThanOrEqual(5);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    expect(closestPages(content, "/faq-warranty-question", 40).filter((p) => p.path === "/faq").length).toBe(
      1,
    );
  });

  it("returns nothing for an address like no page", () => {
    expect(closestPages(content, "/xyzzy")).toEqual([]);
  });
});
