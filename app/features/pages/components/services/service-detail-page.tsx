import { ArrowLeft, Check, CircleCheck } from "lucide-react";
import { href, Link } from "react-router";
import { BookingCallButtons } from "~/components/layout/booking-call-buttons";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CallToAction } from "~/components/layout/call-to-action";
import { Picture } from "~/components/media/picture";
import { SampleLabel } from "~/components/media/sample-label";
import { Button } from "~/components/ui/button";
import { ContentIcon } from "~/features/pages/components/blocks/content-icon";
import type { ServiceCardData } from "~/features/pages/service-card-data";
import { placedFigures } from "~/lib/facts";
import type { ImageRef } from "~/lib/image-variants";
import type { Crumb } from "~/lib/seo";
import { useSite } from "~/lib/use-site";
import type { ServiceDetailContent } from "~/seed/types";

export const SERVICE_IMAGE_SIZES = "(min-width: 1024px) 40vw, 100vw";

export interface ServiceDetailPageData {
  service: Omit<ServiceCardData, "image">;
  image: ImageRef;
  detail: ServiceDetailContent;
  /** The owner's price guide ("From $400 per room"); "" when he shows none. */
  price: string;
  crumbs: Crumb[];
  related: { id: string; title: string }[];
}

function FeatureList({ items, tick }: { items: readonly string[]; tick: "check" | "circle" }) {
  const Icon = tick === "check" ? Check : CircleCheck;
  const colour = tick === "check" ? "text-green-700 dark:text-green-400" : "text-primary dark:text-blue-300";
  return (
    <ul className="mt-6 grid gap-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-lg border border-border bg-card p-4">
          <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${colour}`} />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** /service/{slug} (spec 000 §2): the service, what is included, benefits, process, other services. */
export function ServiceDetailPage({ data }: { data: ServiceDetailPageData }) {
  const site = useSite();
  const { business, claims } = site;
  const { service, detail, image, crumbs } = data;
  const trust = [
    `${claims.warrantyYears}-year written warranty`,
    `Licensed and insured up to ${claims.insuranceCoverage}`,
    "EPA lead-safe certified",
    `Premium ${business.paintBrands.join(" and ")} paints`,
    `Replies ${claims.responseTime}`,
  ];
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <section className="mx-auto grid max-w-7xl gap-10 px-4 py-8 sm:px-6 lg:grid-cols-5 lg:py-12">
        <div className="lg:col-span-3">
          <Link
            to="/services"
            className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline dark:text-blue-300"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> Back to all services
          </Link>
          <h1 className="mt-4 flex items-center gap-3 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            <ContentIcon drawing={service.icon} className="size-8 shrink-0 text-primary dark:text-blue-300" />
            {service.title}
          </h1>
          <p className="mt-5 text-lg text-muted-foreground text-pretty">{service.description}</p>
          {data.price ? (
            <p className="mt-4 text-lg text-pretty">
              <span className="font-semibold">Price guide: {data.price}.</span> Your written quote follows a
              free visit.
            </p>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <BookingCallButtons />
          </div>
          <ul aria-label="Why homeowners trust us" className="mt-8 grid gap-2 sm:grid-cols-2">
            {trust.map((item) => (
              <li key={item} className="flex items-center gap-2 text-sm">
                <CircleCheck
                  aria-hidden="true"
                  className="size-4 shrink-0 text-green-700 dark:text-green-400"
                />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative lg:col-span-2">
          <Picture
            image={image}
            variant="card"
            alt={service.imageAlt}
            sizes={SERVICE_IMAGE_SIZES}
            priority
            imgClassName="aspect-[3/2] h-auto w-full rounded-xl object-cover shadow-sm"
          />
          <SampleLabel of={image} size="large" />
        </div>
      </section>

      <div className="bg-muted">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2">
          <section aria-labelledby="included-heading">
            <h2 id="included-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              What's Included
            </h2>
            <FeatureList items={service.features} tick="check" />
          </section>
          <section aria-labelledby="benefits-heading">
            <h2 id="benefits-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Benefits
            </h2>
            <FeatureList items={detail.benefits} tick="circle" />
          </section>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2">
        <section aria-labelledby="process-heading">
          <h2 id="process-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Our Process
          </h2>
          <ol className="mt-6 grid gap-4">
            {detail.process.map((step, i) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                >
                  {i + 1}
                </span>
                <p className="pt-1">{step}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="more-heading">
          <h2 id="more-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Good to Know
          </h2>
          <p className="mt-6 text-lg text-muted-foreground text-pretty">{detail.additionalInfo}</p>
          <h3 className="mt-10 text-lg font-semibold">Other services</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {data.related.map((s) => (
              <li key={s.id}>
                <Link
                  to={href("/service/:serviceSlug", { serviceSlug: s.id })}
                  className="inline-block rounded-full border border-border px-4 py-2 text-sm font-medium hover:bg-muted"
                >
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <CallToAction
        title={`Ready for ${service.title}?`}
        text={`Join ${placedFigures(site, "service").customers} satisfied customers. Get a free estimate and a written quote ${claims.quoteTime}.`}
      />
    </>
  );
}

/** A service address that names no service (spec 000 §2, §8). */
export function ServiceNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">Service Not Found</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Sorry, the service you're looking for doesn't exist.
      </p>
      <div className="mt-8 flex justify-center">
        <Button asChild size="lg">
          <Link to="/services">View All Services</Link>
        </Button>
      </div>
    </section>
  );
}
