/**
 * Shapes of the typed content modules. Each module under app/seed/ exports
 * data of these types; the build validates them (see app/features/content/schemas.ts).
 */

/** Names of lucide-react icons the content may use (PascalCase, as exported). */
export type IconName = string;

export interface Service {
  /** URL slug, used at /service/{id}. */
  id: string;
  title: string;
  /** One or two sentences for cards and the detail page intro. */
  description: string;
  /** Image key under app/seed/images/services/ (without extension). */
  image: string;
  /** Written alt text for the image. */
  imageAlt: string;
  icon: IconName;
  /** Exactly six short bullet strings. */
  features: [string, string, string, string, string, string];
}

export interface ServiceDetailContent {
  /** Ordered process steps shown under "Our Process". */
  process: string[];
  /** Benefits of this service (bullets). */
  benefits: string[];
  /** A paragraph or two of additional information. */
  additionalInfo: string;
}

export interface StaticTestimonial {
  text: string;
  /** First name and initial, e.g. "Sarah M." */
  author: string;
  location: string;
  /** Stars out of five, to one decimal. */
  rating: number;
}

export type ComparisonRow = {
  feature: string;
  largeCompany: string;
  ours: string;
};

export type ProcessStep = {
  title: string;
  description: string;
  /** Short time tag, e.g. "Day 1" or "24 hours". */
  time: string;
};

export type FeatureCard = {
  icon: IconName;
  title: string;
  description: string;
};

export interface FaqItem {
  question: string;
  /** Plain text; paragraphs separated by a blank line. */
  answer: string;
}

/** A question as the pages show it: stored in the database, with its id. */
export type SavedFaqItem = FaqItem & { id: string };

/**
 * A job opening as the careers page lists it, from the seed or the database
 * (the admin's form edits the same fields, checked by jobOpeningSchema).
 */
export interface JobOpening {
  id: string;
  title: string;
  /** e.g. "Full-time". */
  type: string;
  location: string;
  description: string;
  /** Posted pay range, e.g. "$20-$30 per hour". */
  pay: string;
  /**
   * The days the listing is open, YYYY-MM-DD in the business's time zone (the
   * seed's dates; a fresh install opens them on its first day).
   */
  postedFrom: string;
  postedUntil: string;
}

export interface HiringStep {
  number: number;
  title: string;
  description: string;
}

export interface CityTestimonial {
  name: string;
  location: string;
  /** 0-5, shown with one decimal. */
  rating: number;
  text: string;
}

export interface CityRecord {
  slug: string;
  name: string;
  /** Page title (without the site name). */
  title: string;
  /** Meta description, 120-160 characters. */
  description: string;
  lat: number;
  lng: number;
  /** Names of nearby primary cities (must be names of other city records). */
  nearbyAreas: string[];
  /** Local intro paragraphs written for this city. */
  intro: string[];
  /** Neighbourhoods or areas of the city the text may mention. */
  neighborhoods: string[];
  /** What the housing stock is like, in a paragraph. */
  housingStock: string;
  /** Local climate or exposure notes that matter for paint, in a paragraph. */
  climateNotes: string;
  /** What homeowners there ask for most, as 3-5 short bullets. */
  popularProjects: string[];
  additionalInfo: string;
  testimonial?: CityTestimonial;
}

export interface LegalSection {
  heading: string;
  /** Paragraphs; a paragraph starting with "- " lines is rendered as a list. */
  body: string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}
