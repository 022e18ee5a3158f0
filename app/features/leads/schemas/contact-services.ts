/**
 * The service choices of the contact form (spec 001 §3), in the order shown.
 * Apart from the schema (contact.ts, which uses them) so the form can list
 * them without loading the validation code.
 */
export const contactServices = [
  "Interior Painting",
  "Exterior Painting",
  "Commercial Painting",
  "Drywall Installation",
  "Drywall Repair",
  "Cabinet Refinishing",
  "Other",
] as const;

export type ContactService = (typeof contactServices)[number];

export const DEFAULT_CONTACT_SERVICE: ContactService = "Interior Painting";

/** When the visitor would like the work done (optional on the contact form). */
export const contactTimings = [
  "As soon as possible",
  "Within a month",
  "In 1-3 months",
  "Just planning",
] as const;

/** Photos a visitor may send with a request, and the size of each. */
export const CONTACT_PHOTO_LIMITS = { count: 8, bytes: 15 * 1024 * 1024 } as const;
