import { describe, expect, it } from "vitest";
import { galleryItems } from "~/content/gallery";
import { filterGallery, galleryEmptyMessage } from "~/lib/gallery-filter";

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
