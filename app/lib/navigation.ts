export interface NavItem {
  name: string;
  /** Route, or an absolute URL when external. */
  path: string;
  external?: boolean;
}

/**
 * The main navigation, in the order the header shows it; "Schedule Estimate" is
 * the external scheduler, or this site's booking page when `bookHere`.
 */
export const mainNav = (bookingUrl: string, bookHere = false): NavItem[] => [
  { name: "Home", path: "/" },
  { name: "Services", path: "/services" },
  { name: "Gallery", path: "/gallery" },
  { name: "About", path: "/about" },
  { name: "Blog", path: "/blog" },
  { name: "Service Areas", path: "/service-areas" },
  { name: "Warranty", path: "/warranty" },
  { name: "Careers", path: "/careers" },
  { name: "Contact", path: "/contact" },
  bookHere
    ? { name: "Schedule Estimate", path: "/book" }
    : { name: "Schedule Estimate", path: bookingUrl, external: true },
  { name: "Nominate", path: "/nominate" },
];

export const footerServiceLinks = [
  { name: "Interior Painting", path: "/service/interior-painting" },
  { name: "Exterior Painting", path: "/service/exterior-painting" },
  { name: "Commercial Painting", path: "/service/commercial-painting" },
  { name: "Drywall Installation", path: "/service/drywall-installation" },
] as const;

export const footerAreaLinks = [
  { name: "Vadnais Heights", path: "/service-area/vadnais-heights" },
  { name: "White Bear Lake", path: "/service-area/white-bear-lake" },
  { name: "Shoreview", path: "/service-area/shoreview" },
  { name: "Roseville", path: "/service-area/roseville" },
  { name: "All Service Areas", path: "/service-areas" },
] as const;

export const footerCompanyLinks = [
  { name: "About Us", path: "/about" },
  { name: "Gallery", path: "/gallery" },
  { name: "Blog", path: "/blog" },
  { name: "FAQ", path: "/faq" },
  { name: "Warranty", path: "/warranty" },
  { name: "Careers", path: "/careers" },
  { name: "Nominate a Neighbor", path: "/nominate" },
  { name: "Schedule", path: "/schedule" },
  { name: "Contact", path: "/contact" },
] as const;

export const footerLegalLinks = [
  { name: "Privacy Policy", path: "/privacy-policy" },
  { name: "Terms of Service", path: "/terms-of-service" },
  { name: "Sitemap", path: "/sitemap" },
] as const;
