import { z } from "zod";

/**
 * The specification states some figures differently on different pages, and
 * both readings stand (spec 000 §9, spec 001 §9): a 4.9 rating with 190+
 * reviews on the home page, 4.8 on the about page, 200+ reviews on the city
 * pages, 127 in the structured data, the contact page's own hours. A fresh
 * install shows each reading where the specification puts it: these are the
 * seed's readings per page. The owner types each fact once (Business
 * profile); his first save of a fact drops its seed readings, and from then
 * on every page shows his one value (decision 0028).
 */

/** The figures a page may still show as the seed has them. */
export const readingFacts = ["rating", "reviewCount", "customers"] as const;
export type ReadingFact = (typeof readingFacts)[number];

const reading = z.string().trim().min(1).max(40);
const figures = z.object({ rating: reading, reviewCount: reading, customers: reading }).partial();
const hoursLine = z.object({ days: reading, hours: reading });

/** Where a seed reading stands: the page (or the structured data) that shows it. */
export const readingPlacements = {
  home: "the home page",
  services: "the services page",
  service: "each service's page",
  city: "each city page",
  structuredData: "what search engines read",
  contact: "the contact page",
} as const;
export type ReadingPlacement = keyof typeof readingPlacements;

export const seedReadingsSchema = z
  .object({
    home: figures,
    services: figures,
    service: figures,
    city: figures,
    structuredData: figures,
    contact: z.object({ hours: z.array(hoursLine).min(1).max(7) }).partial(),
  })
  .partial();

export type SeedReadings = z.infer<typeof seedReadingsSchema>;

/** The readings a fresh install starts with, each where the specification places it. */
export const specificationReadings: SeedReadings = {
  home: { rating: "4.9", reviewCount: "190+", customers: "720+" },
  services: { rating: "5", reviewCount: "190+" },
  service: { customers: "over 190+" },
  city: { rating: "5", reviewCount: "200+" },
  structuredData: { reviewCount: "127" },
  contact: {
    hours: [
      { days: "Monday to Friday", hours: "7:00 AM to 6:00 PM" },
      { days: "Saturday and Sunday", hours: "9:00 AM to 5:00 PM" },
    ],
  },
};

/** What a save wrote of the facts that seed readings stand in for. */
interface SavedValues {
  claims?: Partial<Record<ReadingFact, unknown>>;
  hours?: unknown;
}

/**
 * The readings left once the owner has saved some facts: a saved fact's
 * readings go from every page (his value shows there from now on).
 */
export function withoutSavedReadings(readings: SeedReadings, saved: SavedValues): SeedReadings {
  const savedFacts = new Set<string>(readingFacts.filter((fact) => saved.claims?.[fact] !== undefined));
  if (saved.hours !== undefined) savedFacts.add("hours");
  const left: Record<string, Record<string, unknown>> = {};
  for (const [placement, values] of Object.entries(readings)) {
    const kept = Object.fromEntries(Object.entries(values ?? {}).filter(([fact]) => !savedFacts.has(fact)));
    if (Object.keys(kept).length > 0) left[placement] = kept;
  }
  return left as SeedReadings;
}

/** The facts each profile section saves that a seed reading stands in for. */
const factsOfSection: Record<string, readonly (ReadingFact | "hours")[]> = {
  reputation: ["rating", "reviewCount"],
  promises: ["customers"],
  hours: ["hours"],
};

const factNames: Record<ReadingFact | "hours", string> = {
  rating: "rating",
  reviewCount: "reviews",
  customers: "customers",
  hours: "hours",
};

/**
 * For the admin: which pages still show a section's facts as the seed has
 * them ("the home page: rating 4.9, reviews 190+"), until his first save.
 */
export function seedReadingsOf(readings: SeedReadings, section: string): string[] {
  const facts = factsOfSection[section] ?? [];
  const notes: string[] = [];
  for (const placement of Object.keys(readingPlacements) as ReadingPlacement[]) {
    const values = readings[placement] as Record<string, unknown> | undefined;
    if (!values) continue;
    const shown = facts.flatMap((fact) => {
      const value = values[fact];
      if (value === undefined) return [];
      const text = Array.isArray(value)
        ? value.map((line: { days: string; hours: string }) => `${line.days} ${line.hours}`).join(", ")
        : String(value);
      return [`${factNames[fact]} ${text}`];
    });
    if (shown.length > 0) notes.push(`${readingPlacements[placement]}: ${shown.join(", ")}`);
  }
  return notes;
}
