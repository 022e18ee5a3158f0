import { describe, expect, it } from "vitest";
import { partsAtHeadings } from "./post-article";

describe("a post cut at its headings", () => {
  const html =
    '<p>Intro</p><h2>One</h2><p>a</p><h2 id="two">Two</h2><p>b</p><h2>Three</h2><p>c</p><h2>Four</h2>';

  it("keeps every piece, in order, in parts of so many sections", () => {
    const parts = partsAtHeadings(html, 2);
    expect(parts).toEqual([
      "<p>Intro</p><h2>One</h2><p>a</p>",
      '<h2 id="two">Two</h2><p>b</p><h2>Three</h2><p>c</p>',
      "<h2>Four</h2>",
    ]);
    expect(parts.join("")).toBe(html);
  });

  it("leaves a post without headings, or an h3, whole", () => {
    expect(partsAtHeadings("<p>Only text</p><h3>Small</h3>", 2)).toEqual(["<p>Only text</p><h3>Small</h3>"]);
  });
});
