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

export function HomeServiceGrid({ services, brands }: { services: ServiceCardData[]; brands: string[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} brands={brands} showFeatures={false} compactOnPhone />
      ))}
    </div>
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
      <StatGrid stats={stats} />
      <TestimonialCards testimonials={testimonials} />
    </>
  );
}

export function HomeProcess({ steps }: { steps: ProcessStep[] }) {
  return <ProcessSteps steps={steps} />;
}
