import { describe, expect, it } from "vitest";
import {
  alsoLike,
  parsePosts,
  relatedArticles,
  relatedServiceIds,
} from "~/features/content/server/posts.server";
import { services } from "~/seed/services";
import { seedContent } from "../../../../tests/support/seed-content";

const valid = (slug: string, extra = "") => `---
title: "A Useful Article Title"
slug: "${slug}"
excerpt: "A short summary of what this article explains to homeowners."
author: "Alex Novak"
date: "2025-04-10"
category: "Interior Painting"
tags: ["interior-painting"]
image: "blog/drywall-repair"
imageAlt: "A room being painted by a professional"
${extra}---

## Heading

Some **bold** text and a list:

- one
- two
`;

const exists = () => true;

describe("parsePosts", () => {
  it("parses front matter and keeps the Markdown body", () => {
    const [post] = parsePosts([{ file: "a.md", source: valid("a-post") }], exists);
    expect(post?.slug).toBe("a-post");
    expect(post?.body).toMatch(/^## Heading\n\nSome \*\*bold\*\* text/);
    expect(post?.body).not.toContain("---");
  });
  it("fails on a duplicate slug, naming both files", () => {
    expect(() =>
      parsePosts(
        [
          { file: "one.md", source: valid("same") },
          { file: "two.md", source: valid("same") },
        ],
        exists,
      ),
    ).toThrow(/two\.md.*"same".*one\.md/);
  });
  it("accepts any real date: a new post can be published", () => {
    const [post] = parsePosts(
      [{ file: "new.md", source: valid("new").replace("2025-04-10", "2026-11-20") }],
      exists,
    );
    expect(post?.date).toBe("2026-11-20");
  });
  it("fails on a date that is not a real date, an unknown category or a missing image", () => {
    for (const date of ["2025-02-30", "2025-13-01", "20-04-2025", "soon"]) {
      expect(() =>
        parsePosts([{ file: "d.md", source: valid("d").replace("2025-04-10", date) }], exists),
      ).toThrow(/d\.md is invalid: date/);
    }
    expect(() =>
      parsePosts(
        [{ file: "c.md", source: valid("c").replace('"Interior Painting"', '"Gardening"') }],
        exists,
      ),
    ).toThrow(/c\.md is invalid: category/);
    expect(() => parsePosts([{ file: "i.md", source: valid("i") }], () => false)).toThrow(/no image/);
    expect(() => parsePosts([{ file: "n.md", source: "Just text" }], exists)).toThrow(/no frontmatter/);
  });
});

describe("the posts in app/seed/posts, as a fresh install publishes them", async () => {
  const { posts } = await seedContent();
  it("renders Markdown with a reading time", () => {
    const post = posts.find((p) => p.slug === "drywall-repair");
    expect(post?.html).toContain("<h2");
    expect(post?.text).not.toContain("##");
    expect(post?.readingMinutes).toBeGreaterThan(1);
  });
  it("has 13 posts including the slugs the site links to", () => {
    expect(posts).toHaveLength(13);
    const slugs = posts.map((p) => p.slug);
    for (const slug of [
      "reasons-to-hire-local-painter-vadnais-heights",
      "interior-painting-tips-minnesota-winter-colors",
      "exterior-painting-preparation-vadnais-heights-minnesota",
      "interior-painting-white-bear-lake-guide",
      "exterior-painting-roseville-best-practices",
      "interior-painting-tips",
      "exterior-painting-guide",
      "choosing-paint-colors",
      "drywall-repair",
      "cabinet-refinishing",
      "textured-ceilings",
    ]) {
      expect(slugs).toContain(slug);
    }
  });
  it("carries the specification's 11 categories, the filter's list (spec 000 §3: 'Categories: Local Services, … Hiring Guides')", () => {
    const categories = new Set(posts.map((p) => p.category));
    expect([...categories].sort()).toEqual(
      [
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
      ].sort(),
    );
  });
  it("limits related articles to 3 of the same category and also-like to 2 sharing a tag", () => {
    for (const post of posts) {
      const related = relatedArticles(posts, post, 3);
      expect(related.length).toBeLessThanOrEqual(3);
      for (const r of related) expect(r.category).toBe(post.category);
      const more = alsoLike(posts, post, 2, []);
      expect(more.length).toBeLessThanOrEqual(2);
      for (const m of more) expect(m.tags.some((t) => post.tags.includes(t))).toBe(true);
    }
  });
  it("matches related services by keyword, at most 3, among the services shown", () => {
    const shown = services.map(({ id, title }) => ({ id, title }));
    expect(relatedServiceIds({ title: "Cabinet care", text: "nothing else" }, 3, shown)).toEqual([
      "cabinet-refinishing",
    ]);
    expect(
      relatedServiceIds(
        { title: "Interior and exterior", text: "commercial drywall repair cabinet" },
        3,
        shown,
      ),
    ).toEqual(["interior-painting", "exterior-painting", "commercial-painting"]);
    expect(relatedServiceIds({ title: "Colours", text: "light and mood" }, 3, shown)).toEqual([]);
    // A hidden service is not pointed to; one the owner added is found by its name.
    const withoutInterior = shown.filter((service) => service.id !== "interior-painting");
    expect(relatedServiceIds({ title: "Interior walls", text: "" }, 3, withoutInterior)).toEqual([]);
    const added = [...shown, { id: "wallpaper-removal", title: "Wallpaper Removal" }];
    expect(
      relatedServiceIds({ title: "Before you paint", text: "Wallpaper removal first" }, 3, added),
    ).toEqual(["wallpaper-removal"]);
  });
});
