import { howWeWork, ourStory, whyChooseUs } from "~/seed/about";
import { careerBenefits, hiringSteps, workCulture } from "~/seed/careers";
import { comparisonRows, heroBadges, homeIntros, homeProcess } from "~/seed/home";
import { legalMarkdown, privacyPolicy, termsOfService } from "~/seed/legal";
import {
  claimSteps,
  commitmentBadges,
  warrantyCoverage,
  warrantyExclusions,
  warrantyGuarantees,
  warrantyIntro,
  warrantyTrustBar,
} from "~/seed/warranty";

/**
 * The blocks of the pages' running text the owner can rewrite, each with
 * the specification's text as its start, what it looks like and the rule its
 * words follow. A block he has not touched shows its start; names and
 * figures are written as {businessName}, {warrantyYears} and filled in from
 * the business profile.
 */

export type Kind =
  /** One line (a section's intro, a heading). */
  | "line"
  /** One paragraph. */
  | "text"
  /** Paragraphs, written with a blank line between them. */
  | "paragraphs"
  /** Short items, one per line (badges, a bulleted list). */
  | "lines"
  /** Items of a few fields each (steps, cards, a table's rows). */
  | "rows"
  /** A whole page in Markdown: `## Heading` sections, paragraphs, `- ` lists, links. */
  | "markdown";

/** A field of each row: its name in the value, its label, and how long it may be. */
export interface RowField {
  name: string;
  label: string;
  max: number;
  /** An icon from the admin's list, rather than words. */
  icon?: true;
}

export interface TextBlock {
  /** The page it is on, as the admin groups the blocks, and that page's address. */
  page: { name: string; path: string };
  title: string;
  /** Where on the page, in a few words. */
  where: string;
  kind: Kind;
  /** Most characters (a paragraph, a line or a row's field each, for lists). */
  max: number;
  /** For lists: how many items, fewest and most. */
  count?: { min: number; max: number };
  /** For rows: what each one holds, and what one is called ("Step"). */
  row?: { name: string; fields: readonly RowField[] };
  start: string | readonly string[] | readonly Record<string, string>[];
}

const about = { name: "About page", path: "/about" };
const home = { name: "Home page", path: "/" };
const warranty = { name: "Warranty page", path: "/warranty" };
const careers = { name: "Careers page", path: "/careers" };
const privacy = { name: "Privacy policy", path: "/privacy-policy" };
const terms = { name: "Terms of service", path: "/terms-of-service" };

const titled = (max: number) => [
  { name: "title", label: "Title", max: 60 },
  { name: "description", label: "Description", max },
];
const iconCard = [{ name: "icon", label: "Icon", max: 40, icon: true } as const, ...titled(300)];
const timedStep = [...titled(300), { name: "time", label: "Time", max: 24 }];

