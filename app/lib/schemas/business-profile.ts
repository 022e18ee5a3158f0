import { z } from "zod";

/**
 * The business profile the owner edits in the admin (Content, Business
 * profile): the company, how to reach it, its hours as each page states
 * them, its links and the claims the pages make. One schema for the admin
 * form, the server's check of every save and the seed of a fresh install.
 *
 * The specification's readings differ from page to page (a 4.9 rating on
 * the home page, 4.8 on the about page; 720+ or 1,200+ customers; three sets
 * of hours): each reading is its own field, seeded as the specification has
 * it, so the owner can make them agree.
 */

const line = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
const optionalLine = (label: string, max = 120) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).default("");
const webAddress = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .url(`${label} must be a full web address, starting with https://`)
    .refine((value) => /^https?:\/\//i.test(value), `${label} must start with https:// or http://`);

/** A list the admin form writes one item per line (a textarea); the seed gives an array. */
const lines = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean)
        : value,
    z.array(item),
  );

/** An IANA time zone the server knows, e.g. America/Chicago. */
const timeZone = line("Time zone", 60).refine((zone) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "Time zone: a name like America/Chicago.");

/** A US phone number as people write it; its E.164 form is worked out from the digits. */
const phoneDisplay = line("Phone number", 30).refine((value) => {
  const digits = value.replace(/\D/g, "");
  return digits.length === 10 || (digits.length === 11 && digits.startsWith("1"));
}, "Enter a 10-digit US phone number, e.g. (651) 555-0142.");

/** "(651) 555-0142" -> "+16515550142". */
export function e164(display: string): string {
  const digits = display.replace(/\D/g, "");
  return `+${digits.length === 10 ? `1${digits}` : digits}`;
}

const hoursRow = z.object({ label: line("Days", 40), hours: line("Hours", 40) });
const hoursList = (label: string) =>
  z.array(hoursRow).min(1, `${label}: give at least one row.`).max(7, `${label}: seven rows at most.`);

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Times are 24-hour HH:MM, e.g. 08:00.");
const openingRow = z.object({
  days: z.array(z.enum(weekdays)).min(1, "Choose at least one day."),
  opens: clock,
  closes: clock,
});

/** The networks whose logo is in public/social/ (the profile form lists them); "" shows the link's name beside a paint palette. */
export const socialIconNames = ["facebook", "instagram", "tiktok", "x", "youtube", "yelp"] as const;

const socialLink = z.object({
  name: line("Link name", 40),
  href: webAddress("Link address"),
  icon: z.enum(["", ...socialIconNames], { error: "Choose a logo from the list." }).default(""),
});

export const businessProfileSchema = z.object({
  business: z.object({
    name: line("Business name"),
    shortName: line("Short name", 60),
    legalName: line("Legal name"),
    ownerFirstName: line("Owner's first name", 60),
    ownerName: line("Owner's full name"),
    phone: z.object({ display: phoneDisplay }).transform(({ display }) => ({ display, e164: e164(display) })),
    email: z.email("Enter the e-mail address customers write to.").max(200),
    careersEmail: z.email("Enter the e-mail address job seekers write to.").max(200),
    address: z.object({
      street: line("Street address"),
      city: line("City", 60),
      region: line("State", 20),
      postalCode: z
        .string()
        .trim()
        .regex(/^\d{5}(-\d{4})?$/, "ZIP code: five digits."),
      country: z.string().trim().length(2, "Country: a two-letter code, e.g. US.").toUpperCase(),
    }),
    /** The clock leads are shown in (dashboard, e-mails). */
    timeZone,
    timeZoneName: line("Time zone name", 60),
    geo: z.object({
      lat: z.coerce.number({ error: "Latitude is a number." }).min(-90).max(90),
      lng: z.coerce.number({ error: "Longitude is a number." }).min(-180).max(180),
    }),
    baseCity: line("Base city", 60),
    serviceRadiusMiles: z.coerce.number().int().min(1, "Service radius: at least 1 mile.").max(500),
    /** Structured data reads the radius in metres. */
    serviceRadiusMeters: z.coerce.number().int().min(1).max(1_000_000),
    foundedYear: z.coerce.number().int().min(1900).max(2100),
    priceRange: line("Price range", 10),
    paymentMethods: lines(line("Payment method", 40)).pipe(
      z.array(z.string()).min(1, "Payment methods: at least one.").max(10, "Payment methods: ten at most."),
    ),
    paintBrands: lines(line("Paint brand", 60)).pipe(
      z.array(z.string()).min(1, "Paint brands: at least one.").max(4, "Paint brands: four at most."),
    ),
    association: optionalLine("Association"),
  }),
  claims: z.object({
    yearsExperience: line("Years of experience", 20),
    warrantyYears: z.coerce.number().int().min(0).max(50),
    insuranceCoverage: line("Insurance coverage", 20),
    licenseNumber: optionalLine("License number", 60),
    homeRating: line("Rating on the home page", 10),
    aboutRating: line("Rating on the about page", 10),
    structuredDataRating: z
      .string()
      .trim()
      .regex(/^[0-5](\.\d)?$/, "Rating for search engines: 0 to 5, e.g. 4.8."),
    heroReviewCount: line("Review count on the home and services pages", 20),
    structuredDataReviewCount: z.coerce.number().int().min(0).max(1_000_000),
    cityReviewCount: line("Review count on the city pages", 20),
    homeCustomers: line("Customer count on the home page", 20),
    aboutCustomers: line("Customer count on the about page", 20),
    aboutYears: line("Years in business on the about page", 20),
    satisfactionRate: line("Satisfaction rate", 20),
    responseTime: line("Response time", 60),
    quoteTime: line("Quote time", 60),
  }),
  hours: z.object({
    footer: hoursList("Footer hours"),
    contactPage: hoursList("Contact page hours"),
    schedulePage: hoursList("Schedule page hours"),
    structuredData: z.array(openingRow).min(1).max(7),
  }),
  bookingUrl: webAddress("Online booking page"),
  /** Where "Ask for a review" sends a customer (e.g. the Google review link). */
  reviewUrl: z.union([z.literal(""), webAddress("Review link")]).default(""),
  socialLinks: z.array(socialLink).max(12),
  /** Cities named in structured data as areas served. */
  structuredDataAreas: lines(line("City", 60)).pipe(z.array(z.string()).max(30, "Thirty cities at most.")),
  /** The counties within the service radius. */
  serviceCounties: lines(line("County", 60)).pipe(z.array(z.string()).max(20, "Twenty counties at most.")),
});

export type BusinessProfile = z.infer<typeof businessProfileSchema>;
/** What the admin form sends (before the schema fills in what it works out). */
export type BusinessProfileInput = z.input<typeof businessProfileSchema>;

/** What every page shows of the profile (useSite): the profile, its links, and the site's address. */
export function siteFactsFrom(profile: BusinessProfile, siteUrl: string) {
  return {
    ...profile,
    siteUrl,
    telHref: `tel:${profile.business.phone.e164}`,
    mailtoHref: `mailto:${profile.business.email}`,
  };
}

export type SiteFacts = ReturnType<typeof siteFactsFrom>;
