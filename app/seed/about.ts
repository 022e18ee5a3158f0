import type { FeatureCard, ProcessStep } from "./types";

export const ourStory: string[] = [
  "{businessName} started in 2009 with a simple idea: homeowners should know exactly who will be working in their home. {ownerName} founded the company in Shoreview, and more than 15 years later he still gives every estimate and does the work himself.",
  "Staying owner-operated is a deliberate choice. At many larger companies, a job passes from a salesperson to an office coordinator to a crew you've never met. Here, the person who walks through your rooms and writes your quote is the same person who patches the walls, cuts in the ceiling lines and cleans up at the end of the day, so nothing gets lost along the way.",
  "Our office is in Shoreview, near Vadnais Heights, and we take on projects across the Twin Cities within about 60 miles. Working here year after year means knowing what Minnesota winters do to siding and trim, why nail pops appear in late winter, and how quickly the exterior painting season goes by. That local experience shapes the advice you get.",
  "The values haven't changed since the first job: show up when promised, explain things plainly, use premium paint from Sherwin-Williams and Benjamin Moore, treat your home and pets with care, and leave everything clean. Every project is backed by a {warrantyYears}-year written warranty, because we expect the work to last.",
];

export const whyChooseUs: FeatureCard[] = [
  {
    icon: "Users",
    title: "Owner on Every Job",
    description:
      "{ownerFirstName} gives your estimate and does the work himself, so the person you meet is the person who paints.",
  },
  {
    icon: "Clock",
    title: "Fast, Reliable Replies",
    description: "You'll hear back {responseTime} and get a written quote {quoteTime}.",
  },
  {
    icon: "Award",
    title: "{warrantyYears}-Year Written Warranty",
    description:
      "Every project comes with a {warrantyYears}-year warranty in writing, so the work is backed long after the last coat.",
  },
  {
    icon: "ShieldCheck",
    title: "Licensed and Insured",
    description:
      "The business is licensed and carries insurance coverage of up to {insuranceCoverage} for your peace of mind.",
  },
  {
    icon: "Home",
    title: "Lead-Safe Certified",
    description:
      "EPA lead-safe certification means older homes built before 1978 are handled with the right precautions.",
  },
  {
    icon: "PaintBucket",
    title: "Premium Paint Brands",
    description:
      "Sherwin-Williams and Benjamin Moore products give you rich color and a finish that holds up.",
  },
  {
    icon: "Leaf",
    title: "Pet-Friendly Approach",
    description: "Low-odor paint options and closed-off work areas help keep your pets safe and comfortable.",
  },
  {
    icon: "Sparkles",
    title: "Pristine Cleanup",
    description:
      "Coverings, tape and debris are cleared away, so your home is ready to enjoy when the job is done.",
  },
];

export const howWeWork: ProcessStep[] = [
  {
    title: "Initial Consultation",
    description:
      "{ownerFirstName} meets you at your home, looks over the surfaces and talks through your goals, colors and schedule.",
    time: "Same day",
  },
  {
    title: "Detailed Estimate",
    description:
      "You receive a written quote that lists the prep, products and timeline, so you know exactly what's included.",
    time: "Within 24 hours",
  },
  {
    title: "Clear Communication",
    description:
      "You deal with {ownerFirstName} directly, get replies {responseTime}, and hear about any change to the plan before it happens.",
    time: "Throughout",
  },
  {
    title: "Project Preparation",
    description:
      "Furniture, floors and fixtures are covered, and surfaces are cleaned, patched and primed before any paint goes on.",
    time: "Day 1",
  },
  {
    title: "Expert Execution",
    description:
      "Paint is applied in even coats under the right conditions, with proper drying time between each one.",
    time: "1-5 days",
  },
  {
    title: "Final Inspection",
    description:
      "We walk the finished job together, take care of any touch-ups on the spot and leave the space clean.",
    time: "Final day",
  },
];
