import { ProcessSteps } from "~/features/pages/components/blocks/process-steps";
import { StatGrid } from "~/features/pages/components/blocks/stat-grid";
import { ServiceCard } from "~/features/pages/components/services/service-card";
import type { ServiceCardData } from "~/features/pages/service-card-data";
import type { ProcessStep, StaticTestimonial } from "~/seed/types";
import { TestimonialCards } from "./testimonial-cards";

/**
 * The home page's parts with no behaviour of their own: kept from the
 * server's markup when the page loads (StaticPart in home-page.tsx), so
 * their code is fetched only for a client-side visit.
 */

/**
 * On a phone the six cards are a row to swipe through (the next card peeks
 * in at the edge), so the reviews are not thousands of pixels down; from the
 * small breakpoint up, a grid.
 */
export function HomeServiceGrid({ services, brands }: { services: ServiceCardData[]; brands: string[] }) {
  return (
    <ul
      aria-label="Our services, swipe for more"
      className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3"
    >
      {services.map((service) => (
        <li key={service.id} className="relative grid w-[78%] shrink-0 snap-start sm:w-auto">
          <ServiceCard service={service} brands={brands} showFeatures={false} />
        </li>
      ))}
    </ul>
  );
}

export function HomeReviews({
  stats,
  testimonials,
}: {
  stats: { value: string; label: string }[];
  testimonials: StaticTestimonial[];
}) {
  return (
    <>
      <StatGrid stats={stats} compactOnPhone />
      <TestimonialCards testimonials={testimonials} />
    </>
  );
}

export function HomeProcess({ steps }: { steps: ProcessStep[] }) {
  return <ProcessSteps steps={steps} />;
}
