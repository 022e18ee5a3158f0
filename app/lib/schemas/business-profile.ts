import { z } from "zod";
import { footerServiceLinks, type NavItem } from "../navigation";
import {
  dayStatuses,
  exceptionLinesSoon,
  type OpeningHours,
  weekdayKeys,
  weeklyFromLegacy,
  weeklyLines,
} from "../opening-hours";
import { seedReadingsSchema } from "../seed-readings";
import { dayIn } from "../zoned-time";

/**
 * The business profile the owner edits in the admin (Content, Business
 * profile, one section at a time): the company, how to reach it, its hours,
 * its rating, its links and the claims the pages make. One schema for the
 * admin forms, the server's check of every save and the seed of a fresh
 * install.
 *
 * Each fact is typed once: one weekly schedule (with its exceptions) for
 * every page that states hours and for the structured data; one rating and
 * one review count; one customer count. A profile an older version stored
 * (an hours list per page, a rating per page) is read into this shape by
 * storedProfileSchema.
 */

/** The two places the "Schedule" buttons may lead. */
export const schedulingModes = ["external", "here"] as const;

/** Each place as the form's list and the history say it. */
export const schedulingLabels: Record<(typeof schedulingModes)[number], string> = {
  external: "My online scheduler link (external page, new tab)",
  here: "Book a visit on this site",
};

/** This site's own page for booking an estimate visit. */
export const BOOK_PAGE = "/book";

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

const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const optionalClock = z
  .string()
  .trim()
  .refine((value) => value === "" || clockPattern.test(value), "Enter a time, e.g. 8:00 AM.")
  .default("");
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** One day of the week: closed, by appointment, or open from one time to a later one. */
const dayHours = z
  .object({
    status: z.enum(dayStatuses, { error: "Choose open, closed or by appointment." }),
    opens: optionalClock,
    closes: optionalClock,
  })
  .superRefine((day, context) => {
    if (day.status !== "open") return;
    if (!day.opens) context.addIssue({ code: "custom", path: ["opens"], message: "When do you open?" });
    if (!day.closes) context.addIssue({ code: "custom", path: ["closes"], message: "When do you close?" });
    if (day.opens && day.closes && day.closes <= day.opens)
      context.addIssue({ code: "custom", path: ["closes"], message: "Closing time comes after opening." });
  })
  .transform((day) => (day.status === "open" ? day : { ...day, opens: "", closes: "" }));

/** A holiday or other day off the weekly schedule: closed, or hours of its own. */
const hoursException = z
  .object({
    label: line("What the day is", 40),
    from: z.string().trim().regex(dayPattern, "Choose the first day."),
    to: z
      .string()
      .trim()
      .refine((value) => value === "" || dayPattern.test(value), "Choose the last day, or leave it empty.")
      .default(""),
    opens: optionalClock,
    closes: optionalClock,
  })
  .superRefine((day, context) => {
    if (day.to && day.to < day.from)
      context.addIssue({ code: "custom", path: ["to"], message: "The last day comes after the first." });
    if (Boolean(day.opens) !== Boolean(day.closes))
      context.addIssue({
        code: "custom",
        path: [day.opens ? "closes" : "opens"],
        message: "Give both times, or neither for closed.",
      });
    else if (day.opens && day.closes <= day.opens)
      context.addIssue({ code: "custom", path: ["closes"], message: "Closing time comes after opening." });
  })
  .transform((day) => (day.to === day.from ? { ...day, to: "" } : day));

const openingHours = z.object({
  weekly: z.object(
    Object.fromEntries(weekdayKeys.map((day) => [day, dayHours])) as {
      [K in (typeof weekdayKeys)[number]]: typeof dayHours;
    },
  ),
  exceptions: z.array(hoursException).max(30, "Thirty exceptions at most: remove some that are over."),
});

/** The networks whose logo is in public/social/ (the profile form lists them); "" shows the link's name beside a paint palette. */
export const socialIconNames = ["facebook", "instagram", "tiktok", "x", "youtube", "yelp"] as const;

