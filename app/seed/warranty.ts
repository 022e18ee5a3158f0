/** Content for the /warranty page. */

export const warrantyTrustBar: string[] = [
  "{warrantyYears}-Year Written Warranty",
  "Licensed & Insured up to {insuranceCoverage}",
  "EPA Lead-Safe Certified",
  "PCA Member",
];

export const warrantyIntro: string =
  "We stand behind every job we do. Our painting and drywall work comes with a {warrantyYears}-year written warranty that covers both our workmanship and the materials we supply. If paint starts peeling or a drywall seam we finished starts to crack because of how the work was done, you do not have to argue or pay extra. Just contact us, and we will come back and make it right.";

/** What the warranty covers. */
export const warrantyCoverage: { title: string; description: string }[] = [
  {
    title: "Peeling, Blistering and Flaking",
    description:
      "Paint that peels, blisters or flakes because of poor surface prep or application on our part.",
  },
  {
    title: "Drywall Seams and Cracks",
    description:
      "Tape that lifts, seams that show through or cracks along joints we finished, when the cause is our workmanship.",
  },
  {
    title: "Materials We Supplied",
    description:
      "Defects in the paint, primer, caulk and drywall materials we bought and installed for your project.",
  },
  {
    title: "Poor Adhesion",
    description: "Finishes on walls, trim or cabinets that fail to bond properly to a surface we prepared.",
  },
  {
    title: "Uneven Coverage",
    description:
      "Thin spots, streaks or patchy areas that should have been caught and fixed before we finished.",
  },
  {
    title: "Labor for Repairs",
    description: "The labor and materials to fix any covered problem, at no cost to you.",
  },
];

/** How to make a warranty claim (exactly 4 steps). */
export const claimSteps: { title: string; description: string }[] = [
  {
    title: "Contact Us",
    description:
      "Call us or use our contact form. Let us know your address, roughly when we did the work and what you are seeing.",
  },
  {
    title: "Send a Few Photos",
    description:
      "If you can, send us photos of the problem area. This helps us understand the issue and bring the right materials.",
  },
  {
    title: "We Take a Look",
    description:
      "We set up a visit at a time that works for you, inspect the area and explain what caused the problem.",
  },
  {
    title: "We Make It Right",
    description:
      "If the problem is covered, we schedule the repair and fix it at no charge. Exterior repairs are planned for suitable weather.",
  },
];

/** What the warranty does not cover. */
export const warrantyExclusions: string[] = [
  "Cracks or damage caused by structural movement, settling or framing shrinkage",
  "Water damage from roof, gutter, plumbing or window leaks, ice dams or moisture coming through walls",
  "Damage caused by other people, pets, impacts or other trades after our work is finished",
  "Normal wear and tear, including gradual fading and chalking from sun exposure",
  "Surfaces the customer prepared or painted, or prep work the customer declined",
  "Paint or materials supplied by the customer",
  "Damage from harsh cleaners, chemicals or abrasive scrubbing",
];

/** Sidebar guarantees. */
export const warrantyGuarantees: string[] = [
  "Warranty terms in writing for every job",
  "Covered repairs at no cost to you",
  "Repairs done to the same standard as the original work",
  "A locally owned company that has been here since 2009",
];

/** Commitment badges (exactly 4). */
export const commitmentBadges: { title: string; description: string }[] = [
  {
    title: "Written Contracts",
    description:
      "Every job starts with a written contract, so the scope, price and warranty are clear from day one.",
  },
  {
    title: "Premium Paints",
    description: "We use Sherwin-Williams and Benjamin Moore paints that are made to last.",
  },
  {
    title: "Licensed & Insured",
    description:
      "We are licensed and insured up to {insuranceCoverage}, and EPA lead-safe certified for older homes.",
  },
  {
    title: "Pristine Clean-Up",
    description:
      "We protect your home, keep the work area safe for pets and leave everything clean when we are done.",
  },
];
