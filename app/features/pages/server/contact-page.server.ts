import type { Content } from "~/features/content/index.server";
import { fillFactsIn } from "~/lib/facts";
import { distanceMiles } from "~/lib/geography";
import { breadcrumbJsonLd, faqPageJsonLd, localBusinessJsonLd, pageMeta } from "~/lib/seo";
import { contactNextSteps } from "~/seed/thanks-pages";
import { buildOfficeMap } from "./office-map.server";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Contact", path: "/contact" },
];

/**
 * The page's meta, the nearest communities and the map, computed on the
 * server so the SEO builders and the city pages' text stay off this page's bundle.
 */
function buildContactPageData({ site, faq: questions, cities }: Content) {
  const { business } = site;
  // The cities with a card on the service areas page, as it lists them.
  const listed = cities.shown.filter((city) => city.listed);
  const nearest = listed
    .map((city) => ({ name: city.name, slug: city.slug, miles: distanceMiles(business.geo, city) }))
    .sort((a, b) => a.miles - b.miles)
    .slice(0, 12)
    .map(({ name, slug }) => ({ name, slug }));
  const faq = fillFactsIn(questions.contact, site);
  return {
    crumbs,
    meta: pageMeta(site, {
      title: "Contact Us for a Free Painting Estimate",
      description: `Contact ${business.name} in ${business.address.city} for a free painting or drywall estimate. Call, e-mail or send us a message; we serve Vadnais Heights, White Bear Lake and the Twin Cities.`,
      path: "/contact",
      keywords: [
        "contact painter Shoreview",
        "free painting estimate",
        "exterior house painting Twin Cities",
      ],
      jsonLd: [localBusinessJsonLd(site), breadcrumbJsonLd(site, crumbs), faqPageJsonLd(faq)],
    }),
    areas: nearest,
    totalAreas: listed.length,
    map: buildOfficeMap(business.geo, listed),
    // Sent as data rather than bundled: the FAQ module is large.
    faq,
    nextSteps: contactNextSteps(site.claims),
    // The page's text goes as data, not in its script (this page carries the form's code too).
    areasIntro: `From our office in ${business.address.city}, we paint homes and businesses across the north and east metro and beyond. These are the communities closest to us.`,
    faqIntro: "Quick answers to what people ask us before they get in touch.",
    hero: {
      badge: "Contact Professional Painting & Drywall Services",
      title: `Contact ${business.name}`,
      subtitle:
        "Get a free consultation and estimate for exterior painting, deck painting and exterior house painting, plus interior painting and drywall. We serve homeowners and businesses in Shoreview, Vadnais Heights, White Bear Lake and surrounding areas.",
    },
  };
}

// The same for every visitor: made once per content version, not on every form post.
let pageData: { key: string; data: ReturnType<typeof buildContactPageData> } | undefined;

/** What /contact shows besides the form (spec 001 §2). */
export function contactPageData(content: Content) {
  if (pageData?.key !== content.key) pageData = { key: content.key, data: buildContactPageData(content) };
  return pageData.data;
}
