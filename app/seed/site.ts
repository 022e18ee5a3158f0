/**
 * The business profile of a fresh install, as the specification has it. The
 * owner changes it in the admin (Content, Business profile); from the first
 * start on, the database holds it (app/features/content/server/).
 *
 * The phone number (555-01xx range), e-mail and web domain are placeholders
 * reserved for fiction: the owner replaces them before launch.
 */
import type { BusinessProfileInput } from "~/lib/schemas/business-profile";

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
};

/** Claims, as each page states them (the spec keeps more than one reading). */
const claims = {
  yearsExperience: "15+",
  warrantyYears: 3,
  insuranceCoverage: "$1M",

  homeRating: "4.9",
  aboutRating: "4.8",
  structuredDataRating: "4.8",
  heroReviewCount: "190+",
  structuredDataReviewCount: 127,
  cityReviewCount: "200+",
  homeCustomers: "720+",
  aboutCustomers: "1,200+",
  aboutYears: "8+",
  satisfactionRate: "100%",
  responseTime: "within 2 hours",
  quoteTime: "within 24 hours of the visit",
  licenseNumber: "",
};

/** Hours differ by page in the spec; each page reads its own list. */
const hours: BusinessProfileInput["hours"] = {
  footer: [{ label: "Mon-Fri", hours: "8:00 AM-6:00 PM" }],
  contactPage: [
    { label: "Monday - Friday", hours: "7:00 AM - 6:00 PM" },
    { label: "Saturday - Sunday", hours: "9:00 AM - 5:00 PM" },
  ],
  schedulePage: [
    { label: "Monday - Friday", hours: "8:00 AM - 6:00 PM" },
    { label: "Saturday", hours: "9:00 AM - 4:00 PM" },
    { label: "Sunday", hours: "Closed" },
  ],
  /** For structured data (schema.org OpeningHoursSpecification). */
  structuredData: [
    {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "18:00",
    },
    { days: ["Saturday"], opens: "09:00", closes: "16:00" },
  ],
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
    reviewUrl: "",
    socialLinks,
    structuredDataAreas,
    // The seven counties within the service radius (the FAQ names the same seven).
    serviceCounties: ["Hennepin", "Ramsey", "Anoka", "Washington", "Dakota", "Scott", "Carver"],
  };
}
