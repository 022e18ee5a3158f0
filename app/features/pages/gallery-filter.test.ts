import { describe, expect, it } from "vitest";
import {
  filterGallery,
  galleryEmptyMessage,
  galleryHref,
  galleryLazyLoad,
  galleryMoreHref,
  galleryMoreMargin,
  galleryPageSize,
  galleryShowCount,
} from "~/features/pages/gallery-filter";
import { galleryItems } from "~/seed/gallery";

const items = [
  { title: "Sage Green Living Room", category: "Interior Painting" },
  { title: "Epoxy Garage Floor", category: "Garage" },
  { title: "Cedar Deck Stain", category: "Deck & Fence" },
];

describe("filterGallery", () => {
  it("shows everything for All with no search", () => {
    expect(filterGallery(items, "All", "")).toEqual(items);
  });
  it("keeps only the chosen category", () => {
    expect(filterGallery(items, "Garage", "").map((i) => i.title)).toEqual(["Epoxy Garage Floor"]);
  });
  it("matches the title or the category, ignoring case and spaces around", () => {
    expect(filterGallery(items, "All", "  SAGE ").map((i) => i.title)).toEqual(["Sage Green Living Room"]);
    expect(filterGallery(items, "All", "deck &").map((i) => i.title)).toEqual(["Cedar Deck Stain"]);
    expect(filterGallery(items, "All", "painting").map((i) => i.title)).toEqual(["Sage Green Living Room"]);
  });
  it("searches only within the chosen category", () => {
    expect(filterGallery(items, "Garage", "sage")).toEqual([]);
  });
  it("works on the real data: every category has items and ids are unique within a category", () => {
    const keys = new Set(galleryItems.map((i) => `${i.category}-${i.id}`));
    expect(keys.size).toBe(galleryItems.length);
    expect(galleryItems.length).toBeGreaterThanOrEqual(90);
    for (const category of new Set(galleryItems.map((i) => i.category))) {
      expect(filterGallery(galleryItems, category, "").length).toBeGreaterThan(0);
    }
  });
});

describe("galleryEmptyMessage", () => {
  it("names the search when there is one, the category otherwise", () => {
    expect(galleryEmptyMessage("zebra")).toBe("No projects found matching your search.");
    expect(galleryEmptyMessage("  ")).toBe("No projects found in this category.");
  });
});

describe("galleryShowCount", () => {
  it("starts with one page and rounds what is asked up to whole pages", () => {
    expect(galleryShowCount(null)).toBe(galleryPageSize);
    expect(galleryShowCount("")).toBe(galleryPageSize);
    expect(galleryShowCount("abc")).toBe(galleryPageSize);
    expect(galleryShowCount("-5")).toBe(galleryPageSize);
    expect(galleryShowCount("24")).toBe(24);
    expect(galleryShowCount("48")).toBe(48);
    expect(galleryShowCount("30")).toBe(48);
  });
  it("caps what a hand-made address can ask for", () => {
    expect(galleryShowCount("100000")).toBe(50 * galleryPageSize);
  });
});

describe("galleryHref", () => {
  it("keeps category, search and a count beyond the first page in the query", () => {
    expect(galleryHref("", "")).toBe("/gallery");
    expect(galleryHref("garage", "")).toBe("/gallery?category=garage");
    expect(galleryHref("", "deck", 24)).toBe("/gallery?q=deck");
    expect(galleryHref("cabinets", "white oak", 48)).toBe("/gallery?category=cabinets&q=white+oak&show=48");
  });
});

describe("galleryMoreHref", () => {
  it("asks the server for the next page, keeping the filter, and lands on its first card", () => {
    expect(galleryMoreHref("", "", 24)).toBe("/gallery?show=48#gallery-card-25");
    expect(galleryMoreHref("garage", "epoxy", 48)).toBe(
      "/gallery?category=garage&q=epoxy&show=72#gallery-card-49",
    );
  });
});

describe("the gallery's lazy loading", () => {
  it("uses the specification's margin and threshold (200px, 0.1)", () => {
    expect(galleryLazyLoad).toEqual({ rootMargin: "200px", threshold: 0.1 });
  });
  it("counts Show more as reached within 200px below the screen, or anywhere above it", () => {
    const [top, right, bottom, left] = galleryMoreMargin.split(" ");
    expect([right, bottom, left]).toEqual(["0px", "200px", "0px"]);
    // Above the screen means the whole page above it: taller than the longest gallery (every card on a phone).
    expect(Number.parseInt(top ?? "", 10)).toBeGreaterThan(200 * 500);
  });
});
