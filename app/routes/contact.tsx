import { CalendarCheck, Paintbrush } from "lucide-react";
import { Link, type ShouldRevalidateFunction } from "react-router";
import { ContactDetails } from "~/components/contact/contact-details";
import { ContactFaq } from "~/components/contact/contact-faq";
import { ContactForm } from "~/components/contact/contact-form";
import { contactNextSteps, NextSteps } from "~/components/contact/next-steps";
import { OfficeMap } from "~/components/contact/office-map";
import { ServiceAreaLinks } from "~/components/contact/service-area-links";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { primaryCities } from "~/content/cities";
import { contactFaqItems } from "~/content/faq";
import { business, claims } from "~/content/site";
import { bookingUrl } from "~/lib/config";
import { formMessages, postOrFail } from "~/lib/form-result";
import { buildOfficeMap, milesBetween } from "~/lib/office-map";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, faqPageJsonLd, localBusinessJsonLd, pageMeta } from "~/lib/seo";
import { submitContactForm } from "~/server/lead-forms.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/contact";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Contact", path: "/contact" },
];

/** The action's headers (Retry-After on a rate-limit refusal) reach the page's response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/**
 * The page's meta, the nearest communities and the map, computed on the
 * server so the SEO builders and the city pages' text stay off this page's bundle.
 */
function buildPageData() {
  const nearest = primaryCities
    .map((city) => ({ name: city.name, slug: city.slug, miles: milesBetween(business.geo, city) }))
    .sort((a, b) => a.miles - b.miles)
    .slice(0, 12)
    .map(({ name, slug }) => ({ name, slug }));
  return {
    meta: pageMeta({
      title: "Contact Us for a Free Painting Estimate",
      description:
        "Contact Advanced Painting Services MN in Shoreview for a free painting or drywall estimate. Call, e-mail or send us a message; we serve Vadnais Heights, White Bear Lake and the Twin Cities.",
      path: "/contact",
      keywords: [
        "contact painter Shoreview",
        "free painting estimate",
        "exterior house painting Twin Cities",
      ],
      jsonLd: [localBusinessJsonLd(), breadcrumbJsonLd(crumbs), faqPageJsonLd(contactFaqItems)],
    }),
    areas: nearest,
    totalAreas: primaryCities.length,
    map: buildOfficeMap(business.geo, primaryCities),
    // Sent as data rather than bundled: the FAQ module is large.
    faq: contactFaqItems,
    nextSteps: contactNextSteps(),
    // The page's text goes as data, not in its script (this page carries the form's code too).
    areasIntro: `From our office in ${business.address.city}, we paint homes and businesses across the north and east metro and beyond. These are the communities closest to us.`,
    faqIntro: "Quick answers to what people ask us before they get in touch.",
    hero: {
      badge: "Contact Professional Painting & Drywall Services",
      title: "Contact Advanced Painting Services MN",
      subtitle:
        "Get a free consultation and estimate for exterior painting, deck painting and exterior house painting, plus interior painting and drywall. We serve homeowners and businesses in Shoreview, Vadnais Heights, White Bear Lake and surrounding areas.",
    },
  };
}

// The same for every visitor: computed once, not on every form post.
let pageData: ReturnType<typeof buildPageData> | undefined;

export function loader() {
  pageData ??= buildPageData();
  return pageData;
}

/** The page's data never changes: a form post does not reload it (nor fail on a dropped connection). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate;

export const meta = metaFromLoader;

export function action({ request, context }: Route.ActionArgs) {
  return submitContactForm(request, context.get(clientAddressContext));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return postOrFail(serverAction, formMessages.contactFailure);
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...loaderData.hero}>
        <Button asChild size="lg" variant="onDark">
          <ExternalLink href={bookingUrl}>
            <CalendarCheck aria-hidden="true" /> Schedule Your Free Estimate
          </ExternalLink>
        </Button>
        <Button asChild size="lg" variant="outlineOnDark">
          <Link to="/services">
            <Paintbrush aria-hidden="true" /> View Our Services
          </Link>
        </Button>
      </PageHero>
      <Breadcrumbs items={crumbs} />

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:py-16">
        <section
          id="contact-form"
          aria-labelledby="contact-form-title"
          className="scroll-mt-28 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8 lg:col-span-3"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold">
            Send Us a Message
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">
            Tell us about your project and we will get back to you {claims.responseTime} during business
            hours. Every field is required.
          </p>
          <ContactForm />
          <NextSteps steps={loaderData.nextSteps} />
        </section>
        <div className="space-y-8 lg:col-span-2">
          <ContactDetails />
          <OfficeMap map={loaderData.map} />
        </div>
      </div>

      <Section tone="muted" title="Areas We Serve" intro={loaderData.areasIntro}>
        <ServiceAreaLinks areas={loaderData.areas} total={loaderData.totalAreas} />
      </Section>

      <Section title="Frequently Asked Questions" intro={loaderData.faqIntro}>
        <ContactFaq items={loaderData.faq} />
      </Section>
    </>
  );
}
