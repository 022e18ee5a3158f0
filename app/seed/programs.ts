/** Content for the community nomination program and the scheduling page. */

export const nominationProgram: {
  heading: string;
  intro: string[];
  highlights: { title: string; description: string }[];
} = {
  heading: "Nominate a Neighbor for Free Painting",
  intro: [
    "Our community has supported {businessName} since 2009, and we want to give something back. Through our community program, we offer free painting to a deserving person or household in the Twin Cities, chosen from nominations sent in by people who know them.",
    "Maybe it is a neighbor who has been through a hard year, a veteran, a senior who can no longer keep up with home projects, or a family that always helps others. If you know someone whose home could use a fresh coat of paint, tell us their story. Every nomination is read, and we reach out to the person nominated before anything goes ahead.",
  ],
  highlights: [
    {
      title: "Community Focus",
      description:
        "We live and work in the Twin Cities, and this program is our way of helping the neighborhoods that have helped us grow.",
    },
    {
      title: "Quality Service",
      description:
        "Program projects get the same careful prep, premium paint and clean-up as every paid job we do.",
    },
    {
      title: "Community Nominated",
      description:
        "Recipients are chosen from nominations sent in by friends, family and neighbors who know their story best.",
    },
  ],
};

/** Ways to schedule an estimate (exactly 3). */
export const scheduleOptions: {
  title: string;
  description: string;
  action: "call" | "form" | "flexible";
  actionLabel: string;
}[] = [
  {
    title: "Call Us",
    description:
      "Talk with us directly about your project and set up a time for a free estimate. Same-day estimates are often available.",
    action: "call",
    actionLabel: "Call Now",
  },
  {
    title: "Request Online",
    description:
      "Fill out our short online form with a few details about your project, and we will get back to you within 2 hours during business hours.",
    action: "form",
    actionLabel: "Request Online Estimate",
  },
  {
    title: "Flexible Times",
    description:
      "Busy schedule? We are glad to fit your estimate visit around it, including Saturdays. Just let us know what time suits you.",
    action: "flexible",
    actionLabel: "Find a Time",
  },
];

/** Nearby areas listed on the scheduling page. */
export const scheduleAreas = [
  "Shoreview",
  "Vadnais Heights",
  "White Bear Lake",
  "Roseville",
  "Arden Hills",
  "North Oaks",
  "Little Canada",
  "Maplewood",
] as const;
