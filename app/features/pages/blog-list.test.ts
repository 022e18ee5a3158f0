import { describe, expect, it } from "vitest";
import {
  blogListHref,
  blogListView,
  filterPosts,
  pageNumbers,
  pageSlice,
  resolvePage,
  totalPages,
} from "~/features/pages/blog-list";
import { blogCategoryPath, formatPostDate } from "~/lib/blog";

const posts = [
  { title: "Winter Colors", excerpt: "Warm tones", text: "Choose a warm white.", category: "Color Design" },
  {
    title: "Deck Stain",
    excerpt: "Protect the wood",
    text: "Cedar needs oil stain.",
    category: "Exterior Maintenance",
  },
  { title: "Hiring Guide", excerpt: "Ask for insurance", text: "A warm welcome.", category: "Hiring Guides" },
];

describe("filterPosts", () => {
  it("matches title, excerpt or content, case-insensitively", () => {
    expect(filterPosts(posts, "DECK", null).map((p) => p.title)).toEqual(["Deck Stain"]);
    expect(filterPosts(posts, "insurance", null).map((p) => p.title)).toEqual(["Hiring Guide"]);
    expect(filterPosts(posts, "cedar", null).map((p) => p.title)).toEqual(["Deck Stain"]);
    expect(filterPosts(posts, "warm", null).map((p) => p.title)).toEqual(["Winter Colors", "Hiring Guide"]);
  });
  it("combines search with the category", () => {
    expect(filterPosts(posts, "warm", "Hiring Guides").map((p) => p.title)).toEqual(["Hiring Guide"]);
    expect(filterPosts(posts, "", "Color Design").map((p) => p.title)).toEqual(["Winter Colors"]);
  });
  it("returns nothing when nothing matches", () => {
    expect(filterPosts(posts, "zebra", null)).toEqual([]);
  });
});

describe("pages", () => {
  it("counts pages of 6, at least one", () => {
    expect(totalPages(0, 6)).toBe(1);
    expect(totalPages(6, 6)).toBe(1);
    expect(totalPages(7, 6)).toBe(2);
    expect(totalPages(13, 6)).toBe(3);
  });
  it("reads ?page=, falling back to 1 when absent, invalid or beyond the last", () => {
    expect(resolvePage(null, 3)).toBe(1);
    expect(resolvePage("2", 3)).toBe(2);
    expect(resolvePage("3", 3)).toBe(3);
    expect(resolvePage("4", 3)).toBe(1);
    expect(resolvePage("0", 3)).toBe(1);
    expect(resolvePage("-1", 3)).toBe(1);
    expect(resolvePage("2.5", 3)).toBe(1);
    expect(resolvePage("abc", 3)).toBe(1);
  });
  it("slices a page", () => {
    const items = Array.from({ length: 13 }, (_, i) => i);
    expect(pageSlice(items, 1, 6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pageSlice(items, 3, 6)).toEqual([12]);
  });
});

describe("pageNumbers (spec 000 §9)", () => {
  it("shows every page when there are 5 or fewer", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it("near the start (current 3 or lower): 1-4, ellipsis, last", () => {
    expect(pageNumbers(1, 6)).toEqual([1, 2, 3, 4, "ellipsis", 6]);
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, "ellipsis", 10]);
  });
  it("within the last two: 1, ellipsis, last four", () => {
    expect(pageNumbers(9, 10)).toEqual([1, "ellipsis", 7, 8, 9, 10]);
    expect(pageNumbers(10, 10)).toEqual([1, "ellipsis", 7, 8, 9, 10]);
    expect(pageNumbers(5, 6)).toEqual([1, "ellipsis", 3, 4, 5, 6]);
  });
  it("otherwise: 1, ellipsis, previous, current, next, ellipsis, last", () => {
    expect(pageNumbers(4, 10)).toEqual([1, "ellipsis", 3, 4, 5, "ellipsis", 10]);
    expect(pageNumbers(8, 10)).toEqual([1, "ellipsis", 7, 8, 9, "ellipsis", 10]);
    expect(pageNumbers(4, 6)).toEqual([1, "ellipsis", 3, 4, 5, "ellipsis", 6]);
  });
});

describe("addresses and dates", () => {
  it("omits empty values and page 1", () => {
    expect(blogListHref("/blog", { page: 1 })).toBe("/blog");
    expect(blogListHref("/blog", { q: "deck", category: "color-design", page: 2 })).toBe(
      "/blog?q=deck&category=color-design&page=2",
    );
  });
  it("lowercases categories and turns spaces to hyphens", () => {
    expect(blogCategoryPath("Drywall Services")).toBe("/blog/category/drywall-services");
  });
  it("formats dates as MMMM d, yyyy", () => {
    expect(formatPostDate("2025-04-03")).toBe("April 3, 2025");
    expect(formatPostDate("2025-05-09")).toBe("May 9, 2025");
  });
});

describe("blogListView", () => {
  const categories = [
    { name: "Color Design", slug: "color-design" },
    { name: "Hiring Guides", slug: "hiring-guides" },
  ];
  const cards = Array.from({ length: 8 }, (_, i) => ({
    id: i,
    category: i < 7 ? "Color Design" : "Hiring Guides",
  }));
  const view = (search: string) => blogListView(cards, categories, new URLSearchParams(search), 6);

  it("draws the address's category and page from the search's cards", () => {
    expect(view("").posts.map((c) => c.id)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(view("page=2").posts.map((c) => c.id)).toEqual([6, 7]);
    expect(view("category=hiring-guides")).toMatchObject({
      category: "hiring-guides",
      pages: 1,
      settled: true,
    });
    expect(view("category=hiring-guides").posts.map((c) => c.id)).toEqual([7]);
    expect(view("category=color-design&page=2").posts.map((c) => c.id)).toEqual([6]);
  });
  it("an unknown category shows every card; ?page=1 or a page past the end is not the view's address", () => {
    expect(view("category=nope")).toMatchObject({ category: null, pages: 2, settled: true });
    expect(view("page=1")).toMatchObject({ page: 1, settled: false });
    expect(view("page=3")).toMatchObject({ page: 1, settled: false });
    expect(view("category=hiring-guides&page=2")).toMatchObject({ page: 1, settled: false });
    expect(view("page=2")).toMatchObject({ page: 2, settled: true });
  });
});
