import { describe, expect, it } from "vitest";
import { highlightParts, searchTerms, snippet } from "~/lib/highlight";
import { siteSearch } from "~/server/site-search.server";

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
    expect(siteSearch("   ")).toEqual([]);
  });
  it("ranks a page with the words in its title first", () => {
    const [first, second] = siteSearch("cabinet refinishing");
    expect(first?.path).toBe("/service/cabinet-refinishing");
    expect(second?.path).toBe("/blog/cabinet-refinishing");
  });
  it("finds every kind of page", () => {
    const kinds = (q: string) => new Set(siteSearch(q).map((r) => r.kind));
    expect(kinds("roseville")).toContain("Service area");
    expect(kinds("roseville")).toContain("Article");
    expect(kinds("garage")).toContain("Gallery");
    expect(kinds("warranty")).toContain("FAQ");
  });
  it("marks the searched words in the results", () => {
    const [first] = siteSearch("drywall");
    expect(first?.title.some((p) => p.mark && p.text.toLowerCase().startsWith("drywall"))).toBe(true);
  });
  it("finds a page despite a small typo", () => {
    expect(siteSearch("popcorn ceilnig").length).toBeGreaterThan(0);
  });
});
