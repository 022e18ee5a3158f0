import { Award, Images, ShieldCheck, Star, Users } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { BookingCallButtons } from "~/components/layout/booking-call-buttons";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CallToAction } from "~/components/layout/call-to-action";
import { EstimatePrompt } from "~/components/layout/estimate-prompt";
import { Section } from "~/components/layout/section";
import { Picture } from "~/components/media/picture";
import { SampleLabel } from "~/components/media/sample-label";
import { Button } from "~/components/ui/button";
import { ProcessSteps } from "~/features/pages/components/blocks/process-steps";
import type { ServiceCardData } from "~/features/pages/service-card-data";
import type { ImageRef } from "~/lib/image-variants";
import type { Crumb } from "~/lib/seo";
import { useHashScroll } from "~/lib/use-hash-scroll";
import { useReveal } from "~/lib/use-reveal";
import { useSite } from "~/lib/use-site";
import type { ProcessStep } from "~/seed/types";
import { ServiceCard } from "./service-card";

export const SERVICES_HERO_SIZES = "(min-width: 1024px) 50vw, 100vw";

export interface ServicesPageData {
  hero: ImageRef;
  crumbs: Crumb[];
  services: ServiceCardData[];
  content: {
    closingCta: { heading: string; text: string };
    credentials: { title: string; detail: string }[];
    exteriorHero: { heading: string; text: string };
    servicesProcess: ProcessStep[];
  };
}

const credentialIcons = [ShieldCheck, Users, Award, Star];

/** /services (spec 000 §2): the exterior hero, every service, credentials, the process, a closing band. */
export function ServicesPage({ data }: { data: ServicesPageData }) {
  const { business } = useSite();
  const { closingCta, credentials, exteriorHero, servicesProcess } = data.content;
  useReveal();
  useHashScroll();
  return (
    <>
      <Breadcrumbs items={data.crumbs} />
      <section className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:py-14">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase dark:text-blue-300">
            Our Services
          </p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {exteriorHero.heading}
          </h1>
          <p className="mt-5 text-lg text-muted-foreground text-pretty">{exteriorHero.text}</p>
          {/* Three actions side by side in half the width: the default size keeps them on one row. */}
          <div className="mt-8 flex flex-wrap gap-3">
            <BookingCallButtons size="default" />
            <Button asChild variant="secondary">
              <Link to="/gallery">
                <Images aria-hidden="true" /> View Past Projects
              </Link>
            </Button>
          </div>
        </div>
        <div className="relative">
          <Picture
            image={data.hero}
            variant="hero"
            alt="A two-story house with freshly painted siding and trim"
            sizes={SERVICES_HERO_SIZES}
            priority
            imgClassName="aspect-video h-auto w-full rounded-xl object-cover shadow-sm"
          />
          <SampleLabel of={data.hero} size="large" />
        </div>
      </section>

      <Section
        id="all-services"
        tone="muted"
        deferRender
        title="Everything We Do"
        intro={`Nine services for homes and businesses, each done with premium ${business.paintBrands.join(" and ")} products.`}
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.services.map((service, i) => (
            <Fragment key={service.id}>
              <ServiceCard service={service} brands={business.paintBrands} compactOnPhone />
              {/* On a phone the nine cards are a long read: every two, the estimate is offered again. */}
              {(i + 1) % 2 === 0 || i === data.services.length - 1 ? (
                <EstimatePrompt phoneOnly>
                  Not sure which of these you need? {business.ownerFirstName} looks at the job and tells you,
                  in a free estimate.
                </EstimatePrompt>
              ) : null}
            </Fragment>
          ))}
        </div>
      </Section>

      <section
        id="credentials"
        aria-labelledby="credentials-heading"
        className="scroll-mt-28 border-y border-border"
      >
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
          <h2 id="credentials-heading" className="sr-only">
            Our credentials
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {credentials.map((c, i) => {
              const Icon = credentialIcons[i] ?? Award;
              return (
                <li key={c.title} className="flex items-center gap-3">
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary dark:text-blue-300">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span>
                    <span className="block font-semibold">{c.title}</span>
                    <span className="block text-sm text-muted-foreground">{c.detail}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <Section
        id="process"
        deferRender
        title="Our Process"
        intro="Every project follows the same six steps, so you know what to expect from the first visit to the final walkthrough."
      >
        <ProcessSteps steps={servicesProcess} />
        <EstimatePrompt phoneOnly className="mt-8" />
      </Section>

      <CallToAction title={closingCta.heading} text={closingCta.text} />
    </>
  );
}
