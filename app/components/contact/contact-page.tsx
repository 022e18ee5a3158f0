import { Paintbrush } from "lucide-react";
import { Link } from "react-router";
import { BookingButton } from "~/components/layout/booking-call-buttons";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import type { NextStep } from "~/content/thanks-pages";
import type { FaqItem } from "~/content/types";
import type { OfficeMap as OfficeMapData } from "~/lib/office-map";
import type { Crumb } from "~/lib/seo";
import { useSite } from "~/lib/use-site";
import { ContactDetails } from "./contact-details";
import { ContactFaq } from "./contact-faq";
import { ContactForm } from "./contact-form";
import { NextSteps } from "./next-steps";
import { OfficeMap } from "./office-map";
import { type AreaLink, ServiceAreaLinks } from "./service-area-links";

export interface ContactPageData {
  crumbs: Crumb[];
  hero: { badge: string; title: string; subtitle: string };
  areas: AreaLink[];
  totalAreas: number;
  map: OfficeMapData;
  faq: FaqItem[];
  nextSteps: NextStep[];
  areasIntro: string;
  faqIntro: string;
}

/** /contact (spec 001 §2): the form, the contact details and map, the areas served and six questions. */
export function ContactPage({ data }: { data: ContactPageData }) {
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
          <ContactForm />
          <NextSteps steps={data.nextSteps} />
        </section>
        <div className="space-y-8 lg:col-span-2">
          <ContactDetails />
          <OfficeMap map={data.map} />
        </div>
      </div>

      <Section tone="muted" title="Areas We Serve" intro={data.areasIntro}>
        <ServiceAreaLinks areas={data.areas} total={data.totalAreas} />
      </Section>

      <Section title="Frequently Asked Questions" intro={data.faqIntro}>
        <ContactFaq items={data.faq} />
      </Section>
    </>
  );
}
