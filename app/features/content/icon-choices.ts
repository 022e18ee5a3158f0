/**
 * The icons the owner can give a service or a card (a benefit, a reason to
 * choose the company), as the admin's lists name them. The pages draw them
 * from pages/server/content-icons.server.ts, which knows each one.
 */
export const contentIcons = {
  PaintRoller: "Paint roller",
  PaintBucket: "Paint bucket",
  Home: "House",
  Building2: "Office building",
  Warehouse: "Garage",
  Hammer: "Hammer",
  Wrench: "Wrench",
  ChefHat: "Kitchen",
  Sparkles: "Sparkles",
  Layers: "Layers",
  Leaf: "Leaf",
  ShieldCheck: "Shield",
  Award: "Award",
  CalendarCheck: "Calendar",
  Clock: "Clock",
  DollarSign: "Dollar sign",
  GraduationCap: "Graduation cap",
  Users: "People",
} as const;

export type ContentIcon = keyof typeof contentIcons;

export const contentIconNames = Object.keys(contentIcons) as [ContentIcon, ...ContentIcon[]];

/** The icons as a select's options. */
export const contentIconChoices = Object.entries(contentIcons).map(([value, label]) => ({ value, label }));
