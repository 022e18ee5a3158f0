import { z } from "zod";
import { ourStory } from "~/seed/about";
import { homeIntros } from "~/seed/home";
import { warrantyIntro } from "~/seed/warranty";

/**
 * The blocks of the pages' running text the owner can rewrite, each with
 * the specification's text as its start, what it looks like and the rule its
 * words follow. A block he has not touched shows its start; names and
 * figures are written as {businessName}, {warrantyYears} and filled in from
 * the business profile.
 */

type Kind =
  /** One line (a section's intro). */
  | "line"
  /** One paragraph. */
  | "text"
  /** Paragraphs, written with a blank line between them. */
  | "paragraphs";

interface TextBlock {
  /** The page it is on, as the admin groups the blocks, and that page's address. */
  page: { name: string; path: string };
  title: string;
  /** Where on the page, in a few words. */
  where: string;
  kind: Kind;
  /** Most characters (a paragraph each, for paragraphs). */
  max: number;
  start: string | string[];
}

const about = { name: "About page", path: "/about" };
const home = { name: "Home page", path: "/" };
const warranty = { name: "Warranty page", path: "/warranty" };

export const textBlocks = {
  "about.story": {
    page: about,
    title: "Our story",
    where: "The story beside the photo, under the page's title.",
    kind: "paragraphs",
    max: 1500,
    start: ourStory,
  },
  "home.intro.services": {
    page: home,
    title: "Services intro",
    where: "The line under the heading of the services cards.",
    kind: "line",
    max: 200,
    start: homeIntros.services,
  },
  "home.intro.difference": {
    page: home,
    title: "Comparison intro",
    where: "The line under the heading of the comparison with large companies.",
    kind: "line",
    max: 200,
    start: homeIntros.difference,
  },
  "home.intro.testimonials": {
    page: home,
    title: "Testimonials intro",
    where: "The line under the heading of the testimonials.",
    kind: "line",
    max: 200,
    start: homeIntros.testimonials,
  },
  "home.intro.process": {
    page: home,
    title: "Process intro",
    where: "The line under the heading of the four steps.",
    kind: "line",
    max: 200,
    start: homeIntros.process,
  },
  "warranty.intro": {
    page: warranty,
    title: "What the warranty covers",
    where: "The paragraph opening the coverage section.",
    kind: "text",
    max: 800,
    start: warrantyIntro,
  },
} as const satisfies Record<string, TextBlock>;

export type TextKey = keyof typeof textBlocks;
export type TextValue<K extends TextKey> = (typeof textBlocks)[K]["start"] extends string ? string : string[];

export function isTextKey(key: string): key is TextKey {
  return Object.hasOwn(textBlocks, key);
}

/** What the form sends for a block, checked the same in the browser and on the server: `value`. */
export function textBlockSchema(key: TextKey) {
  const block: TextBlock = textBlocks[key];
  const words = (label: string) =>
    z
      .string({ error: `${label} is required.` })
      .trim()
      .min(1, `${label} is required.`)
      .max(block.max, `${label} must be at most ${block.max} characters.`);
  if (block.kind === "line") {
    return z.object({
      value: words("The line").refine((line) => !/[\r\n]/.test(line), "Keep it on one line."),
    });
  }
  if (block.kind === "text") {
    return z.object({
      value: words("The paragraph").transform((text) => text.replace(/\s*[\r\n]+\s*/g, " ")),
    });
  }
  return z.object({
    value: z.preprocess(
      (value) =>
        typeof value === "string"
          ? value
              .replace(/\r\n?/g, "\n")
              .split(/\n\s*\n/)
              .map((paragraph) => paragraph.trim())
              .filter(Boolean)
          : value,
      z
        .array(words("Each paragraph"))
        .min(1, "Write at least one paragraph.")
        .max(12, "Twelve paragraphs at most."),
    ),
  });
}

/** A page of the admin's list of texts, with each block and whether the owner rewrote it. */
export interface PageTextListPage {
  name: string;
  path: string;
  blocks: { key: string; title: string; where: string; excerpt: string; changed: boolean }[];
}

/** A block's value as its form shows it: paragraphs with a blank line between them. */
export function formText(value: string | readonly string[]): string {
  return typeof value === "string" ? value : value.join("\n\n");
}
