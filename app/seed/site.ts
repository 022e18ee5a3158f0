/**
 * The business profile of a fresh install, as the specification has it. The
 * owner changes it in the admin (Content, Business profile); from the first
 * start on, the database holds it (app/features/content/server/).
 *
 * The phone number (555-01xx range), e-mail and web domain are placeholders
 * reserved for fiction: the owner replaces them before launch.
 */
import type { BusinessProfileInput } from "~/lib/schemas/business-profile";
import { specificationReadings } from "~/lib/seed-readings";

const business = {
  name: "Advanced Painting Services MN",
  shortName: "Advanced Painting",
  legalName: "Advanced Painting Services MN LLC",
  ownerFirstName: "Alex",
  ownerName: "Alex Novak",
  phone: { display: "(651) 555-0142" },
  email: "info@advancedpainting.example",
  careersEmail: "careers@advancedpainting.example",
  address: {
    street: "1 Painters Way",
    city: "Shoreview",
    region: "MN",
    postalCode: "55126",
    country: "US",
  },
  /** Where the business keeps its clock (lead dates in e-mails and the dashboard). */
  timeZone: "America/Chicago",
  timeZoneName: "Central Time",
  /** Office location, near Vadnais Heights and Shoreview. */
  geo: { lat: 45.06, lng: -93.06 },
  /** Where the service radius is measured from. */
  baseCity: "Vadnais Heights",
  serviceRadiusMiles: 60,
  /** Structured-data radius in metres (60 miles is about 96560 m; the spec's two readings are 60000 m and 80467 m). */
  serviceRadiusMeters: 80467,
  foundedYear: 2009,
  priceRange: "$$",
  paymentMethods: ["Cash", "Check", "Credit Card", "Electronic Payment"],
  /** The two premium paint brands the company uses. */
  paintBrands: ["Sherwin-Williams", "Benjamin Moore"],
  association: "Painting Contractors Association (PCA)",
  /** Painting labor in Minnesota is usually not taxed: quotes start at 0%. */
  quoteTaxPercent: "0",
};

/**
 * Claims the pages make, each stated once. Where the specification has more
 * than one reading, the owner's one value starts as the one most of its
 * places give: a 4.8 rating (about page, structured data, spec 001) from 190
 * reviews ("4.8/5 on 190+ reviews"), 1,200+ customers (about page, spec 001).
 * The other readings stand where the specification puts them until his first
 * save of that fact (`seedReadings`, app/lib/seed-readings.ts).
 */
const claims = {
  yearsExperience: "15+",
  warrantyYears: 3,
  insuranceCoverage: "$1M",
  rating: 4.8,
  reviewCount: 190,
  customers: "1,200+",
  aboutYears: "8+",
  satisfactionRate: "100%",
  responseTime: "within 2 hours",
  quoteTime: "within 24 hours of the visit",
  licenseNumber: "",
};

const open = (opens: string, closes: string) => ({ status: "open" as const, opens, closes });
const closed = { status: "closed" as const, opens: "", closes: "" };

/**
 * One weekly schedule for every page and the structured data. The
 * specification states four: weekdays 8:00 AM to 6:00 PM in the footer, on
 * the schedule page and in the structured data of both documents; Saturday
 * 9:00 AM to 4:00 PM on the schedule page and in spec 000's structured data;
 * Sunday closed on the schedule page. The contact page's own hours (7:00 AM
 * on weekdays, 9 to 5 on the weekend) are its seed reading until the owner
 * saves his hours.
 */
const hours: BusinessProfileInput["hours"] = {
  weekly: {
    monday: open("08:00", "18:00"),
    tuesday: open("08:00", "18:00"),
    wednesday: open("08:00", "18:00"),
    thursday: open("08:00", "18:00"),
    friday: open("08:00", "18:00"),
    saturday: open("09:00", "16:00"),
    sunday: closed,
  },
  exceptions: [],
};

/** Footer social links; `icon` names a file in public/social/ (none: the name beside a palette icon). */
const socialLinks: BusinessProfileInput["socialLinks"] = [
  { name: "Facebook", href: "https://www.facebook.com/", icon: "facebook" },
  { name: "Instagram", href: "https://www.instagram.com/", icon: "instagram" },
  { name: "TikTok", href: "https://www.tiktok.com/", icon: "tiktok" },
  { name: "X", href: "https://x.com/", icon: "x" },
  { name: "YouTube", href: "https://www.youtube.com/", icon: "youtube" },
  { name: "Yelp", href: "https://www.yelp.com/", icon: "yelp" },
  { name: "Paint Colors", href: "https://www.sherwin-williams.com/en-us/color", icon: "" },
];

/** Cities named in structured data as areas served. */
const structuredDataAreas = [
  "Shoreview",
  "Vadnais Heights",
  "White Bear Lake",
  "Roseville",
  "Arden Hills",
  "North Oaks",
  "Maplewood",
  "Minneapolis",
  "Saint Paul",
  "Blaine",
];

/** The profile a fresh install starts with; `bookingUrl` comes from BOOKING_URL when it is set. */
export function seedBusinessProfile(bookingUrl: string): BusinessProfileInput {
  return {
    business,
    claims,
    hours,
    bookingUrl,
    // The Schedule buttons open the external scheduler until the owner chooses booking here.
    scheduling: "external",
    reviewUrl: "",
    socialLinks,
    structuredDataAreas,
    // The seven counties within the service radius (the FAQ names the same seven).
    serviceCounties: ["Hennepin", "Ramsey", "Anoka", "Washington", "Dakota", "Scott", "Carver"],
    seedReadings: specificationReadings,
  };
}