/** Each logo's name as the form's list and the history say it. */
export const socialIconLabels: Record<(typeof socialIconNames)[number], string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  tiktok: "TikTok",
  x: "X",
  youtube: "YouTube",
  yelp: "Yelp",
};

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
    /** The sales tax a new quote starts with, in percent ("7.875"); "0" when the work is not taxed. */
    quoteTaxPercent: z
      .string()
      .trim()
      .regex(/^\d{1,2}(\.\d{1,3})?$/, "Sales tax: a percent like 7.875, or 0.")
      .default("0"),
  }),
  claims: z.object({
    yearsExperience: line("Years of experience", 20),
    warrantyYears: z.coerce.number().int().min(0).max(50),
    insuranceCoverage: line("Insurance coverage", 20),
    licenseNumber: optionalLine("License number", 60),
    /** Stars out of five, one decimal: every page and the structured data show it. */
    rating: z.coerce
      .number({ error: "Rating: a number from 1 to 5, e.g. 4.8." })
      .min(1, "Rating: a number from 1 to 5, e.g. 4.8.")
      .max(5, "Rating: a number from 1 to 5, e.g. 4.8.")
      .multipleOf(0.1, "Rating: one decimal at most, like 4.8."),
    reviewCount: z.coerce
      .number({ error: "Number of reviews: a whole number, e.g. 190." })
      .int("Number of reviews: a whole number, e.g. 190.")
      .min(1, "Number of reviews: at least 1.")
      .max(1_000_000),
    customers: line("Customer count", 20),
    aboutYears: line("Years in business on the about page", 20),
    satisfactionRate: line("Satisfaction rate", 20),
    responseTime: line("Response time", 60),
    quoteTime: line("Quote time", 60),
  }),
  hours: openingHours,
  bookingUrl: webAddress("Online booking page"),
  /**
   * Where the "Schedule" buttons go: the external scheduler at `bookingUrl`
   * (a new tab, the default), or this site's own booking page (/book).
   */
  scheduling: z.enum(schedulingModes, { error: "Choose where the Schedule buttons go." }).default("external"),
  /** Where "Ask for a review" sends a customer (e.g. the Google review link). */
  reviewUrl: z.union([z.literal(""), webAddress("Review link")]).default(""),
  socialLinks: z.array(socialLink).max(12),
  /** Cities named in structured data as areas served. */
  structuredDataAreas: lines(line("City", 60)).pipe(z.array(z.string()).max(30, "Thirty cities at most.")),
  /** The counties within the service radius. */
  serviceCounties: lines(line("County", 60)).pipe(z.array(z.string()).max(20, "Twenty counties at most.")),
  /** A fresh install's per-page readings of a figure, until the owner saves it (app/lib/seed-readings.ts). */
  seedReadings: seedReadingsSchema.default({}),
});

export type SchedulingMode = (typeof schedulingModes)[number];

export type BusinessProfile = z.infer<typeof businessProfileSchema>;
/** What the admin form sends (before the schema fills in what it works out). */
export type BusinessProfileInput = z.input<typeof businessProfileSchema>;

/**
 * A profile as an older version stored it, brought to this shape: its hours
 * from the rows it gave search engines, its rating and review count from the
 * pair it gave search engines (both checked numbers), its customer count
 * from the home page's. A current profile passes unchanged.
 */
export function upgradeStoredProfile(stored: unknown): unknown {
  if (typeof stored !== "object" || stored === null) return stored;
  const profile = stored as Record<string, Record<string, unknown> | undefined>;
  const hours = profile.hours;
  const claims = profile.claims;
  const upgraded = { ...profile };
  if (hours && !("weekly" in hours) && Array.isArray(hours.structuredData)) {
    upgraded.hours = {
      weekly: weeklyFromLegacy(hours.structuredData),
      exceptions: [],
    } satisfies OpeningHours;
  }
  if (claims && !("rating" in claims) && "structuredDataRating" in claims) {
    upgraded.claims = {
      ...claims,
      rating: claims.structuredDataRating,
      reviewCount: claims.structuredDataReviewCount,
      customers: claims.homeCustomers,
    };
  }
  return upgraded;
}

/** The profile as the database holds it, whichever version wrote it. */
export const storedProfileSchema = z.preprocess(upgradeStoredProfile, businessProfileSchema);

/**
 * What every page shows of the profile (useSite): the profile, its links,
 * the site's address, and the day (YYYY-MM-DD in the business's time zone)
 * the hours' exceptions are counted from.
 */
export function siteFactsFrom(
  profile: BusinessProfile,
  siteUrl: string,
  today = dayIn(profile.business.timeZone, new Date()),
  /** The footer's "Our Services" links: the services the owner lists there. */
  footerServices: readonly NavItem[] = footerServiceLinks,
) {
  return {
    ...profile,
    siteUrl,
    today,
    footerServices,
    /** The week as every page lists it ("Mon–Fri", "8:00 AM – 6:00 PM"). */
    hoursLines: weeklyLines(profile.hours),
    /** The exceptions the pages announce today (a holiday within the next weeks). */
    hoursSoon: exceptionLinesSoon(profile.hours, today),
    telHref: `tel:${profile.business.phone.e164}`,
    mailtoHref: `mailto:${profile.business.email}`,
    /** Every "Schedule" button's target: this site's booking page, or the external scheduler (new tab). */
    schedule:
      profile.scheduling === "here"
        ? { href: BOOK_PAGE, external: false }
        : { href: profile.bookingUrl, external: true },
  };
}

export type SiteFacts = ReturnType<typeof siteFactsFrom>;
