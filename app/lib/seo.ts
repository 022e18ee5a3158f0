import type { MetaDescriptor } from "react-router";
import { canonicalUrl } from "./canonical";
import { ratingText } from "./facts";
import { mainNav } from "./navigation";
import { openingHoursSpecification, specialOpeningHoursSpecification } from "./opening-hours";
import type { SiteFacts } from "./schemas/business-profile";

type JsonLd = Record<string, unknown>;

/** The business facts and the site's address the builders below read (the content's `site`). */
type Site = Pick<
  SiteFacts,
  | "siteUrl"
  | "business"
  | "claims"
  | "hours"
  | "today"
  | "socialLinks"
  | "structuredDataAreas"
  | "seedReadings"
>;

export function absoluteUrl(site: Pick<Site, "siteUrl">, path: string): string {
  return new URL(path, canonicalUrl("/", site.siteUrl)).toString();
}

export interface PageMetaInput {
  /** Page title; the business name is appended unless it is already there. */
  title: string;
  description: string;
  /** Route path, e.g. "/services". */
  path: string;
  /** Every page names its own (spec 000 §9). */
  keywords: string[];
  noindex?: boolean;
  /** A 404 answer: not indexed, and no canonical address (there is no such page). */
  missing?: boolean;
  /** Absolute or root-relative image URL for social cards. */
  ogImage?: string;
  ogType?: "website" | "article";
  jsonLd?: JsonLd[];
}

export function fullTitle(site: Pick<Site, "business">, title: string): string {
  return title.includes(site.business.shortName) ? title : `${title} | ${site.business.name}`;
}

export function pageMeta(site: Site, input: PageMetaInput): MetaDescriptor[] {
  const title = fullTitle(site, input.title);
  const url = canonicalUrl(input.path, site.siteUrl);
  const image = absoluteUrl(site, input.ogImage ?? "/og-image.png");
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { name: "keywords", content: input.keywords.join(", ") },
  ];
  // Every page names its own address, indexed or not (spec 000 §9); a missing one has none.
  if (!input.missing) meta.push({ tagName: "link", rel: "canonical", href: url });
  if (input.noindex || input.missing) meta.push({ name: "robots", content: "noindex, nofollow" });
  else {
    meta.push(
      // One language: the page is its own US-English and default version.
      { tagName: "link", rel: "alternate", hrefLang: "en-US", href: url },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url },
    );
  }
  meta.push(
    { property: "og:site_name", content: site.business.name },
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  );
  for (const data of input.jsonLd ?? []) meta.push({ "script:ld+json": data });
  return meta;
}

// ---------------------------------------------------------------------------
// JSON-LD builders (schema.org)
// ---------------------------------------------------------------------------

const home = (site: Pick<Site, "siteUrl">) => canonicalUrl("/", site.siteUrl);
const orgId = (site: Pick<Site, "siteUrl">) => `${home(site)}/#organization`;
const businessId = (site: Pick<Site, "siteUrl">) => `${home(site)}/#business`;

function postalAddress({ business }: Pick<Site, "business">): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: business.address.street,
    addressLocality: business.address.city,
    addressRegion: business.address.region,
    postalCode: business.address.postalCode,
    addressCountry: business.address.country,
  };
}

export function organizationJsonLd(site: Site): JsonLd {
  const { business } = site;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": orgId(site),
    name: business.name,
    url: home(site),
    logo: absoluteUrl(site, "/logo.png"),
    email: business.email,
    telephone: business.phone.e164,
    foundingDate: String(business.foundedYear),
    address: postalAddress(site),
    sameAs: site.socialLinks.map((s) => s.href),
  };
}

