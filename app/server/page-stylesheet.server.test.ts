import { describe, expect, it } from "vitest";
import { STYLESHEET_SLOT, stylesheetFor, withStylesheet, wordsOf } from "~/server/page-stylesheet.server";

// The site's own stylesheet source: the rules the cut must keep are written there the way Tailwind
// writes them in the build (variants, arbitrary values, the theme's class, the focus ring).
const css = [
  ".hidden{display:none}",
  ".unused-card{padding:2rem}",
  "@media (min-width:48rem){.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}}",
  ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem;height:1rem}",
  ".dark\\:bg-slate-900:where(.dark,.dark *){background-color:#0f172a}",
  ".group-open\\:rotate-180:is(:where(.group):is([open]) *){rotate:180deg}",
  ".backdrop\\:bg-black\\/50::backdrop{background-color:#00000080}",
  ":focus-visible{outline:2px solid var(--ring)}",
  "@keyframes slide-in{0%{translate:100%}}",
  ":root{--ring:#2563eb}",
].join("\n");

const page = (body: string) => `<html><head>${STYLESHEET_SLOT}</head><body>${body}</body></html>`;

describe("a page's own stylesheet", () => {
  it("reads each class an element names whole, with React's entities decoded", () => {
    const words = wordsOf(
      '<p class="md:grid-cols-2 [&amp;&gt;svg]:size-4 bg-white/95" data-state="open">Fresh paint</p>',
    );
    expect(words).toEqual(
      expect.arrayContaining(["p", "md:grid-cols-2", "[&>svg]:size-4", "bg-white/95", "data-state", "open"]),
    );
    // The text is not read: a selector names only what a tag holds.
    expect(words).not.toContain("Fresh");
  });

  it("keeps the rules the page's markup can use, with their variants, and drops the rest", async () => {
    const own = await stylesheetFor(
      page('<div class="hidden md:grid-cols-2 [&amp;&gt;svg]:size-4 dark:bg-slate-900"><svg></svg></div>'),
      css,
    );
    expect(own).toContain(".hidden{display:none}");
    expect(own).toContain(".md\\:grid-cols-2{");
    expect(own).toContain(".\\[\\&\\>svg\\]\\:size-4>svg{");
    expect(own).toContain(".dark\\:bg-slate-900:where(.dark,.dark *)");
    expect(own).not.toContain("unused-card");
    expect(own).not.toContain("group-open");
    // What no selector names is kept: the theme's variables and the animations.
    expect(own).toContain(":root{--ring:#2563eb}");
    expect(own).toContain("@keyframes slide-in");
  });

  it("keeps the focus ring, and the states the browser gives an element without scripts", async () => {
    const own = await stylesheetFor(
      page('<details class="group"><summary>Q<svg class="group-open:rotate-180"></svg></summary></details>'),
      css,
    );
    expect(own).toContain(":focus-visible{outline:2px solid var(--ring)}");
    expect(own).toContain(".group-open\\:rotate-180:is(:where(.group):is([open]) *)");
    const dialog = await stylesheetFor(page('<dialog class="backdrop:bg-black/50"></dialog>'), css);
    expect(dialog).toContain("::backdrop{background-color:#00000080}");
  });

  it("writes the rules into the page's stylesheet element", () => {
    expect(withStylesheet(page("<p>Hi</p>"), ".a{color:red}")).toBe(
      '<html><head><style data-site-stylesheet="">.a{color:red}</style></head><body><p>Hi</p></body></html>',
    );
    expect(withStylesheet("<p>No head</p>", ".a{color:red}")).toBe("<p>No head</p>");
  });

  it("cuts pages that differ only in their text alike, and a page with other classes anew", async () => {
    const results = (query: string, cards: number) =>
      page(`<h1>Results for ${query}</h1>${'<p class="hidden">A card</p>'.repeat(cards)}`);
    // A search for a word that is also a class name keeps no rule for it.
    const first = await stylesheetFor(results("unused-card", 3), css);
    expect(first).not.toContain("unused-card");
    expect(await stylesheetFor(results("drywall", 7), css)).toBe(first);
    expect(await stylesheetFor(page('<p class="unused-card">A card</p>'), css)).toContain("unused-card");
  });
});
