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
