import { z } from "zod";
import { type BusinessProfile, businessProfileSchema } from "~/lib/schemas/business-profile";
import { withoutSavedReadings } from "~/lib/seed-readings";

/**
 * The business profile in short sections (Content, Business profile): each
 * its own page, form and Save, short enough for a phone. A section's schema
 * is the part of businessProfileSchema it edits, so the browser and the
 * server check it with the same rules; a save puts the section into the
 * stored profile and checks the whole again.
 */

const { business, claims } = businessProfileSchema.shape;

export const profileSections = {
  contact: {
    title: "Contact",
    shows: "the header, the footer, every call and e-mail button, the contact page and search results",
    schema: z.object({
      business: business.pick({ phone: true, email: true, careersEmail: true, address: true }),
      bookingUrl: businessProfileSchema.shape.bookingUrl,
      scheduling: businessProfileSchema.shape.scheduling,
    }),
  },
  hours: {
    title: "Hours",
    shows: "the footer, the contact page, the schedule page and search results",
    schema: z.object({ hours: businessProfileSchema.shape.hours }),
  },
  reputation: {
    title: "Reputation",
    shows:
      "the home page, the about page, the services page, every city page and search results (the stars beside your name)",
    schema: z.object({
      claims: claims.pick({ rating: true, reviewCount: true }),
      reviewUrl: businessProfileSchema.shape.reviewUrl,
    }),
  },
  area: {
    title: "Service area",
    shows: "the service-area pages, the maps, the estimate form's town check and search results",
    schema: z.object({
      business: business.pick({
        geo: true,
        baseCity: true,
        serviceRadiusMiles: true,
        serviceRadiusMeters: true,
        timeZone: true,
        timeZoneName: true,
      }),
      structuredDataAreas: businessProfileSchema.shape.structuredDataAreas,
      serviceCounties: businessProfileSchema.shape.serviceCounties,
    }),
  },
  promises: {
    title: "Promises and figures",
    shows: "the home, about, services, warranty and city pages, the footer and the thank-you pages",
    schema: z.object({
      claims: claims.pick({
        customers: true,
        yearsExperience: true,
        aboutYears: true,
        satisfactionRate: true,
        warrantyYears: true,
        insuranceCoverage: true,
        licenseNumber: true,
        responseTime: true,
        quoteTime: true,
      }),
    }),
  },
  company: {
    title: "Company",
    shows: "the pages' text, the footer, the legal pages and search results",
    schema: z.object({
      business: business.pick({
        name: true,
        shortName: true,
        legalName: true,
        ownerFirstName: true,
        ownerName: true,
        foundedYear: true,
        priceRange: true,
        association: true,
        paymentMethods: true,
        paintBrands: true,
        quoteTaxPercent: true,
      }),
    }),
  },
  links: {
    title: "Links",
    shows: "the footer of every page and search results",
    schema: z.object({ socialLinks: businessProfileSchema.shape.socialLinks }),
  },
} as const;

export type ProfileSectionId = keyof typeof profileSections;

export const profileSectionIds = Object.keys(profileSections) as ProfileSectionId[];

export function isProfileSection(id: string): id is ProfileSectionId {
  return Object.hasOwn(profileSections, id);
}

/** The address of a section's page. */
export function profileSectionPath(id: ProfileSectionId): string {
  return `/admin/content/profile/${id}`;
}

/** The address of a section's history (its own page: the section's form stays short for a phone). */
export function profileHistoryPath(id: ProfileSectionId): string {
  return `${profileSectionPath(id)}/history`;
}

/**
 * The stored profile with one section's checked values put in (an object
 * field's other keys kept). A fact saved here drops the seed's per-page
 * readings of it: from now on every page shows the owner's one value.
 */
export function withSection(profile: BusinessProfile, values: Record<string, unknown>): BusinessProfile {
  const merged: Record<string, unknown> = {
    ...profile,
    seedReadings: withoutSavedReadings(profile.seedReadings, values),
  };
  for (const [key, value] of Object.entries(values)) {
    const before = merged[key];
    merged[key] =
      key !== "hours" && isPlainObject(before) && isPlainObject(value) ? { ...before, ...value } : value;
  }
  return merged as BusinessProfile;
}

/**
 * What a version of the profile holds of one section's fields (its history
 * compares and lists only these): an object field's keys the section edits,
 * and its other fields whole. A field the version lacks is left out.
 */
export function sectionPart(id: ProfileSectionId, profile: Record<string, unknown>): Record<string, unknown> {
  const part: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(profileSections[id].schema.shape)) {
    if (!(key in profile)) continue;
    const value = profile[key];
    part[key] =
      field instanceof z.ZodObject && isPlainObject(value)
        ? Object.fromEntries(
            Object.keys(field.shape).flatMap((inner) => (inner in value ? [[inner, value[inner]]] : [])),
          )
        : value;
  }
  return part;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
