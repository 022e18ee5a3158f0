import type { SiteFacts } from "./schemas/business-profile";
import type { ReadingPlacement, SeedReadings } from "./seed-readings";

type Claims = Pick<
  SiteFacts["claims"],
  | "warrantyYears"
  | "insuranceCoverage"
  | "yearsExperience"
  | "rating"
  | "reviewCount"
  | "responseTime"
  | "quoteTime"
>;
type Names = Pick<SiteFacts["business"], "name" | "shortName" | "legalName" | "ownerFirstName" | "ownerName">;

/** What the fixed texts quote of the business profile: its figures and its names (a page's `site`). */
export interface FactSource {
  claims: Claims;
  business: Names;
}

/** A rating as every page writes it: "4.8". */
export function ratingText(rating: number): string {
  return rating.toFixed(1);
}

/** A count as the pages write it: "1,250". */
export function countText(count: number): string {
  return count.toLocaleString("en-US");
}

const names = {
  businessName: "name",
  shortName: "shortName",
  legalName: "legalName",
  ownerFirstName: "ownerFirstName",
  ownerName: "ownerName",
} as const satisfies Record<string, keyof Names>;

/** The words a text may quote, as {word}. */
export const factWords = [
  "warrantyYears",
  "insuranceCoverage",
  "yearsExperience",
  "rating",
  "reviewCount",
  "responseTime",
  "quoteTime",
  ...(Object.keys(names) as (keyof typeof names)[]),
] as const;

const factKeys = new RegExp(`\\{(${factWords.join("|")})\\}`, "g");

/**
 * Fixed text (the typed content modules, and what the owner writes in the
 * questions and posts) that quotes the business profile names it as a word
 * in braces: a figure, `{warrantyYears}`, `{insuranceCoverage}`,
 * `{yearsExperience}`, `{rating}`, `{reviewCount}`, how soon the owner answers
 * and quotes, `{responseTime}` ("within 2 hours"), `{quoteTime}`, or a name,
 * `{businessName}`, `{shortName}`, `{legalName}`, `{ownerFirstName}`,
 * `{ownerName}`. Each is filled in from the profile, so the page always says
 * what the profile says; any other word in braces stays as written.
 */
export function fillFacts(text: string, { claims, business }: FactSource, placed?: Figures): string {
  return text.replace(factKeys, (_, key: (typeof factWords)[number]) => {
    if (key === "rating") return placed?.rating ?? ratingText(claims.rating);
    if (key === "reviewCount") return placed?.reviewCount ?? countText(claims.reviewCount);
    if (key in names) return business[names[key as keyof typeof names]];
    return String(claims[key as keyof Claims]);
  });
}

/** Only what the texts quote of a page's facts (to send to a browser that fills them in as the owner types). */
export function factSource({ claims, business }: FactSource): FactSource {
  return {
    claims: {
      warrantyYears: claims.warrantyYears,
      insuranceCoverage: claims.insuranceCoverage,
      yearsExperience: claims.yearsExperience,
      rating: claims.rating,
      reviewCount: claims.reviewCount,
      responseTime: claims.responseTime,
      quoteTime: claims.quoteTime,
    },
    business: {
      name: business.name,
      shortName: business.shortName,
      legalName: business.legalName,
      ownerFirstName: business.ownerFirstName,
      ownerName: business.ownerName,
    },
  };
}

/** The same for every string of a piece of fixed content (a list, its objects). */
export function fillFactsIn<T>(value: T, facts: FactSource, placed?: Figures): T {
  if (typeof value === "string") return fillFacts(value, facts, placed) as T;
  if (Array.isArray(value)) return value.map((item) => fillFactsIn(item, facts, placed)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillFactsIn(v, facts, placed)])) as T;
  }
  return value;
}

/** A page's rating, review count and customer count, as words. */
export interface Figures {
  rating: string;
  reviewCount: string;
  customers: string;
}

/**
 * The figures one page shows: the seed's reading for that page until the
 * owner saves the fact, then his one value (app/lib/seed-readings.ts).
 */
export function placedFigures(
  site: {
    claims: Pick<SiteFacts["claims"], "rating" | "reviewCount" | "customers">;
    seedReadings: SeedReadings;
  },
  placement: Exclude<ReadingPlacement, "contact">,
): Figures {
  const seed = site.seedReadings[placement];
  return {
    rating: seed?.rating ?? ratingText(site.claims.rating),
    reviewCount: seed?.reviewCount ?? countText(site.claims.reviewCount),
    customers: seed?.customers ?? site.claims.customers,
  };
}
