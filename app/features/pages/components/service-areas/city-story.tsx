import {
  ArrowRight,
  Award,
  CalendarCheck,
  CircleCheck,
  House,
  type LucideIcon,
  MapPin,
  PaintBucket,
  ShieldCheck,
  UserCheck,
} from "lucide-react";
import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { Section } from "~/components/layout/section";
import { Picture } from "~/components/media/picture";
import { StarRating } from "~/components/ui/star-rating";
import { type CityPageData, cityPath } from "~/features/pages/service-areas";
import { useSite } from "~/lib/use-site";
import type { CityCardIcon } from "~/seed/city-page";

/**
 * The parts of a city page with no behaviour of their own: kept from the
 * server's markup when the page loads (StaticPart in city-page.tsx), so their
 * code is fetched only for a client-side visit.
 */

const icons: Record<CityCardIcon, LucideIcon> = {
  UserCheck,
  CalendarCheck,
  Award,
  ShieldCheck,
  House,
  PaintBucket,
};

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
    <div className={`rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6 ${className ?? ""}`}>
      <h3 className="text-lg font-semibold">{title}</h3>
      <div className="mt-3 leading-relaxed text-muted-foreground">{children}</div>
    </div>
  );
}

/** The services, each linked to its page, beside the introduction. */
function ServicesHere({ page }: { page: CityPageData }) {
  const { name } = page;
  return (
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
            <Link to={href("/service/:serviceSlug", { serviceSlug: service.id })} className="hover:underline">
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
  );
}

/** Local painters, the city's homes, why us, and a customer's words. */
export function CityStory({ page }: { page: CityPageData }) {
  const { name } = page;
  const { business } = useSite();
  return (
    <>
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
            {page.ownWords.length > 0 ? (
              <figure className="mt-8 rounded-xl border-l-4 border-primary bg-muted p-5 dark:border-blue-300">
                <blockquote className="space-y-3 text-lg leading-relaxed">
                  {page.ownWords.map((paragraph, n) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the owner's paragraphs never move on the page
                    <p key={n}>{paragraph}</p>
                  ))}
                </blockquote>
                <figcaption className="mt-3 font-semibold">
                  {business.ownerFirstName}, on working in {name}
                </figcaption>
              </figure>
            ) : null}
          </div>
          {page.photo ? (
            // His photo of the town, above the services (the page without one keeps its first look).
            <div className="space-y-6 self-start">
              <Picture
                image={page.photo.image}
                variant="card"
                alt={page.photo.alt}
                sizes="(min-width: 1024px) 400px, 100vw"
                className="block"
                imgClassName="aspect-[3/2] h-auto w-full rounded-xl object-cover shadow-sm"
              />
              <ServicesHere page={page} />
            </div>
          ) : (
            <ServicesHere page={page} />
          )}
        </div>
      </Section>

      <Section id="local-homes" tone="muted" title={`Painting Homes in ${name}`} deferRender>
        <div className="grid gap-4 sm:gap-5 md:grid-cols-2">
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
          {page.neighborhoods.length > 0 ? (
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
          ) : null}
          {/* Beside the projects when the page names no neighborhoods, under both otherwise. */}
          <InfoCard
            title="Good to know"
            className={page.neighborhoods.length > 0 ? "md:col-span-2" : undefined}
          >
            <p>{page.additionalInfo}</p>
          </InfoCard>
        </div>
      </Section>

      <Section id="why-choose-us" title={`Why Homeowners in ${name} Choose Us`} deferRender>
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

      {page.testimonials.length > 0 ? (
        <Section
          deferRender
          id="testimonial"
          tone="muted"
          title={
            page.testimonials.length === 1 ? `What a ${name} Customer Says` : `What ${name} Customers Say`
          }
        >
          <div className="mx-auto grid max-w-3xl gap-6">
            {page.testimonials.map((testimonial) => (
              <figure
                key={`${testimonial.name} ${testimonial.text.slice(0, 40)}`}
                className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8"
              >
                <StarRating rating={testimonial.rating} className="text-lg" />
                <blockquote className="mt-4 text-lg leading-relaxed">
                  <p>“{testimonial.text}”</p>
                </blockquote>
                <figcaption className="mt-5 font-semibold">
                  {testimonial.name}
                  <span className="font-normal text-muted-foreground">, {testimonial.location}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        </Section>
      ) : null}
    </>
  );
}

/** The cities nearby, each linked to its page. */
export function CityNearby({ page }: { page: CityPageData }) {
  const { name } = page;
  return (
    <Section
      deferRender
      id="nearby"
      tone={
        (page.testimonials.length > 0 ? 1 : 0) + (page.projects.length > 0 ? 1 : 0) === 1
          ? "default"
          : "muted"
      }
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
  );
}
