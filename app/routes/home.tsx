import { CalendarCheck, Check, Phone, Quote, Star, X } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { ProcessSteps } from "~/components/content/process-steps";
import { ReviewsWidget } from "~/components/content/reviews-widget";
import { ServiceCard } from "~/components/content/service-card";
import { StatGrid } from "~/components/content/stat-grid";
import { CallToAction } from "~/components/layout/call-to-action";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { Picture, preloadImage } from "~/components/ui/picture";
import { StarRating } from "~/components/ui/star-rating";
import { comparisonRows, heroBadges, homeProcess, testimonials } from "~/content/home";
import { services } from "~/content/services";
import { business, claims, telHref } from "~/content/site";
import { bookingUrl } from "~/lib/config";
import { metaFromLoader } from "~/lib/route-meta";
import { localBusinessJsonLd, organizationJsonLd, pageMeta, webSiteJsonLd } from "~/lib/seo";
import { useReveal } from "~/lib/use-reveal";
import { contentIcon } from "~/server/content-icons.server";
import { getImage } from "~/server/images.server";
import type { Route } from "./+types/home";

/** The home page shows the first six of the nine services. */
export const HOME_SERVICE_COUNT = 6;
const HERO_SIZES = "100vw";

export const loader = () => {
  const hero = getImage("heroes/home");
  return {
    hero,
    services: services.slice(0, HOME_SERVICE_COUNT).map((s) => ({
      id: s.id,
      title: s.title,
      description: s.description,
      imageAlt: s.imageAlt,
      icon: contentIcon(s.icon),
      features: s.features,
      image: getImage(s.image),
    })),
    // Text the page shows, sent as data rather than bundled into its script.
    content: { comparisonRows, heroBadges, homeProcess, testimonials },
    intros: {
      services:
        "From a single accent wall to a full exterior, every job gets careful prep, premium paint and the owner's attention.",
      difference:
        "What changes when the owner handles your project from the first visit to the final walkthrough.",
      testimonials:
        "Neighbors across the Twin Cities trust us with their homes. Here is what a few of them had to say.",
      process: "No surprises: here is how your project goes from first call to finished rooms.",
    },
    meta: [
      ...pageMeta({
        title: "Professional Painting Services in the Twin Cities",
        description:
          "Owner-operated interior, exterior and commercial painting and drywall in Shoreview, Vadnais Heights and the Twin Cities. Same-day estimates and a 3-year written warranty.",
        path: "/",
        keywords: [
          "painting contractor Twin Cities",
          "house painters Shoreview MN",
          "interior painting",
          "exterior painting",
          "drywall repair",
        ],
        jsonLd: [organizationJsonLd(), localBusinessJsonLd(), webSiteJsonLd()],
      }),
      preloadImage(hero, "hero", HERO_SIZES),
    ],
  };
};

export const meta = metaFromLoader;

