import { CalendarClock, Clock, FileText, MapPin, Phone } from "lucide-react";
import { href, Link } from "react-router";
import { CallButton } from "~/components/layout/booking-call-buttons";
import { CallToAction } from "~/components/layout/call-to-action";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { useSite } from "~/lib/use-site";
import { scheduleOptions } from "~/seed/programs";

const optionIcons = { call: Phone, form: FileText, flexible: CalendarClock } as const;

export interface SchedulePageData {
  areas: { name: string; slug: string }[];
}

/** /schedule (spec 001 §2): three ways to book, the areas served and the office hours. */

export function SchedulePage({ data }: { data: SchedulePageData }) {
  const { business, claims, hoursLines, hoursSoon, telHref, schedule } = useSite();
  // "Find a Time" picks one on the booking page when visits are booked here.
  const timeFinder = schedule.external ? "/contact" : schedule.href;
  return (
    <>
      <PageHero
        badge="Free, no-pressure estimates"
        title="Schedule Your Free Estimate"
        subtitle={`Tell us about your project and ${business.ownerFirstName} will come out to take a look. You'll hear back ${claims.responseTime}.`}
      >
        <CallButton variant="onDark" />
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
                      <Link to={option.action === "flexible" ? timeFinder : "/contact"}>
                        {option.actionLabel}
                      </Link>
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
              {data.areas.map((area) => (
                <li key={area.slug}>
                  <Link
                    to={href("/service-area/:slug", { slug: area.slug })}
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
            <dl className="mt-6 divide-y divide-border rounded-xl border border-border bg-card" data-hours="">
              {[
                ...hoursLines.map((line) => ({ key: line.days, days: line.days, hours: line.hours })),
                ...hoursSoon.map((day) => ({
                  key: `${day.label} ${day.dates}`,
                  days: `${day.label} (${day.dates})`,
                  hours: day.hours,
                })),
              ].map((row) => (
                <div key={row.key} className="flex items-center justify-between gap-4 p-4">
                  <dt className="inline-flex items-center gap-2 font-medium">
                    <Clock aria-hidden="true" className="size-4 text-primary dark:text-blue-300" />
                    {row.days}
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
