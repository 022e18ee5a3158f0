import { createHash } from "node:crypto";
import { PurgeCSS } from "purgecss";

/**
 * What a public page's <head> holds of the site's stylesheet (decision 0027):
 * only the rules its own markup can use. On a phone, the browser's first style
 * pass builds its rule index from every rule it is given, before the first
 * paint; the whole stylesheet is three times what any one page uses. The
 * whole file comes once the page's scripts start (defer-hydration.ts), before
 * they render anything the server did not send.
 *
 * A rule is kept when every class, id, tag and attribute its selector names
 * appears inside one of the page's tags, so a rule is dropped only when the
 * page cannot match it. The theme's classes are
 * set on <html> by a script before the first paint, and the states the browser
 * itself gives an element without a script (an opened dialog or details, a
 * popover shown by its button) are kept whatever the page holds, as is the
 * focus ring every element shows when reached by keyboard.
 */

/** The empty stylesheet element root.tsx renders, which the server fills. */
export const STYLESHEET_SLOT = '<style data-site-stylesheet=""></style>';

/**
 * Kept whatever the page holds: PurgeCSS reads a selector of a lone pseudo-class as unused. The
 * scroll-in animation's pending state is set by the page's load-time file (load-behaviours.ts).
 */
const alwaysKept = ["dark", "light", ":focus-visible", "reveal-pending"];
/**
 * States an element gets without the framework: from the browser, the head's theme script (data-theme
 * on <html>) or the header's scroll flag (frame-behaviours.ts).
 */
const browserStates = [
  "open",
  "hidden",
  "popover",
  "inert",
  "disabled",
  "checked",
  "data-theme",
  "data-scrolled",
];

/** The document with its stylesheet element holding `css` (unchanged if it has none). */
export function withStylesheet(html: string, css: string): string {
  const at = html.indexOf(STYLESHEET_SLOT);
  if (at < 0) return html;
  const end = at + STYLESHEET_SLOT.length - "</style>".length;
  return `${html.slice(0, end)}${css}${html.slice(end)}`;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };

/**
 * Every word inside the page's tags (names of elements and attributes, and
 * attribute values), and every class its elements name whole: a class such
 * as `md:grid-cols-2` or `[&>svg]:size-4` holds characters that end a word,
 * and React writes `&` and `>` in an attribute as entities. A selector names
 * only what a tag holds, so the page's text is left out: pages that differ
 * only in their text (a search's results, a filter) are cut alike.
 */
export function wordsOf(html: string): string[] {
  const words = new Set<string>();
  for (const [tag] of html.matchAll(/<[A-Za-z][^>]*>/g)) {
    for (const word of tag.match(/[A-Za-z0-9_-]+/g) ?? []) words.add(word);
    for (const [, value = ""] of tag.matchAll(/\sclass="([^"]*)"/g)) {
      const names = value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name] ?? "");
      for (const name of names.split(/\s+/)) if (name) words.add(name);
    }
  }
  return [...words];
}

/** The last cuts made, by stylesheet and words: the newest last. */
const cuts = new Map<string, string>();
const keptCuts = 200;

/** The rules of `css` the document `html` can use, in their order. */
export async function stylesheetFor(html: string, css: string): Promise<string> {
  const words = wordsOf(html).sort();
  const key = createHash("sha256").update(css).update("\0").update(words.join(" ")).digest("base64");
  const known = cuts.get(key);
  if (known !== undefined) {
    cuts.delete(key);
    cuts.set(key, known);
    return known;
  }
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: html, extension: "html" }],
    defaultExtractor: () => words,
    css: [{ raw: css }],
    safelist: { standard: alwaysKept },
    dynamicAttributes: browserStates,
  });
  const cut = result?.css ?? css;
  cuts.set(key, cut);
  for (const oldest of cuts.keys()) {
    if (cuts.size <= keptCuts) break;
    cuts.delete(oldest);
  }
  return cut;
}