const stats = [
  { value: claims.homeCustomers, label: "Happy Customers" },
  { value: claims.yearsExperience, label: "Years Experience" },
  { value: claims.satisfactionRate, label: "Satisfaction Rate" },
  { value: claims.homeRating, label: "Average Rating" },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { comparisonRows, heroBadges, homeProcess, testimonials } = loaderData.content;
  useReveal();
  // The page counts as loaded once a background check of robots.txt settles
  // (either way); only then is smooth scrolling turned on.
  useEffect(() => {
    let active = true;
    fetch("/robots.txt", { cache: "no-store" })
      .catch(() => undefined)
      .finally(() => {
        if (!active) return;
        document.documentElement.classList.add("smooth-scroll");
        document.documentElement.dataset.homeLoaded = "true";
      });
    return () => {
      active = false;
      document.documentElement.classList.remove("smooth-scroll");
      delete document.documentElement.dataset.homeLoaded;
    };
  }, []);

  return (
    <>
      <section className="relative isolate overflow-hidden bg-blue-950 text-white">
        <Picture
          image={loaderData.hero}
          variant="hero"
          alt="A freshly painted two-story family home"
          sizes={HERO_SIZES}
          priority
          className="absolute inset-0 -z-10"
          imgClassName="h-full w-full object-cover"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-r from-blue-950/95 via-blue-950/85 to-blue-950/60"
        />
        <div className="hero-text-fade mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:py-32">
          <div className="max-w-2xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold">
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
              Rated {claims.homeRating} by {claims.heroReviewCount} reviews
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
              Professional Painting Services
            </h1>
            <p className="mt-5 text-lg text-blue-50 text-pretty sm:text-xl">
              Interior, exterior and commercial painting and drywall across the Twin Cities, with{" "}
              {business.ownerFirstName}, the owner, giving your estimate and doing the work himself.
            </p>
            <ul className="mt-6 flex flex-wrap gap-2" aria-label="Why homeowners choose us">
              {heroBadges.map((badge) => (
                <li
                  key={badge}
                  className="inline-flex items-center gap-1.5 rounded-full border border-white/30 bg-blue-950/50 px-3 py-1 text-sm"
                >
                  <Check aria-hidden="true" className="size-4 text-green-300" />
                  {badge}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg" variant="onDark">
                <ExternalLink href={bookingUrl}>
                  <CalendarCheck aria-hidden="true" /> Schedule Free Estimate
                </ExternalLink>
              </Button>
              <Button asChild size="lg" variant="outlineOnDark">
                <a href={telHref}>
                  <Phone aria-hidden="true" /> Call {business.phone.display}
                </a>
              </Button>
            </div>
          </div>
        </div>
      </section>

      <Section id="services" title="Our Premium Services" intro={loaderData.intros.services}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.services.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              brands={business.paintBrands}
              showFeatures={false}
            />
          ))}
        </div>
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            <Link to="/services">View All Services</Link>
          </Button>
        </div>
      </Section>

      <Section
        id="comparison"
        tone="muted"
        title={`Large Companies vs ${business.shortName}`}
        intro={loaderData.intros.difference}
      >
        {/* Narrow screens: one card per row of the table (the table is hidden there). */}
        <ul className="grid gap-4 sm:hidden">
          {comparisonRows.map((row) => (
            <li key={row.feature} className="rounded-xl border border-border bg-card p-5 shadow-sm">
              <h3 className="font-semibold">{row.feature}</h3>
              <dl className="mt-3 grid gap-3 text-sm">
                <div>
                  <dt className="font-medium text-muted-foreground">Large Companies</dt>
                  <dd className="mt-1 flex gap-2">
                    <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-400" />
                    {row.largeCompany}
                  </dd>
                </div>
                <div>
                  <dt className="font-medium text-primary dark:text-blue-300">{business.shortName}</dt>
                  <dd className="mt-1 flex gap-2">
                    <Check
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400"
                    />
                    {row.ours}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-hidden rounded-xl border border-border bg-card shadow-sm sm:block">
          <table className="w-full text-left">
            <caption className="sr-only">
              How a large painting company compares with {business.shortName}
            </caption>
            <thead className="bg-muted/60">
              <tr>
                <th scope="col" className="p-4 font-semibold">
                  What you get
                </th>
                <th scope="col" className="p-4 font-semibold">
                  Large Companies
                </th>
                <th scope="col" className="p-4 font-semibold text-primary dark:text-blue-300">
                  {business.shortName}
                </th>
              </tr>
            </thead>
            <tbody>
              {comparisonRows.map((row) => (
                <tr key={row.feature} className="border-t border-border">
                  <th scope="row" className="p-4 font-medium">
                    {row.feature}
                  </th>
                  <td className="p-4 text-muted-foreground">
                    <span className="inline-flex gap-2">
                      <X
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-400"
                      />
                      {row.largeCompany}
                    </span>
                  </td>
                  <td className="p-4">
                    <span className="inline-flex gap-2">
                      <Check
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400"
                      />
                      {row.ours}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <ExternalLink href={bookingUrl}>
              <CalendarCheck aria-hidden="true" /> Schedule Your Personal Estimate
            </ExternalLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={telHref}>
              <Phone aria-hidden="true" /> Call {business.ownerFirstName} Directly
            </a>
          </Button>
        </div>
      </Section>

      <Section id="reviews" title="What Our Customers Say" intro={loaderData.intros.testimonials}>
        <StatGrid stats={stats} />
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {testimonials.map((t) => (
            <li
              key={t.author}
              data-reveal
              className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm"
            >
              <StarRating rating={t.rating} />
              <figure className="mt-4 flex flex-1 flex-col">
                <Quote aria-hidden="true" className="size-6 text-primary/40 dark:text-blue-300/60" />
                <blockquote className="mt-2 flex-1 text-pretty">{t.text}</blockquote>
                <figcaption className="mt-4 font-semibold">
                  {t.author} <span className="font-normal text-muted-foreground">· {t.location}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <ReviewsWidget />
      </Section>

      <Section id="process" tone="muted" title="Simple 4-Step Process" intro={loaderData.intros.process}>
        <ProcessSteps steps={homeProcess} />
      </Section>

      <CallToAction
        title="Transform Your Home Today"
        text={`Get a free, no-pressure estimate. ${business.ownerFirstName} replies ${claims.responseTime} and sends a written quote ${claims.quoteTime}.`}
      />
    </>
  );
}
