import { Images } from "lucide-react";
import { lazy } from "react";
import { Link } from "react-router";
import { BookingCallButtons } from "~/components/layout/booking-call-buttons";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CallToAction } from "~/components/layout/call-to-action";
import { Section } from "~/components/layout/section";
import { StaticPart } from "~/components/layout/server-markup";
import { Picture } from "~/components/media/picture";
import { SampleLabel } from "~/components/media/sample-label";
import { Button } from "~/components/ui/button";
import type { ServiceCardData } from "~/features/pages/service-card-data";
import type { ImageRef } from "~/lib/image-variants";
import type { Crumb } from "~/lib/seo";
import { useHashScroll } from "~/lib/use-hash-scroll";
import { useReveal } from "~/lib/use-reveal";
import { useSite } from "~/lib/use-site";
import type { ProcessStep } from "~/seed/types";

// Parts without behaviour: the server's markup is kept on a direct visit
// (StaticPart), so their code is fetched, and they are rendered, only for a
// client-side visit.
const LazyServicesGrid = lazy(() => import("./services-sections").then((m) => ({ default: m.ServicesGrid })));
const LazyServicesCredentials = lazy(() =>
  import("./services-sections").then((m) => ({ default: m.ServicesCredentials })),
);
const LazyServicesProcess = lazy(() =>
  import("./services-sections").then((m) => ({ default: m.ServicesProcess })),
);

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

/** /services (spec 000 §2): the exterior hero, every service, credentials, the process, a closing band. */
export function ServicesPage({ data }: { data: ServicesPageData }) {
  const { business } = useSite();
  const { closingCta, credentials, exteriorHero, servicesProcess } = data.content;
  useReveal();
  useHashScroll();
  return (
    <>
      <Breadcrumbs items={data.crumbs} />
      {/* data-hash-scroll: the page's load file scrolls to the hash before React runs (load-behaviours.ts). */}
      <section
        data-hash-scroll=""
        className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:py-14"
      >
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
        <StaticPart>
          <LazyServicesGrid services={data.services} brands={business.paintBrands} />
        </StaticPart>
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
          <StaticPart>
            <LazyServicesCredentials credentials={credentials} />
          </StaticPart>
        </div>
      </section>

      <Section
        id="process"
        deferRender
        title="Our Process"
        intro="Every project follows the same six steps, so you know what to expect from the first visit to the final walkthrough."
      >
        <StaticPart>
          <LazyServicesProcess steps={servicesProcess} />
        </StaticPart>
      </Section>

      <CallToAction title={closingCta.heading} text={closingCta.text} />
    </>
  );
}
