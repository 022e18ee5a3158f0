import { Award, CalendarCheck, Images, Phone, ShieldCheck, Star, Users } from "lucide-react";
import { Link } from "react-router";
import { ProcessSteps } from "~/components/content/process-steps";
import { ServiceCard } from "~/components/content/service-card";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CallToAction } from "~/components/layout/call-to-action";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { Picture, preloadImage } from "~/components/ui/picture";
import { services } from "~/content/services";
import { closingCta, credentials, exteriorHero, servicesProcess } from "~/content/services-page";
import { business, telHref } from "~/content/site";
import { bookingUrl } from "~/lib/config";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { useHashScroll } from "~/lib/use-hash-scroll";
import { useReveal } from "~/lib/use-reveal";
import { contentIcon } from "~/server/content-icons.server";
import { getImage } from "~/server/images.server";
import type { Route } from "./+types/services";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Services", path: "/services" },
];
const HERO_SIZES = "(min-width: 1024px) 50vw, 100vw";

export const loader = () => {
  const hero = getImage("heroes/services");
  return {
    hero,
    services: services.map((s) => ({
      id: s.id,
      title: s.title,
      description: s.description,
      imageAlt: s.imageAlt,
      icon: contentIcon(s.icon),
      features: s.features,
      image: getImage(s.image),
    })),
    // Text the page shows, sent as data rather than bundled into its script.
    content: { closingCta, credentials, exteriorHero, servicesProcess },
    meta: [
      ...pageMeta({
        title: "Painting & Drywall Services",
        description:
          "Interior and exterior painting, commercial painting, floor coatings, drywall installation and repair, cabinet refinishing and texture work across the Twin Cities.",
        path: "/services",
        keywords: [
          "painting services",
          "drywall services",
          "cabinet refinishing",
          "exterior painting Vadnais Heights",
        ],
        jsonLd: [breadcrumbJsonLd(crumbs)],
      }),
      preloadImage(hero, "hero", HERO_SIZES),
    ],
  };
};

export const meta = metaFromLoader;

const credentialIcons = [ShieldCheck, Users, Award, Star];

export default function Services({ loaderData }: Route.ComponentProps) {
  const { closingCta, credentials, exteriorHero, servicesProcess } = loaderData.content;
  useReveal();
  useHashScroll();
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <section className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:py-14">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase dark:text-blue-300">
            Our Services
          </p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {exteriorHero.heading}
          </h1>
          <p className="mt-5 text-lg text-muted-foreground text-pretty">{exteriorHero.text}</p>
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
            <Button asChild size="lg" variant="secondary">
              <Link to="/gallery">
                <Images aria-hidden="true" /> View Past Projects
              </Link>
            </Button>
          </div>
        </div>
        <Picture
          image={loaderData.hero}
          variant="hero"
          alt="A two-story house with freshly painted siding and trim"
          sizes={HERO_SIZES}
          priority
          imgClassName="aspect-video h-auto w-full rounded-xl object-cover shadow-sm"
        />
      </section>

      <Section
        id="all-services"
        tone="muted"
        title="Everything We Do"
        intro={`Nine services for homes and businesses, each done with premium ${business.paintBrands.join(" and ")} products.`}
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.services.map((service) => (
            <ServiceCard key={service.id} service={service} brands={business.paintBrands} />
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
        title="Our Process"
        intro="Every project follows the same six steps, so you know what to expect from the first visit to the final walkthrough."
      >
        <ProcessSteps steps={servicesProcess} />
      </Section>

      <CallToAction title={closingCta.heading} text={closingCta.text} />
    </>
  );
}
