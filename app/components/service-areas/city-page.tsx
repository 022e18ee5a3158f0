import {
  ArrowRight,
  Award,
  CalendarCheck,
  CircleCheck,
  House,
  Images,
  type LucideIcon,
  MapPin,
  PaintBucket,
  Phone,
  ShieldCheck,
  Star,
  UserCheck,
} from "lucide-react";
import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { BookingButton, BookingCallButtons } from "~/components/layout/booking-call-buttons";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CallToAction } from "~/components/layout/call-to-action";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { CompareSlider } from "~/components/media/compare-slider";
import { Picture } from "~/components/media/picture";
import { Button } from "~/components/ui/button";
import { StarRating } from "~/components/ui/star-rating";
import type { CityCardIcon } from "~/content/city-page";
import type { SiteFacts } from "~/lib/schemas/business-profile";
import type { Crumb } from "~/lib/seo";
import { type CityPageData, cityPath } from "~/lib/service-areas";
import { useSite } from "~/lib/use-site";

const icons: Record<CityCardIcon, LucideIcon> = {
  UserCheck,
  CalendarCheck,
  Award,
  ShieldCheck,
  House,
  PaintBucket,
};

export function cityCrumbs(page: Pick<CityPageData, "name" | "slug">): Crumb[] {
  return [
    { name: "Home", path: "/" },
    { name: "Service Areas", path: "/service-areas" },
    { name: page.name, path: cityPath(page.slug) },
  ];
}

function heroSubtitle(page: CityPageData, business: SiteFacts["business"]): string {
  if (page.known) return page.description;
  const reach = `We paint homes within about ${business.serviceRadiusMiles} miles of our ${business.address.city} office, so call and we'll tell you right away whether we can help.`;
  if (page.servedCommunity)
    return `${page.requestedName} is one of the communities we serve, but it doesn't have a page of its own yet. ${reach}`;
  if (page.requestedName) return `We don't have a page for ${page.requestedName}. ${reach}`;
  return `We don't have a page for that area. ${reach}`;
}

function HeroTrustRow() {
  const { business, claims, telHref } = useSite();
  return (
    <ul className="flex w-full flex-wrap items-center justify-center gap-x-6 gap-y-3 text-sm font-medium text-blue-50">
      <li className="flex items-center gap-2">
        <Award className="size-5 text-amber-300" aria-hidden="true" />
        {claims.warrantyYears}-Year Warranty
      </li>
      <li className="flex items-center gap-2">
        <span className="flex" aria-hidden="true">
          {[1, 2, 3, 4, 5].map((n) => (
            <Star key={n} className="size-4 fill-amber-300 text-amber-300" />
          ))}
        </span>
        <span>
          5-Star Rated <span className="text-blue-100">(based on {claims.cityReviewCount} reviews)</span>
        </span>
      </li>
      <li>
        <a href={telHref} className="flex items-center gap-2 underline-offset-4 hover:underline">
          <Phone className="size-4" aria-hidden="true" />
          {business.phone.display}
        </a>
      </li>
    </ul>
  );
}

function InfoCard({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`rounded-xl border border-border bg-card p-6 shadow-sm ${className ?? ""}`}>
      <h3 className="text-lg font-semibold">{title}</h3>
      <div className="mt-3 leading-relaxed text-muted-foreground">{children}</div>
    </div>
  );
}

