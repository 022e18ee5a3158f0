import { Mail, MapPin } from "lucide-react";
import { Link } from "react-router";
import { BookingCallButtons, CallButton } from "~/components/layout/booking-call-buttons";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { type CityCard, cityPath, type ServiceAreasIndex } from "~/features/pages/service-areas";
import { countInWords } from "~/lib/count-words";
import type { Crumb } from "~/lib/seo";
import { useSite } from "~/lib/use-site";
import { MetroMapSvg } from "./metro-map";
import { RadiusMapSvg } from "./radius-map";

export const serviceAreasCrumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Service Areas", path: "/service-areas" },
];

/** "Seven counties: A, B and C." */
function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function distanceText(miles: number): string {
  if (miles < 1) return "Less than a mile from our office";
  return `About ${miles} ${miles === 1 ? "mile" : "miles"} from our office`;
}

function CityCardItem({ city }: { city: CityCard }) {
  return (
    <li className="relative flex flex-col rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5 transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring">
      <h3 className="text-base font-semibold sm:text-lg">
        <Link
          to={cityPath(city.slug)}
          className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
        >
          {city.name}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{distanceText(city.milesFromOffice)}</p>
      {/* Phones get a compact two-column list; the summary shows from the small breakpoint up. */}
      {/* The card's "Painting in … →" cue is drawn by CSS from data-cue (one element less per city:
          the page's budget of 800, issue 52); the whole card is the link. */}
      <p
        data-cue={`Painting in ${city.name} →`}
        className="link-cue mt-3 hidden flex-1 flex-col text-sm leading-relaxed sm:flex"
      >
        {city.description}
      </p>
    </li>
  );
}

export function ServiceAreasPage({ data }: { data: ServiceAreasIndex }) {
  const { business } = useSite();
  return (
    <>
      <div className="pb-6">
        <Breadcrumbs items={serviceAreasCrumbs} />
      </div>
      <PageHero
        badge="Service Areas"
        title="Painting and Drywall Across the Twin Cities"
        subtitle={`From our office in ${business.address.city}, near the ${business.baseCity} line, we paint homes and businesses within about ${data.radiusMiles} miles. Find your city to see what we know about the homes there.`}
      >
        <BookingCallButtons tone="dark" />
        {/* On a phone the climate notes take two screens before the list: a way straight to it. */}
        <Button asChild size="lg" variant="outlineOnDark">
          <a href="#cities">
            <MapPin aria-hidden="true" /> Find your city
          </a>
        </Button>
      </PageHero>

      <Section
        id="painting-in-minnesota"
        title="Painting in the Twin Cities Climate"
        intro="Minnesota weather is hard on paint. A few things we plan every job around:"
      >
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {data.facts.map((fact) => (
            <li key={fact.title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{fact.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{fact.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="cities"
        tone="muted"
        title="Cities We Serve"
        intro="Each of these cities has its own page about the homes, the weather and the projects we see there."
      >
        <ul
          aria-label="Cities with their own page"
          className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3"
        >
          {data.cities.map((city) => (
            <CityCardItem key={city.slug} city={city} />
          ))}
        </ul>
      </Section>

      {/* Drawn with the page, not deferred like the map below it: a band waiting to be drawn is left out
          of the page's text (what a copy, a reader view or a text browser takes), and the 35 short names
          cost little to lay out. */}
      <Section
        id="more-communities"
        title="More Communities We Serve"
        intro="We paint in these communities too. Don't see your town? Call us: if it's within our radius, we'll come out."
      >
        <ul
          aria-label="More communities we serve"
          className="mx-auto max-w-5xl columns-2 gap-x-8 sm:columns-3 lg:columns-5"
        >
          {data.communities.map((community) => (
            <li
              key={community.name}
              className="flex break-inside-avoid items-center gap-2.5 py-1.5 before:size-1.5 before:shrink-0 before:rounded-full before:bg-primary dark:before:bg-blue-300"
            >
              {community.slug ? (
                <Link to={cityPath(community.slug)} className="prose-link">
                  {community.name}
                </Link>
              ) : (
                community.name
              )}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        deferRender
        id="service-radius"
        tone="muted"
        title="Our Service Radius"
        intro="Every dot on the map is a city with its own page: select one to read about painting there."
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <figure className="overflow-hidden rounded-xl border border-border bg-card shadow-sm">
            <MetroMapSvg map={data.metroMap} titleId="metro-map-title" />
            <figcaption className="flex flex-wrap gap-x-6 gap-y-2 border-t border-border px-4 py-3 text-sm text-muted-foreground">
              <span className="flex items-center gap-2">
                <svg viewBox="0 0 12 12" className="size-3" aria-hidden="true">
                  <rect
                    x="2.5"
                    y="2.5"
                    width="7"
                    height="7"
                    transform="rotate(45 6 6)"
                    className="fill-amber-600 dark:fill-amber-400"
                  />
                </svg>
                Our office
              </span>
              <span className="flex items-center gap-2">
                <svg viewBox="0 0 12 12" className="size-3" aria-hidden="true">
                  <circle cx="6" cy="6" r="5" className="fill-primary dark:fill-blue-400" />
                </svg>
                A city with its own page
              </span>
              <span className="flex items-center gap-2">
                <svg viewBox="0 0 16 12" className="h-3 w-4" aria-hidden="true">
                  <path d="M0 6 L16 6" strokeWidth="3" className="stroke-sky-400 dark:stroke-sky-700" />
                </svg>
                Rivers (approximate)
              </span>
            </figcaption>
          </figure>

          <div className="space-y-6">
            <figure className="overflow-hidden rounded-xl border border-border bg-card shadow-sm">
              <RadiusMapSvg map={data.radiusMap} titleId="radius-map-title" />
              <figcaption className="border-t border-border px-4 py-3 text-sm text-muted-foreground">
                The dashed circle is our {data.radiusMiles}-mile radius; the box marks the map of the metro.
              </figcaption>
            </figure>
            <div className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <h3 className="text-xl font-semibold">Within {data.radiusMiles} miles of our office</h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">
                We work across {countInWords(data.counties.length)} counties: {listInWords(data.counties)}. If
                your home is near the edge of the map, or your town isn't listed, just ask. We'll tell you
                straight away whether we can take the job.
              </p>
              <div className="mt-5 flex flex-wrap gap-3">
                <CallButton variant="default" />
                <Button asChild size="lg" variant="outline">
                  <Link to="/contact">
                    <Mail aria-hidden="true" /> Send Us a Message
                  </Link>
                </Button>
              </div>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
