/**
 * The specification suite's view of a running site: each page fetched once
 * the way a browser without JavaScript fetches it (a plain GET), parsed
 * without its scripts (jsdom), and read as the words a visitor sees, with
 * whitespace and typography normalised, so an assertion can quote the
 * specification's sentence as it is written.
 */
import { JSDOM } from "jsdom";
import { expect } from "vitest";
import { markup } from "../support/server";

export interface Page {
  path: string;
  status: number;
  headers: Headers;
  doc: Document;
  main: Element;
  /** Every JSON-LD object of the page (a @graph spread out). */
  jsonLd: Record<string, unknown>[];
}

export class Site {
  base = "";
  private pages = new Map<string, Promise<Page>>();

  /** The page at `path`, fetched and parsed once (until `forget`). */
  page(path: string): Promise<Page> {
    let page = this.pages.get(path);
    if (!page) {
      page = this.load(path);
      this.pages.set(path, page);
    }
    return page;
  }

  /** Drops every kept page (after a change the pages must be read again). */
  forget(): void {
    this.pages.clear();
  }

  /** Fetches the pages a few at a time, so the tests that read them find them ready. */
  async prefetch(paths: string[], atOnce = 3): Promise<void> {
    const queue = [...paths];
    await Promise.all(
      Array.from({ length: atOnce }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) await this.page(path);
      }),
    );
  }

  /** The statuses the pages at `paths` answer with (read, not parsed). */
  async statuses(paths: string[]): Promise<Record<string, number>> {
    const answers = await Promise.all(
      paths.map(async (path) => {
        const response = await fetch(`${this.base}${path}`, { headers: { accept: "text/html" } });
        await response.arrayBuffer();
        return [path, response.status] as const;
      }),
    );
    return Object.fromEntries(answers);
  }

  private async load(path: string): Promise<Page> {
    const response = await fetch(`${this.base}${path}`, { headers: { accept: "text/html" } });
    const html = await response.text();
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>)
      .flatMap((data) =>
        Array.isArray(data["@graph"]) ? (data["@graph"] as Record<string, unknown>[]) : [data],
      );
    const doc = new JSDOM(lighter(html)).window.document;
    const main = doc.querySelector("main") ?? doc.body;
    return { path, status: response.status, headers: response.headers, doc, main, jsonLd };
  }
}

/**
 * The page's markup without what no assertion reads and the parser would
 * spend most of its time on: scripts, the inlined stylesheet, the shapes of
 * the icons and maps (their titles and links stay), class and image-size
 * attributes.
 */
function lighter(html: string): string {
  return markup(html)
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "")
    .replace(
      /<\/?(?:path|circle|line|rect|polyline|polygon|ellipse|g|defs|use|stop|linearGradient|clipPath)\b[^>]*>/g,
      "",
    )
    .replace(/ (?:class|srcSet|sizes|style)="[^"]*"/g, "");
}

/** Elements whose words run on into their neighbours' (anything else is a block: a word break). */
const inline = new Set(
  "A ABBR B BDI CITE CODE DATA EM I KBD MARK Q S SMALL SPAN STRONG SUB SUP TIME U".split(" "),
);
const unseen = new Set(["SCRIPT", "STYLE", "TEMPLATE"]);

function rawText(node: Node): string {
  if (node.nodeType === 3) return (node as Text).data;
  if (node.nodeType !== 1) return "";
  const element = node as Element;
  if (unseen.has(element.tagName) || element.hasAttribute("hidden")) return "";
  const inner = [...element.childNodes].map(rawText).join("");
  return inline.has(element.tagName) ? inner : ` ${inner} `;
}

/**
 * Words as a visitor reads them: whitespace collapsed, any dash a hyphen
 * with no space around it ("Mon–Fri 8:00 AM – 6:00 PM" reads "Mon-Fri
 * 8:00 AM-6:00 PM", as the specification writes it), curly quotes straight,
 * "&" as "and", an ellipsis as three dots, and the screen-reader note of a
 * link that opens a new tab left out.
 */
export function words(what: Node | string | null | undefined): string {
  const text = typeof what === "string" ? what : what ? rawText(what) : "";
  return text
    .replace(/\(opens in a new tab\)/g, " ")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2026/g, "...")
    .replace(/&/g, " and ")
    .replace(/[\u00a0\s]+/g, " ")
    .replace(/\s*[\u2010-\u2015\u2212-]\s*/g, "-")
    .trim();
}

/** The words a page's HTML shows (an answer to a post). */
export function htmlWords(html: string): string {
  return words(new JSDOM(lighter(html)).window.document.body);
}

/** The words of `where` contain each phrase (normalised the same way). */
export function expectWords(where: Node | string | null | undefined, ...phrases: string[]): void {
  const text = words(where);
  for (const phrase of phrases) expect(text, `looking for "${phrase}"`).toContain(words(phrase));
}

/** The same, ignoring case (for the specification's lists written in lower case). */
export function expectWordsAnyCase(where: Node | string | null | undefined, ...phrases: string[]): void {
  const text = words(where).toLowerCase();
  for (const phrase of phrases)
    expect(text, `looking for "${phrase}"`).toContain(words(phrase).toLowerCase());
}

