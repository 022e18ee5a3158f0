import type { MetaDescriptor } from "react-router";
import { business, claims, hours, socialLinks, structuredDataAreas } from "~/content/site";
import { canonicalUrl as canonicalFor } from "./canonical";
import { siteUrl } from "./config";
import { mainNav } from "./navigation";

type JsonLd = Record<string, unknown>;

/** The canonical URL of a path on this site (www host, no trailing slash). */
export function canonicalUrl(pathOrUrl: string, base: string = siteUrl): string {
  return canonicalFor(pathOrUrl, base);
}

export function absoluteUrl(path: string): string {
  return new URL(path, canonicalUrl("/")).toString();
}

export interface PageMetaInput {
  /** Page title; the business name is appended unless it is already there. */
  title: string;
  description: string;
  /** Route path, e.g. "/services". */
  path: string;
  keywords?: string[];
  noindex?: boolean;
  /** Absolute or root-relative image URL for social cards. */
  ogImage?: string;
  ogType?: "website" | "article";
  jsonLd?: JsonLd[];
}

export function fullTitle(title: string): string {
  return title.includes(business.shortName) ? title : `${title} | ${business.name}`;
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = fullTitle(input.title);
  const url = canonicalUrl(input.path);
  const image = absoluteUrl(input.ogImage ?? "/og-image.png");
  const meta: MetaDescriptor[] = [{ title }, { name: "description", content: input.description }];
  if (input.keywords?.length) meta.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.noindex) meta.push({ name: "robots", content: "noindex, nofollow" });
  else {
    meta.push(
      { tagName: "link", rel: "canonical", href: url },
      // One language: the page is its own US-English and default version.
      { tagName: "link", rel: "alternate", hrefLang: "en-US", href: url },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url },
    );
  }
  meta.push(
    { property: "og:site_name", content: business.name },
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

const orgId = () => `${canonicalUrl("/")}/#organization`;
const businessId = () => `${canonicalUrl("/")}/#business`;

export function postalAddress(): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: business.address.street,
    addressLocality: business.address.city,
    addressRegion: business.address.region,
    postalCode: business.address.postalCode,
    addressCountry: business.address.country,
  };
}

export function organizationJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": orgId(),
    name: business.name,
    url: canonicalUrl("/"),
    logo: absoluteUrl("/logo.png"),
    email: business.email,
    telephone: business.phone.e164,
    foundingDate: String(business.foundedYear),
    address: postalAddress(),
    sameAs: socialLinks.map((s) => s.href),
  };
}

/** The business as a house painter; areaServed may name one city (city pages). */
export function localBusinessJsonLd(options: { areaServed?: string } = {}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "HousePainter",
    "@id": businessId(),
    name: business.name,
    url: canonicalUrl("/"),
    image: absoluteUrl("/og-image.png"),
    telephone: business.phone.e164,
    email: business.email,
    priceRange: business.priceRange,
    paymentAccepted: business.paymentMethods.join(", "),
    foundingDate: String(business.foundedYear),
    address: postalAddress(),
    geo: { "@type": "GeoCoordinates", latitude: business.geo.lat, longitude: business.geo.lng },
    openingHoursSpecification: hours.structuredData.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.days,
      opens: h.opens,
      closes: h.closes,
    })),
    areaServed: options.areaServed
      ? { "@type": "City", name: options.areaServed }
      : [
          ...structuredDataAreas.map((name) => ({ "@type": "City", name })),
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
      ratingValue: claims.structuredDataRating,
      reviewCount: claims.structuredDataReviewCount,
      bestRating: "5",
    },
    parentOrganization: { "@id": orgId() },
  };
}

export function webSiteJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: business.name,
    url: canonicalUrl("/"),
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${canonicalUrl("/")}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
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

export function articleJsonLd(post: {
  title: string;
  excerpt: string;
  image: string;
  datePublished: string;
  author: string;
  path: string;
  readingTimeMinutes: number;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.image),
    datePublished: post.datePublished,
    dateModified: post.datePublished,
    author: { "@type": "Person", name: post.author },
    publisher: { "@id": orgId() },
    mainEntityOfPage: canonicalUrl(post.path),
    timeRequired: `PT${post.readingTimeMinutes}M`,
  };
}

export function serviceJsonLd(service: { title: string; description: string; path: string }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: canonicalUrl(service.path),
    provider: { "@id": businessId(), "@type": "HousePainter", name: business.name },
    areaServed: { "@type": "State", name: "Minnesota" },
  };
}

/** The internal entries of the main navigation (the booking link is external). */
export function siteNavigationJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: mainNav
      .filter((item) => !item.external)
      .map((item, i) => ({
        "@type": "SiteNavigationElement",
        position: i + 1,
        name: item.name,
        url: canonicalUrl(item.path),
      })),
  };
}

/** JSON for a <script type="application/ld+json">, safe against "</script>". */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
