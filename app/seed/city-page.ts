/**
 * Text shared by every city page (/service-area/{slug}). The figures come
 * from the business profile, so a change there shows up on all thirty pages.
 */
import type { BusinessProfile } from "~/lib/schemas/business-profile";
import type { FeatureCard } from "./types";

/** The icons the city pages use; the component maps each name to its lucide icon. */
export type CityCardIcon = "UserCheck" | "CalendarCheck" | "Award" | "ShieldCheck" | "House" | "PaintBucket";

export interface CityFeatureCard extends FeatureCard {
  icon: CityCardIcon;
}

/**
 * The six "Why Choose Us" cards. `place` is the city's name, or "your area"
 * on the page for towns without their own page.
 */
export function cityWhyChooseUs(
  place: string,
  { business, claims }: Pick<BusinessProfile, "business" | "claims">,
): CityFeatureCard[] {
  return [
    {
      icon: "UserCheck",
      title: "The Owner Does the Work",
      description: `${business.ownerFirstName} walks through your ${place} home for the estimate and then paints it himself, so nothing gets lost between the quote and the brush.`,
    },
    {
      icon: "CalendarCheck",
      title: "Same-Day Estimates",
      description: `Call in the morning and we can often see your project that day. You'll hear back ${claims.responseTime} and get a written quote ${claims.quoteTime}.`,
    },
    {
      icon: "Award",
      title: `${claims.warrantyYears}-Year Written Warranty`,
      description: `Every job carries a ${claims.warrantyYears}-year warranty in writing. If something we painted fails, we come back and make it right.`,
    },
    {
      icon: "ShieldCheck",
      title: "Licensed & Insured",
      description: `We're a licensed Minnesota contractor with insurance coverage up to ${claims.insuranceCoverage}, so your home and your neighbors are protected.`,
    },
    {
      icon: "House",
      title: "EPA Lead-Safe Certified",
      description:
        "Homes built before 1978 get tested and handled with lead-safe containment, misting and HEPA cleanup, as federal rules require.",
    },
    {
      icon: "PaintBucket",
      title: "Premium Paint, Clean Finish",
      description: `We use ${business.paintBrands.join(" and ")} products, protect floors and furniture, and leave every room clean at the end of the day.`,
    },
  ];
}
