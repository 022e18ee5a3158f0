import { Award, Images, Phone, Star } from "lucide-react";
import { lazy } from "react";
import { Link } from "react-router";
import { BookingButton, BookingCallButtons } from "~/components/layout/booking-call-buttons";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CallToAction } from "~/components/layout/call-to-action";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { StaticPart } from "~/components/layout/server-markup";
import { CompareSlider } from "~/components/media/compare-slider";
import { Picture } from "~/components/media/picture";
import { SampleLabel } from "~/components/media/sample-label";
import { Button } from "~/components/ui/button";
import { type CityPageData, cityPath } from "~/features/pages/service-areas";
import { placedFigures } from "~/lib/facts";
import type { SiteFacts } from "~/lib/schemas/business-profile";
import type { Crumb } from "~/lib/seo";
import { useSite } from "~/lib/use-site";

// Kept from the server's markup when the page loads (StaticPart): fetched only for a client-side visit.
const LazyCityStory = lazy(() => import("./city-story").then((m) => ({ default: m.CityStory })));
const LazyCityNearby = lazy(() => import("./city-story").then((m) => ({ default: m.CityNearby })));

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
  const site = useSite();
  const { business, claims, telHref } = site;
  // Spec 000 §2: "5-Star Rated ... based on 200+ reviews" until the owner saves his figures.
  const figures = placedFigures(site, "city");
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
          {figures.rating}-Star Rated{" "}
          <span className="text-blue-100">(based on {figures.reviewCount} reviews)</span>
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

      <StaticPart>
        <LazyCityStory page={page} />
      </StaticPart>

      {page.projects.length > 0 ? (
        <Section
          deferRender
          id="projects"
          tone={page.testimonials.length > 0 ? "default" : "muted"}
          title={page.finishedJobs ? `Recent Projects in ${name}` : "Examples of the Work We Do"}
          intro={
            page.finishedJobs
              ? `Jobs we have finished in ${name}.`
              : `Sample pictures of the kinds of jobs we take on in ${name}.`
          }
        >
          <CityProjects projects={page.projects} finishedJobs={page.finishedJobs} />
        </Section>
      ) : null}

      <StaticPart>
        <LazyCityNearby page={page} />
      </StaticPart>

      <CallToAction
        title={page.known ? `Ready to Start Your ${name} Project?` : "Ready to Start Your Project?"}
        text={
          <>
            Book a free estimate online, or{" "}
            {page.finishedJobs ? "look through photos of our recent work" : "see examples of the work we do"}.
            You can also{" "}
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

const projectSizes = "(min-width: 1024px) 400px, 50vw";

/**
 * The gallery's projects in this city: a before/after pair is compared, a
 * single photo shown; a sample picture says so.
 */
function CityProjects({ projects, finishedJobs }: Pick<CityPageData, "projects" | "finishedJobs">) {
  return (
    <>
      {/* Two across on a phone too: six pictures stacked full width were two screens long. */}
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id} className="overflow-hidden rounded-xl border border-border bg-card shadow-sm">
            <div className="relative">
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
              <SampleLabel of={[project.image, project.before?.image]} />
            </div>
            <div className="p-3 sm:p-4">
              <h3 className="text-sm font-semibold sm:text-base">{project.title}</h3>
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
          {finishedJobs ? "See more of our work in the gallery" : "See more examples in the gallery"}
        </Link>
      </p>
    </>
  );
}
