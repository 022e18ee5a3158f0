import { CalendarClock, Clock, FileText, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "~/components/layout/call-to-action";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { primaryCities } from "~/content/cities";
import { scheduleAreas, scheduleOptions } from "~/content/programs";
import { business, claims, hours, telHref } from "~/content/site";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/schedule";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Schedule", path: "/schedule" },
];

export const loader = () => ({
  areas: scheduleAreas.map((name) => {
    const city = primaryCities.find((c) => c.name === name);
    if (!city) throw new Error(`Schedule area "${name}" has no city page`);
    return { name, slug: city.slug };
  }),
  meta: pageMeta({
    title: "Schedule a Free Estimate",
    description:
      "Schedule a free painting or drywall estimate in Shoreview, Vadnais Heights, White Bear Lake and nearby: call us, send the online form or pick a time that suits you.",
    path: "/schedule",
    keywords: ["free painting estimate", "schedule painter Shoreview", "painting quote Twin Cities"],
    jsonLd: [breadcrumbJsonLd(crumbs)],
  }),
});

export const meta = metaFromLoader;

const optionIcons = { call: Phone, form: FileText, flexible: CalendarClock } as const;

export default function Schedule({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        badge="Free, no-pressure estimates"
        title="Schedule Your Free Estimate"
        subtitle={`Tell us about your project and ${business.ownerFirstName} will come out to take a look. You'll hear back ${claims.responseTime}.`}
      >
        <Button asChild size="lg" variant="onDark">
          <a href={telHref}>
            <Phone aria-hidden="true" /> Call {business.phone.display}
          </a>
        </Button>
        <Button asChild size="lg" variant="outlineOnDark">
          <Link to="/contact">
            <FileText aria-hidden="true" /> Request Online Estimate
          </Link>
        </Button>
      </PageHero>

      <Section id="options" title="Three Easy Ways to Book" intro="Pick whichever suits you best.">
        <ul className="grid gap-6 md:grid-cols-3">
          {scheduleOptions.map((option) => {
            const Icon = optionIcons[option.action];
            return (
              <li
                key={option.title}
                className="flex flex-col rounded-xl border border-border bg-card p-6 text-center shadow-sm"
              >
                <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary dark:text-blue-300">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <h3 className="mt-4 text-xl font-semibold">{option.title}</h3>
                <p className="mt-2 flex-1 text-muted-foreground">{option.description}</p>
                <div className="mt-6">
                  <Button asChild variant={option.action === "call" ? "default" : "outline"}>
                    {option.action === "call" ? (
                      <a href={telHref}>
                        <Phone aria-hidden="true" /> {option.actionLabel}
                        <span className="sr-only"> {business.phone.display}</span>
                      </a>
                    ) : (
                      <Link to="/contact">{option.actionLabel}</Link>
                    )}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section tone="muted">
        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="areas-heading">
            <h2 id="areas-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Areas We Serve
            </h2>
            <p className="mt-3 text-muted-foreground">
              Based near {business.baseCity}, we work across the Twin Cities within about{" "}
              {business.serviceRadiusMiles} miles, including:
            </p>
            <ul className="mt-6 grid grid-cols-2 gap-3">
              {loaderData.areas.map((area) => (
                <li key={area.slug}>
                  <Link
                    to={`/service-area/${area.slug}`}
                    className="flex items-center gap-2 rounded-lg border border-border bg-card p-3 font-medium hover:border-primary"
                  >
                    <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary dark:text-blue-300" />
                    {area.name}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-4">
              <Link className="prose-link" to="/service-areas">
                See all the areas we serve
              </Link>
            </p>
          </section>
          <section aria-labelledby="hours-heading">
            <h2 id="hours-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Office Hours
            </h2>
            <dl className="mt-6 divide-y divide-border rounded-xl border border-border bg-card">
              {hours.schedulePage.map((row) => (
                <div key={row.label} className="flex items-center justify-between gap-4 p-4">
                  <dt className="inline-flex items-center gap-2 font-medium">
                    <Clock aria-hidden="true" className="size-4 text-primary dark:text-blue-300" />
                    {row.label}
                  </dt>
                  <dd className="text-muted-foreground">{row.hours}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </Section>

      <CallToAction
        title="Prefer to Book Online?"
        text="Pick a time for your free estimate on our online booking page."
      />
    </>
  );
}
