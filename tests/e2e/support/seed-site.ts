import { businessProfileSchema, siteFactsFrom } from "../../../app/lib/schemas/business-profile";
import { DEFAULT_BOOKING_URL, DEFAULT_SITE_URL } from "../../../app/lib/site-config";
import { seedBusinessProfile } from "../../../app/seed/site";

/**
 * The business facts of a fresh install (the test server starts on an empty
 * database): what the pages show until the owner changes them.
 */
export const seedSite = siteFactsFrom(
  businessProfileSchema.parse(seedBusinessProfile(DEFAULT_BOOKING_URL)),
  DEFAULT_SITE_URL,
);