export const textBlocks = {
  "home.hero.title": {
    page: home,
    title: "Headline",
    where: "The big heading at the top of the page.",
    kind: "line",
    max: 80,
    start: "Professional Painting Services",
  },
  "home.hero.lead": {
    page: home,
    title: "Lead text",
    where: "The sentence under the headline.",
    kind: "text",
    max: 300,
    start:
      "Interior, exterior and commercial painting and drywall across the Twin Cities, with {ownerFirstName}, the owner, giving your estimate and doing the work himself.",
  },
  "home.badges": {
    page: home,
    title: "Badges",
    where: "The short promises under the headline.",
    kind: "lines",
    max: 40,
    count: { min: 1, max: 8 },
    start: heroBadges,
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
  "home.comparison": {
    page: home,
    title: "Comparison rows",
    where: "The table comparing large companies with yours.",
    kind: "rows",
    max: 80,
    count: { min: 2, max: 12 },
    row: {
      name: "Row",
      fields: [
        { name: "feature", label: "What is compared", max: 60 },
        { name: "largeCompany", label: "Large companies", max: 80 },
        { name: "ours", label: "Yours", max: 80 },
      ],
    },
    start: comparisonRows,
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
  "home.process": {
    page: home,
    title: "The four steps",
    where: "The steps of the 4-step process, each with how long it takes.",
    kind: "rows",
    max: 300,
    count: { min: 4, max: 4 },
    row: { name: "Step", fields: timedStep },
    start: homeProcess,
  },
  "home.closing.title": {
    page: home,
    title: "Closing band heading",
    where: "The heading of the blue band at the foot of the page.",
    kind: "line",
    max: 80,
    start: "Transform Your Home Today",
  },
  "home.closing.text": {
    page: home,
    title: "Closing band text",
    where: "The sentence under it, above the buttons.",
    kind: "text",
    max: 300,
    start:
      "Get a free, no-pressure estimate. {ownerFirstName} replies {responseTime} and sends a written quote {quoteTime}.",
  },
  "about.story": {
    page: about,
    title: "Our story",
    where: "The story beside the photo, under the page's title.",
    kind: "paragraphs",
    max: 1500,
    start: ourStory,
  },
  "about.cards": {
    page: about,
    title: "Why choose us",
    where: "The cards under 'Why Choose Us'.",
    kind: "rows",
    max: 300,
    count: { min: 2, max: 12 },
    row: { name: "Card", fields: iconCard },
    start: whyChooseUs,
  },
  "about.steps": {
    page: about,
    title: "How we work",
    where: "The steps of a project, each with how long it takes.",
    kind: "rows",
    max: 300,
    count: { min: 2, max: 10 },
    row: { name: "Step", fields: timedStep },
    start: howWeWork,
  },
  "warranty.trust": {
    page: warranty,
    title: "Trust bar",
    where: "The short promises under the page's title.",
    kind: "lines",
    max: 60,
    count: { min: 1, max: 6 },
    start: warrantyTrustBar,
  },
  "warranty.intro": {
    page: warranty,
    title: "What the warranty covers",
    where: "The paragraph opening the coverage section.",
    kind: "text",
    max: 800,
    start: warrantyIntro,
  },
  "warranty.coverage": {
    page: warranty,
    title: "What is covered",
    where: "The cards of the coverage section.",
    kind: "rows",
    max: 300,
    count: { min: 1, max: 12 },
    row: { name: "Item", fields: titled(300) },
    start: warrantyCoverage,
  },
  "warranty.exclusions": {
    page: warranty,
    title: "What is not covered",
    where: "The list of what the warranty does not cover.",
    kind: "lines",
    max: 200,
    count: { min: 1, max: 12 },
    start: warrantyExclusions,
  },
  "warranty.claim": {
    page: warranty,
    title: "How to make a claim",
    where: "The numbered steps of a claim.",
    kind: "rows",
    max: 300,
    count: { min: 1, max: 8 },
    row: { name: "Step", fields: titled(300) },
    start: claimSteps,
  },
  "warranty.guarantees": {
    page: warranty,
    title: "Our guarantees",
    where: "The checked list beside the claim steps.",
    kind: "lines",
    max: 120,
    count: { min: 1, max: 8 },
    start: warrantyGuarantees,
  },
  "warranty.commitments": {
    page: warranty,
    title: "Our commitment",
    where: "The cards at the foot of the page.",
    kind: "rows",
    max: 300,
    count: { min: 1, max: 6 },
    row: { name: "Card", fields: titled(300) },
    start: commitmentBadges,
  },
  "careers.benefits": {
    page: careers,
    title: "Why work with us",
    where: "The cards of what the company offers its crew.",
    kind: "rows",
    max: 300,
    count: { min: 1, max: 12 },
    row: { name: "Card", fields: iconCard },
    start: careerBenefits,
  },
  "careers.culture": {
    page: careers,
    title: "What it's like to work here",
    where: "The paragraphs of that section.",
    kind: "paragraphs",
    max: 1200,
    start: workCulture.paragraphs,
  },
  "careers.culture.points": {
    page: careers,
    title: "What we value",
    where: "The checked list beside those paragraphs.",
    kind: "lines",
    max: 120,
    count: { min: 1, max: 8 },
    start: workCulture.points,
  },
  "careers.steps": {
    page: careers,
    title: "How hiring works",
    where: "The numbered steps of hiring.",
    kind: "rows",
    max: 300,
    count: { min: 1, max: 8 },
    row: { name: "Step", fields: titled(300) },
    start: hiringSteps.map(({ title, description }) => ({ title, description })),
  },
  "legal.privacy": {
    page: privacy,
    title: "The policy",
    where: "The whole page under its title: each '## Heading' starts a numbered section.",
    kind: "markdown",
    max: 40_000,
    start: legalMarkdown(privacyPolicy),
  },
  "legal.terms": {
    page: terms,
    title: "The terms",
    where: "The whole page under its title: each '## Heading' starts a numbered section.",
    kind: "markdown",
    max: 40_000,
    start: legalMarkdown(termsOfService),
  },
} as const satisfies Record<string, TextBlock>;
