import type { ProcessStep } from "./types";

export interface Credential {
  title: string;
  detail: string;
}

export interface HeroText {
  heading: string;
  text: string;
}

export const credentials: Credential[] = [
  { title: "EPA Lead-Safe Certified", detail: "Safe methods for pre-1978 homes" },
  { title: "Painting Contractors Association", detail: "Member" },
  { title: "Fully Insured", detail: "Up to {insuranceCoverage} coverage" },
  { title: "{rating}-Star Rated", detail: "Based on {reviewCount} reviews" },
];

export const servicesProcess: ProcessStep[] = [
  {
    title: "Initial Consultation & Project Assessment",
    description:
      "{ownerFirstName} visits to inspect the surfaces, note any repairs and talk through your goals, often on the same day you reach out.",
    time: "Same day",
  },
  {
    title: "Detailed Quote & Timeline Planning",
    description:
      "You get a written quote with the full scope, the paint products and a start date that fits your schedule.",
    time: "Within 24 hours",
  },
  {
    title: "Surface Preparation & Protection",
    description:
      "Floors, furniture and landscaping are covered, then surfaces are cleaned, scraped, patched, caulked and primed as needed.",
    time: "Day 1",
  },
  {
    title: "Professional Application of Materials",
    description:
      "Premium paint goes on in even coats with proper drying time, by brush, roller or sprayer as each surface requires.",
    time: "1-5 days",
  },
  {
    title: "Quality Inspection & Touch-Ups",
    description:
      "{ownerFirstName} checks every surface in good light and fixes any thin spots, drips or missed edges before calling the job done.",
    time: "Final day",
  },
  {
    title: "Complete Cleanup & Walkthrough",
    description:
      "All coverings and debris are removed, furniture goes back in place, and you walk through the finished project with {ownerFirstName}.",
    time: "Final day",
  },
];

export const exteriorHero: HeroText = {
  heading: "Exterior Painting for Vadnais Heights Homes",
  text: "Minnesota winters are hard on paint. {ownerName} scrapes, repairs and repaints siding and trim for homeowners in Vadnais Heights, Shoreview, White Bear Lake and nearby communities, using premium exterior paint and backing every job with a {warrantyYears}-year written warranty.",
};

export const closingCta: HeroText = {
  heading: "Ready to Refresh Your Home's Exterior?",
  text: "Good exterior painting weather in Minnesota runs from about May through September, and those weeks fill up quickly. Reach out today: {ownerFirstName} will reply within 2 hours, visit Vadnais Heights for a same-day estimate when possible, and send your written quote within 24 hours.",
};
