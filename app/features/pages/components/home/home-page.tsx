import { Check, Star } from "lucide-react";
import { lazy, useEffect } from "react";
import { Link } from "react-router";
import { BookingCallButtons } from "~/components/layout/booking-call-buttons";
import { CallToAction } from "~/components/layout/call-to-action";
import { Section } from "~/components/layout/section";
import { StaticPart } from "~/components/layout/server-markup";
import { Picture } from "~/components/media/picture";
import { Button } from "~/components/ui/button";
import { ReviewsWidget } from "~/features/pages/components/blocks/reviews-widget";
import type { ServiceCardData } from "~/features/pages/service-card-data";
import { placedFigures } from "~/lib/facts";
import type { ImageRef } from "~/lib/image-variants";
import { forgetHomeLoaded, markHomeLoaded } from "~/lib/load-behaviours";
import { useReveal } from "~/lib/use-reveal";
import { useSite } from "~/lib/use-site";
import type { ComparisonRow, ProcessStep, StaticTestimonial } from "~/seed/types";

// Parts with no behaviour: kept from the server's markup when the page loads
// (StaticPart), so their code is fetched only for a client-side visit.
const LazyHomeServiceGrid = lazy(() =>
  import("./home-sections").then((m) => ({ default: m.HomeServiceGrid })),
);
const LazyHomeReviews = lazy(() => import("./home-sections").then((m) => ({ default: m.HomeReviews })));
const LazyHomeProcess = lazy(() => import("./home-sections").then((m) => ({ default: m.HomeProcess })));
const LazyHomeComparison = lazy(() =>
  import("./home-comparison").then((m) => ({ default: m.HomeComparison })),
);

export const HOME_HERO_SIZES = "100vw";

export interface HomePageData {
  hero: ImageRef;
  services: ServiceCardData[];
  content: {
    comparisonRows: ComparisonRow[];
    heroBadges: readonly string[];
    homeProcess: ProcessStep[];
    testimonials: StaticTestimonial[];
  };
  /** The page's words the owner can rewrite (Content, Page texts), names and figures filled in. */
  intros: {
    services: string;
    difference: string;
    testimonials: string;
    process: string;
    heroTitle: string;
    heroLead: string;
    closingTitle: string;
    closingText: string;
  };
  /** A third-party reviews widget's script, or "" (REVIEWS_WIDGET_URL). */
  reviewsWidgetUrl: string;
}

/**
 * The home page counts as loaded once a background check of robots.txt
 * settles, either way (spec 000 §4); only then is smooth scrolling turned on.
 * On a page load the page's load file has started the check already (it runs
 * once); this hook asks again when the visitor comes back inside the site.
 */
function useHomeLoaded() {
  useEffect(() => {
    void markHomeLoaded();
    return forgetHomeLoaded;
  }, []);
}

/** The home page (spec 000 §2): hero, services, comparison, reviews, process, closing band. */
export function HomePage({ data }: { data: HomePageData }) {
  const site = useSite();
  const { business, claims } = site;
  const { comparisonRows, heroBadges, homeProcess, testimonials } = data.content;
  useReveal();
  useHomeLoaded();
  // Spec 000 §2 and §9: the home page's own readings (4.9, 190+, 720+) until the owner saves his figures.
  const figures = placedFigures(site, "home");
  const stats = [
    { value: figures.customers, label: "Happy Customers" },
    { value: claims.yearsExperience, label: "Years Experience" },
    { value: claims.satisfactionRate, label: "Satisfaction Rate" },
    { value: figures.rating, label: "Average Rating" },
  ];

  return (
    <>
      {/* data-robots-check: the page's load file checks robots.txt before React runs (load-behaviours.ts). */}
      <section data-robots-check="" className="relative isolate overflow-hidden bg-blue-950 text-white">
        <Picture
          image={data.hero}
          variant="hero"
          alt="A freshly painted two-story family home"
          sizes={HOME_HERO_SIZES}
          priority
          className="absolute inset-0 -z-10"
          imgClassName="h-full w-full object-cover"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-r from-blue-950/95 via-blue-950/85 to-blue-950/60"
        />
        <div className="hero-text-fade mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-24 lg:py-32">
          <div className="max-w-2xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold">
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
              Rated {figures.rating} by {figures.reviewCount} reviews
            </p>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
              {data.intros.heroTitle}
            </h1>
            <p className="mt-4 text-blue-50 text-pretty sm:mt-5 sm:text-xl">{data.intros.heroLead}</p>
            <ul className="mt-5 flex flex-wrap gap-2 sm:mt-6" aria-label="Why homeowners choose us">
              {heroBadges.map((badge, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the owner's badges, in his order (two may read the same)
                  key={index}
                  className="inline-flex items-center gap-1.5 rounded-full border border-white/30 bg-blue-950/50 px-2.5 py-0.5 text-[13px] sm:px-3 sm:py-1 sm:text-sm"
                >
                  <Check aria-hidden="true" className="size-4 text-green-300" />
                  {badge}
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
              <BookingCallButtons tone="dark" />
            </div>
          </div>
        </div>
      </section>

      <Section id="services" title="Our Premium Services" intro={data.intros.services}>
        <StaticPart>
          <LazyHomeServiceGrid services={data.services} brands={business.paintBrands} />
        </StaticPart>
        <div className="mt-6 text-center sm:mt-10">
          <Button asChild size="lg">
            <Link to="/services">View All Services</Link>
          </Button>
        </div>
      </Section>

      <Section
        id="comparison"
        tone="muted"
        deferRender
        title={`Large Companies vs ${business.shortName}`}
        intro={data.intros.difference}
      >
        <StaticPart>
          <LazyHomeComparison rows={comparisonRows} ours={business.shortName} />
        </StaticPart>
        <div className="mt-6 flex flex-wrap justify-center gap-3 sm:mt-10">
          <BookingCallButtons
            bookLabel="Schedule Your Personal Estimate"
            callLabel={`Call ${business.ownerFirstName} Directly`}
          />
        </div>
      </Section>

      <Section id="reviews" title="What Our Customers Say" intro={data.intros.testimonials} deferRender>
        <StaticPart>
          <LazyHomeReviews stats={stats} testimonials={testimonials} />
        </StaticPart>
        <ReviewsWidget url={data.reviewsWidgetUrl} />
      </Section>

      <Section
        id="process"
        tone="muted"
        title="Simple 4-Step Process"
        intro={data.intros.process}
        deferRender
      >
        <StaticPart>
          <LazyHomeProcess steps={homeProcess} />
        </StaticPart>
      </Section>

      <CallToAction title={data.intros.closingTitle} text={data.intros.closingText} />
    </>
  );
}