/** The business as a house painter; areaServed may name one city (city pages). */
export function localBusinessJsonLd(site: Site, options: { areaServed?: string } = {}): JsonLd {
  const { business, claims, hours } = site;
  const special = specialOpeningHoursSpecification(hours, site.today);
  return {
    "@context": "https://schema.org",
    "@type": "HousePainter",
    "@id": businessId(site),
    name: business.name,
    url: home(site),
    image: absoluteUrl(site, "/og-image.png"),
    telephone: business.phone.e164,
    email: business.email,
    priceRange: business.priceRange,
    paymentAccepted: business.paymentMethods.join(", "),
    foundingDate: String(business.foundedYear),
    address: postalAddress(site),
    geo: { "@type": "GeoCoordinates", latitude: business.geo.lat, longitude: business.geo.lng },
    openingHoursSpecification: openingHoursSpecification(hours),
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
    areaServed: options.areaServed
      ? { "@type": "City", name: options.areaServed }
      : [
          ...site.structuredDataAreas.map((name) => ({ "@type": "City", name })),
          {
            "@type": "GeoCircle",
            geoMidpoint: {
              "@type": "GeoCoordinates",
              latitude: business.geo.lat,
              longitude: business.geo.lng,
            },
            geoRadius: business.serviceRadiusMeters,
          },
        ],
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: ratingText(claims.rating),
      // Spec 000 §9: 127 reviews in the structured data until the owner saves his count.
      reviewCount: Number(site.seedReadings.structuredData?.reviewCount ?? claims.reviewCount),
      bestRating: "5",
    },
    parentOrganization: { "@id": orgId(site) },
  };
}

export function webSiteJsonLd(site: Site): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.business.name,
    url: home(site),
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${home(site)}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(site: Pick<Site, "siteUrl">, crumbs: Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path, site.siteUrl),
    })),
  };
}

export function faqPageJsonLd(items: { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function articleJsonLd(
  site: Pick<Site, "siteUrl">,
  post: {
    title: string;
    excerpt: string;
    image: string;
    datePublished: string;
    author: string;
    path: string;
    readingTimeMinutes: number;
    /** When it was last changed (ISO); the publication date when absent. */
    dateModified?: string;
  },
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(site, post.image),
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    author: { "@type": "Person", name: post.author },
    publisher: { "@id": orgId(site) },
    mainEntityOfPage: canonicalUrl(post.path, site.siteUrl),
    timeRequired: `PT${post.readingTimeMinutes}M`,
  };
}

export function serviceJsonLd(
  site: Site,
  service: {
    title: string;
    description: string;
    path: string;
    /** The owner's price, in whole US dollars, when he shows one. */
    priceRange?: { from: number; to: number | null } | null;
  },
): JsonLd {
  const range = service.priceRange;
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: canonicalUrl(service.path, site.siteUrl),
    provider: { "@id": businessId(site), "@type": "HousePainter", name: site.business.name },
    areaServed: { "@type": "State", name: "Minnesota" },
    ...(range
      ? {
          offers: {
            "@type": "Offer",
            priceSpecification: {
              "@type": "PriceSpecification",
              priceCurrency: "USD",
              minPrice: range.from,
              ...(range.to === null ? {} : { maxPrice: range.to }),
            },
          },
        }
      : {}),
  };
}

/** An open position, for search engines' job listings; gone from the page and from here when it closes. */
export function jobPostingJsonLd(
  site: Site,
  job: {
    title: string;
    description: string;
    type: string;
    postedFrom: string;
    postedUntil: string;
    pay: string;
  },
): JsonLd {
  const { business } = site;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.postedFrom,
    validThrough: `${job.postedUntil}T23:59:59`,
    employmentType: job.type.toUpperCase().replace(/[^A-Z]+/g, "_"),
    hiringOrganization: { "@type": "Organization", name: business.name, sameAs: home(site) },
    jobLocation: {
      "@type": "Place",
      address: postalAddress(site),
    },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", description: job.pay },
    },
  };
}

/** The internal entries of the main navigation (the booking link is external). */
export function siteNavigationJsonLd(site: Pick<Site, "siteUrl">): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: mainNav("")
      .filter((item) => !item.external)
      .map((item, i) => ({
        "@type": "SiteNavigationElement",
        position: i + 1,
        name: item.name,
        url: canonicalUrl(item.path, site.siteUrl),
      })),
  };
}

/** JSON for a <script type="application/ld+json">, safe against "</script>". */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