/** The phrases appear in this order in `where` (in any case). */
export function expectInOrder(where: Node, phrases: string[]): void {
  const text = words(where).toLowerCase();
  const found = phrases.map((phrase) => ({ phrase, at: text.indexOf(words(phrase).toLowerCase()) }));
  expect(found.filter((item) => item.at < 0).map((item) => item.phrase)).toEqual([]);
  const order = [...found].sort((a, b) => a.at - b.at).map((item) => item.phrase);
  expect(order).toEqual(phrases);
}

/**
 * The part of a page a heading opens: the largest element around the
 * heading that holds no other heading of its level.
 */
export function region(root: Document | Element, heading: string | RegExp): Element {
  const matches = (text: string) =>
    typeof heading === "string" ? text === words(heading) : heading.test(text);
  const found = [...root.querySelectorAll("h1, h2, h3")].find((element) => matches(words(element)));
  if (!found) throw new Error(`No heading ${String(heading)}`);
  let area: Element = found;
  while (
    area.parentElement &&
    !["MAIN", "BODY"].includes(area.parentElement.tagName) &&
    area.parentElement.querySelectorAll(found.tagName).length === 1
  ) {
    area = area.parentElement;
  }
  return area;
}

/** The page's last section of its own (not inside another section): its closing call to action. */
export function closingSection(main: Element): Element {
  const own = [...main.querySelectorAll("section")].filter(
    (section) => !section.parentElement?.closest("section"),
  );
  return own[own.length - 1] ?? main;
}

export interface Link {
  label: string;
  href: string;
  newTab: boolean;
}

/** The links inside `where`: their words (or accessible name), address and whether they open a new tab. */
export function links(where: ParentNode): Link[] {
  return [...where.querySelectorAll("a[href]")].map((a) => ({
    label: words(a) || words(a.getAttribute("aria-label")),
    href: a.getAttribute("href") ?? "",
    newTab: a.getAttribute("target") === "_blank",
  }));
}

/** The one link labelled `label` (exactly, or matching) in `where`. */
export function link(where: ParentNode, label: string | RegExp): Link {
  const found = links(where).find((item) =>
    typeof label === "string" ? item.label === words(label) : label.test(item.label),
  );
  expect(found, `a link labelled ${String(label)}`).toBeDefined();
  return found as Link;
}

/** An external booking link: absolute, https, opening in a new tab. */
export function expectBookingLink(found: Link): void {
  expect(found.href).toMatch(/^https:\/\//);
  expect(found.newTab).toBe(true);
}

/** The page's banner: its header outside the main content. */
export function banner(doc: Document): Element | undefined {
  return [...doc.querySelectorAll("header")].find((h) => !h.closest("main, article, aside, nav, section"));
}

/** The page's content info: its footer outside the main content. */
export function contentInfo(doc: Document): Element | undefined {
  return [...doc.querySelectorAll("footer")].find((f) => !f.closest("main, article, aside, nav, section"));
}

/** The statistics of a page (each <dt> with its <dd>), in order. */
export function stats(where: ParentNode): [string, string][] {
  return [...where.querySelectorAll("dl > div, dl")].flatMap((group) =>
    [...group.querySelectorAll(":scope > dt")].map((dt): [string, string] => {
      let dd = dt.nextElementSibling;
      while (dd && dd.tagName !== "DD") dd = dd.nextElementSibling;
      if (!dd) dd = dt.previousElementSibling;
      return [words(dt), words(dd)];
    }),
  );
}

/** The value shown beside a statistic's label. */
export function stat(where: ParentNode, label: string): string | undefined {
  return stats(where).find(([name]) => name === words(label))?.[1];
}

/** The structured data's local business (the node with a rating, or of a local business type). */
export function localBusiness(page: Page): Record<string, unknown> {
  const node = page.jsonLd.find(
    (item) =>
      "aggregateRating" in item ||
      /LocalBusiness|HousePainter|Contractor|HomeAndConstructionBusiness/.test(String(item["@type"])),
  );
  expect(node, `local business in the structured data of ${page.path}`).toBeDefined();
  return node as Record<string, unknown>;
}

/** Matches a line of opening hours however the days are labelled ("Monday to Friday", "Mon–Fri"). */
export function hoursPattern(days: string[], opens: string, closes: string): RegExp {
  const literal = (text: string) => words(text).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const dayLabel = days.map(literal).join("|");
  return new RegExp(`(?:${dayLabel}):? ?${literal(opens)}(?:-| to )${literal(closes)}`);
}

export const weekdays = ["Monday to Friday", "Monday-Friday", "Mon-Fri", "Weekdays"];
export const saturday = ["Saturday", "Sat"];
export const weekend = ["Saturday and Sunday", "Saturday-Sunday", "Sat-Sun", "Sat and Sun"];
export const sundayClosed = /(?:Sunday|Sun):? ?Closed/i;

/** The form control a label names (its words without "(optional)"). */
export function control(where: ParentNode, label: string): Element | null {
  const found = [...where.querySelectorAll("label")].find(
    (element) => words(element).replace(/\s*\(optional\)$/, "") === words(label),
  );
  const id = found?.getAttribute("for");
  return id
    ? (found?.ownerDocument.getElementById(id) ?? null)
    : (found?.querySelector("input, select, textarea") ?? null);
}
