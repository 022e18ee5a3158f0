import { ArrowLeft, CalendarCheck, Check, CircleCheck, Phone } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ContentIcon } from "~/components/content/content-icon";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CallToAction } from "~/components/layout/call-to-action";
import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { Picture, preloadImage } from "~/components/ui/picture";
import { genericServiceDetail, serviceDetails, services } from "~/content/services";
import { business, claims, telHref } from "~/content/site";
import { bookingUrl } from "~/lib/config";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta, serviceJsonLd } from "~/lib/seo";
import { contentIcon } from "~/server/content-icons.server";
import { getImage } from "~/server/images.server";
import type { Route } from "./+types/service-detail";

const IMAGE_SIZES = "(min-width: 1024px) 40vw, 100vw";

export function loader({ params }: Route.LoaderArgs) {
  const service = services.find((s) => s.id === params.serviceSlug);
  if (!service) throw data(null, { status: 404 });
  const path = `/service/${service.id}`;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Services", path: "/services" },
    { name: service.title, path },
  ];
  const image = getImage(service.image);
  const detail = serviceDetails[service.id] ?? genericServiceDetail;
  return {
    service: {
      id: service.id,
      title: service.title,
      description: service.description,
      icon: contentIcon(service.icon),
      imageAlt: service.imageAlt,
      features: service.features,
    },
    image,
    detail,
    crumbs,
    related: services
      .filter((s) => s.id !== service.id)
      .slice(0, 3)
      .map((s) => ({ id: s.id, title: s.title })),
    meta: [
      ...pageMeta({
        title: `${service.title} in the Twin Cities`,
        description: service.description,
        path,
        keywords: [service.title.toLowerCase(), `${service.title.toLowerCase()} Shoreview MN`, "Twin Cities"],
        jsonLd: [
          serviceJsonLd({ title: service.title, description: service.description, path }),
          breadcrumbJsonLd(crumbs),
        ],
      }),
      preloadImage(image, "card", IMAGE_SIZES),
    ],
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? metaFromLoader(args)
    : [{ title: `Service Not Found | ${business.name}` }, { name: "robots", content: "noindex, nofollow" }];

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { service, detail, image, crumbs } = loaderData;
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
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <ExternalLink href={bookingUrl}>
                <CalendarCheck aria-hidden="true" /> Schedule Free Estimate
              </ExternalLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={telHref}>
                <Phone aria-hidden="true" /> Call {business.phone.display}
              </a>
            </Button>
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
        <div className="lg:col-span-2">
          <Picture
            image={image}
            variant="card"
            alt={service.imageAlt}
            sizes={IMAGE_SIZES}
            priority
            imgClassName="aspect-[3/2] h-auto w-full rounded-xl object-cover shadow-sm"
          />
        </div>
      </section>

      <div className="bg-muted">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2">
          <section aria-labelledby="included-heading">
            <h2 id="included-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              What's Included
            </h2>
            <ul className="mt-6 grid gap-3">
              {service.features.map((feature) => (
                <li key={feature} className="flex gap-3 rounded-lg border border-border bg-card p-4">
                  <Check
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400"
                  />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="benefits-heading">
            <h2 id="benefits-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Benefits
            </h2>
            <ul className="mt-6 grid gap-3">
              {detail.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3 rounded-lg border border-border bg-card p-4">
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-primary dark:text-blue-300"
                  />
                  {benefit}
                </li>
              ))}
            </ul>
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
            {loaderData.related.map((s) => (
              <li key={s.id}>
                <Link
                  to={`/service/${s.id}`}
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
        text={`Join over ${claims.heroReviewCount} satisfied customers. Get a free estimate and a written quote ${claims.quoteTime}.`}
      />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Only a missing service is this page's to explain; anything else goes to the app's boundary.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
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
