import type { ComparisonRow, ProcessStep, StaticTestimonial } from "./types";

export const heroBadges = [
  "Same-day estimates",
  "{warrantyYears}-year warranty",
  "{yearsExperience} years experience",
  "On time and on budget",
  "Clear communication",
] as const;

/** The home page's testimonials on a fresh install; then the owner's, from the database. */
export const testimonials: StaticTestimonial[] = [
  {
    text: "Alex painted our living room, kitchen and upstairs hallway in March. He showed up when he said he would, covered everything, and even filled the dents our dog had left in the trim. The lines along the ceiling are perfect, and after three days you'd never know anyone had been working here.",
    author: "Karen S.",
    location: "Shoreview",
    rating: 5,
  },
  {
    text: "Our 1970s rambler needed the popcorn ceilings gone before we listed it. Alex made sure the texture was tested first, sealed off each room in plastic, and left us ceilings that are completely smooth. He sent a quick update every evening, which we really appreciated.",
    author: "Jenna R.",
    location: "Roseville",
    rating: 5,
  },
  {
    text: "We got three quotes for our exterior. Alex was the only one who got up on a ladder to check the soffits, and he found two soft fascia boards the others missed. He waited for a dry stretch in June to paint, and two summers later the siding still looks new.",
    author: "Mark D.",
    location: "White Bear Lake",
    rating: 5,
  },
];

export const comparisonRows: ComparisonRow[] = [
  {
    feature: "Estimate by owner",
    largeCompany: "Sales rep or estimator",
    ours: "{ownerFirstName}, the owner, every time",
  },
  {
    feature: "Work by owner",
    largeCompany: "Crews assigned job by job",
    ours: "{ownerFirstName} does the work himself",
  },
  {
    feature: "Direct communication",
    largeCompany: "Office staff and project managers",
    ours: "You talk directly with {ownerFirstName}",
  },
  {
    feature: "Consistent quality",
    largeCompany: "Depends on the assigned crew",
    ours: "Same standards on every job",
  },
  {
    feature: "Accountability",
    largeCompany: "Shared across several people",
    ours: "One person owns the result",
  },
  {
    feature: "Oversight",
    largeCompany: "Periodic visits from a manager",
    ours: "Owner on site every workday",
  },
  {
    feature: "Pricing",
    largeCompany: "Covers office and franchise overhead",
    ours: "Lean overhead, clear written quote",
  },
];

export const homeProcess: ProcessStep[] = [
  {
    title: "Get Your Quote",
    description:
      "{ownerFirstName} visits, looks over your project and sends a clear written quote within 24 hours of the visit.",
    time: "Same day",
  },
  {
    title: "Choose Your Colors",
    description:
      "Compare Sherwin-Williams and Benjamin Moore samples on your own walls and in your own light until the choice feels right.",
    time: "1-2 days",
  },
  {
    title: "Professional Painting",
    description:
      "Your home is protected, repaired where needed and painted with care, with the work area tidied at the end of each day.",
    time: "1-5 days",
  },
  {
    title: "Final Walkthrough",
    description:
      "You walk the finished job with {ownerFirstName}, point out anything you'd like touched up, and receive your {warrantyYears}-year written warranty.",
    time: "Last day",
  },
];

/** The lines under the home page's section headings. */
export const homeIntros = {
  services:
    "From a single accent wall to a full exterior, every job gets careful prep, premium paint and the owner's attention.",
  difference:
    "What changes when the owner handles your project from the first visit to the final walkthrough.",
  testimonials:
    "Neighbors across the Twin Cities trust us with their homes. Here is what a few of them had to say.",
  process: "No surprises: here is how your project goes from first call to finished rooms.",
};
