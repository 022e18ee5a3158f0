import { Paintbrush } from "lucide-react";
import { lazy, type ReactNode } from "react";
import { Link } from "react-router";
import { BookingButton } from "~/components/layout/booking-call-buttons";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { StaticPart } from "~/components/layout/server-markup";
import { Button } from "~/components/ui/button";
import type { OfficeMap as OfficeMapData } from "~/features/pages/office-map";
import type { Crumb } from "~/lib/seo";
import { useSite } from "~/lib/use-site";
import type { NextStep } from "~/seed/thanks-pages";
import type { SavedFaqItem } from "~/seed/types";
import type { AreaLink } from "./service-area-links";

// The parts without behaviour: kept from the server's markup when the page
// loads (StaticPart), so their code is fetched only for a client-side visit.
const LazyContactDetails = lazy(() =>
  import("./contact-details").then((m) => ({ default: m.ContactDetails })),
);
const LazyContactFaq = lazy(() => import("./contact-faq").then((m) => ({ default: m.ContactFaq })));
const LazyNextSteps = lazy(() => import("./next-steps").then((m) => ({ default: m.NextSteps })));
const LazyOfficeMap = lazy(() => import("./office-map").then((m) => ({ default: m.OfficeMap })));
const LazyServiceAreaLinks = lazy(() =>
  import("./service-area-links").then((m) => ({ default: m.ServiceAreaLinks })),
);

export interface ContactPageData {
  crumbs: Crumb[];
  hero: { badge: string; title: string; subtitle: string };
  areas: AreaLink[];
  totalAreas: number;
  map: OfficeMapData;
  faq: SavedFaqItem[];
  nextSteps: NextStep[];
  areasIntro: string;
  faqIntro: string;
}

/** /contact (spec 001 §2): the form, the contact details and map, the areas served and six questions. */
/** `form` is the estimate request form (the leads feature's), placed by the route. */
export function ContactPage({ data, form }: { data: ContactPageData; form: ReactNode }) {
  const { claims } = useSite();
  return (
    <>
      <PageHero {...data.hero}>
        <BookingButton tone="dark" label="Schedule Your Free Estimate" />
        <Button asChild size="lg" variant="outlineOnDark">
          <Link to="/services">
            <Paintbrush aria-hidden="true" /> View Our Services
          </Link>
        </Button>
      </PageHero>
      <Breadcrumbs items={data.crumbs} />

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
            hours. Name, e-mail, phone and message are needed; the rest is optional.
          </p>
          {form}
          <StaticPart>
            <LazyNextSteps steps={data.nextSteps} />
          </StaticPart>
        </section>
        <div className="flex flex-col gap-8 lg:col-span-2">
          <StaticPart>
            <LazyContactDetails />
            <LazyOfficeMap map={data.map} />
          </StaticPart>
        </div>
      </div>

      <Section tone="muted" title="Areas We Serve" intro={data.areasIntro}>
        <StaticPart>
          <LazyServiceAreaLinks areas={data.areas} total={data.totalAreas} />
        </StaticPart>
      </Section>

      <Section title="Frequently Asked Questions" intro={data.faqIntro}>
        <StaticPart>
          <LazyContactFaq items={data.faq} />
        </StaticPart>
      </Section>
    </>
  );
}