export function CityPage({ page }: { page: CityPageData }) {
  const { name } = page;
  const { business } = useSite();
  return (
    <>
      <div className="pb-6">
        <Breadcrumbs items={cityCrumbs(page)} />
      </div>
      <PageHero
        badge={page.known ? `Serving ${name}, MN` : "Serving the Twin Cities"}
        title={page.title}
        subtitle={heroSubtitle(page, business)}
      >
        <HeroTrustRow />
        <div className="flex w-full flex-wrap justify-center gap-3 pt-2">
          <BookingCallButtons
            tone="dark"
            bookLabel="Schedule a Free Estimate"
            callLabel="Call Your Local Painters"
          />
        </div>
      </PageHero>

      <Section id="local-painters">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">
              Your Local Painters in {name}
            </h2>
            <div className="mt-6 space-y-4 text-lg leading-relaxed">
              {page.intro.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside
            aria-labelledby="city-services-heading"
            className="self-start rounded-xl border border-border bg-card p-6 shadow-sm"
          >
            <h3 id="city-services-heading" className="text-xl font-semibold">
              Services in {name}
            </h3>
            <ul className="mt-4 space-y-3">
              {page.services.map((service) => (
                <li key={service.id} className="flex items-start gap-3">
                  <CircleCheck
                    className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400"
                    aria-hidden="true"
                  />
                  <Link
                    to={href("/service/:serviceSlug", { serviceSlug: service.id })}
                    className="hover:underline"
                  >
                    {service.title}
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to="/services"
              className="mt-5 inline-flex items-center gap-1 font-semibold text-primary hover:underline dark:text-blue-300"
            >
              See all our services <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </aside>
        </div>
      </Section>

      <Section id="local-homes" tone="muted" title={`Painting Homes in ${name}`}>
        <div className="grid gap-5 md:grid-cols-2">
          <InfoCard title="The houses we see">
            <p>{page.housingStock}</p>
          </InfoCard>
          <InfoCard title="Weather and your paint">
            <p>{page.climateNotes}</p>
          </InfoCard>
          <InfoCard title="What homeowners ask us for">
            <ul className="space-y-2">
              {page.popularProjects.map((project) => (
                <li key={project} className="flex items-start gap-2">
                  <CircleCheck
                    className="mt-1 size-4 shrink-0 text-green-700 dark:text-green-400"
                    aria-hidden="true"
                  />
                  {project}
                </li>
              ))}
            </ul>
          </InfoCard>
          <InfoCard title={page.known ? "Neighborhoods we work in" : "Counties we serve"}>
            <ul className="flex flex-wrap gap-2">
              {page.neighborhoods.map((area) => (
                <li
                  key={area}
                  className="rounded-full border border-border bg-muted px-3 py-1 text-sm text-foreground"
                >
                  {area}
                </li>
              ))}
            </ul>
          </InfoCard>
          <InfoCard title="Good to know" className="md:col-span-2">
            <p>{page.additionalInfo}</p>
          </InfoCard>
        </div>
      </Section>

      <Section id="why-choose-us" title={`Why Homeowners in ${name} Choose Us`}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {page.whyChooseUs.map((card) => {
            const Icon = icons[card.icon];
            return (
              <li key={card.title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
                <span className="flex size-11 items-center justify-center rounded-lg bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-300">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{card.description}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      {page.testimonial ? (
        <Section id="testimonial" tone="muted" title={`What a ${name} Customer Says`}>
          <figure className="mx-auto max-w-3xl rounded-xl border border-border bg-card p-8 shadow-sm">
            <StarRating rating={page.testimonial.rating} className="text-lg" />
            <blockquote className="mt-4 text-lg leading-relaxed">
              <p>“{page.testimonial.text}”</p>
            </blockquote>
            <figcaption className="mt-5 font-semibold">
              {page.testimonial.name}
              <span className="font-normal text-muted-foreground">, {page.testimonial.location}</span>
            </figcaption>
          </figure>
        </Section>
      ) : null}

      {page.projects.length > 0 ? (
        <Section
          id="projects"
          tone={page.testimonial ? "default" : "muted"}
          title={`Recent Projects in ${name}`}
          intro={`Jobs we have finished in ${name}.`}
        >
          <CityProjects projects={page.projects} />
        </Section>
      ) : null}

      <Section
        id="nearby"
        tone={(page.testimonial ? 1 : 0) + (page.projects.length > 0 ? 1 : 0) === 1 ? "default" : "muted"}
        title={page.known ? "Nearby Areas We Serve" : "Areas We Serve Most"}
        intro={
          page.known
            ? `We also work in the cities around ${name}. Each has its own page.`
            : "These are the cities where we paint most often, close to our office."
        }
      >
        <ul
          aria-label={page.known ? "Nearby areas" : "Areas we serve most"}
          className="flex flex-wrap justify-center gap-3"
        >
          {page.nearby.map((area) => (
            <li key={area.slug}>
              <Link
                to={cityPath(area.slug)}
                className="flex items-center gap-2 rounded-full border border-border bg-card px-4 py-2 font-medium shadow-sm hover:bg-muted"
              >
                <MapPin className="size-4 text-primary dark:text-blue-300" aria-hidden="true" />
                {area.name}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link to="/service-areas" className="prose-link font-semibold">
            See all the areas we serve
          </Link>
        </p>
      </Section>

      <CallToAction
        title={page.known ? `Ready to Start Your ${name} Project?` : "Ready to Start Your Project?"}
        text={
          <>
            Book a free estimate online, or look through photos of our recent work. You can also{" "}
            <Link to="/services" className="font-semibold text-white underline underline-offset-2">
              browse our services
            </Link>{" "}
            or{" "}
            <Link to="/contact" className="font-semibold text-white underline underline-offset-2">
              send us a message
            </Link>
            .
          </>
        }
      >
        <BookingButton tone="dark" label="Schedule a Free Estimate" />
        <Button asChild size="lg" variant="outlineOnDark">
          <Link to="/gallery">
            <Images aria-hidden="true" /> View Our Work
          </Link>
        </Button>
      </CallToAction>
    </>
  );
}

const projectSizes = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

/** The gallery's projects in this city: a before/after pair is compared, a single photo shown. */
function CityProjects({ projects }: { projects: CityPageData["projects"] }) {
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id} className="overflow-hidden rounded-xl border border-border bg-card shadow-sm">
            {project.before ? (
              <CompareSlider
                before={project.before}
                after={{ image: project.image, alt: project.alt }}
                label={project.title}
                variant="large"
                sizes={projectSizes}
                imgClassName="aspect-[3/2] h-auto w-full object-cover"
              />
            ) : (
              <Picture
                image={project.image}
                variant="large"
                alt={project.alt}
                sizes={projectSizes}
                imgClassName="aspect-[3/2] h-auto w-full object-cover"
              />
            )}
            <div className="p-4">
              <h3 className="font-semibold">{project.title}</h3>
              <p className="text-sm text-muted-foreground">
                {project.category}
                {project.before ? " · before and after" : ""}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <Link to="/gallery" className="prose-link font-semibold">
          See more of our work in the gallery
        </Link>
      </p>
    </>
  );
}
