import { Briefcase, CalendarDays, Check, DollarSign, Mail, MapPin } from "lucide-react";
import { CallToAction } from "~/components/layout/call-to-action";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { EmailAddress } from "~/components/ui/email-address";
import { applyMailto } from "~/features/pages/careers";
import { type FeatureCardData, FeatureCards } from "~/features/pages/components/blocks/feature-cards";
import { countInWordsAtStart } from "~/lib/count-words";
import { useReveal } from "~/lib/use-reveal";
import { useSite } from "~/lib/use-site";
import type { JobOpening } from "~/seed/types";

export interface CareersPageData {
  benefits: FeatureCardData[];
  culture: { heading: string; paragraphs: string[]; points: string[] };
  hiringSteps: { title: string; description: string }[];
  openings: (JobOpening & { postedFromText: string; postedUntilText: string; applyHref: string })[];
}

/** /careers (spec 001 §2): benefits, culture, the openings with Apply Now, the hiring process. */
export function CareersPage({ data }: { data: CareersPageData }) {
  const { business } = useSite();
  const { culture: workCulture, hiringSteps } = data;
  useReveal();
  return (
    <>
      <PageHero
        badge="We're hiring"
        title="Build Your Career With Us"
        subtitle={`Join a small, locally owned painting and drywall team that has served the Twin Cities since ${business.foundedYear}.`}
      >
        <Button asChild size="lg" variant="onDark">
          <a href="#openings">
            <Briefcase aria-hidden="true" /> See Open Positions
          </a>
        </Button>
      </PageHero>

      <Section
        id="benefits"
        title="Why Work With Us"
        intro="Good people do their best work when they're treated well."
      >
        <FeatureCards items={data.benefits} columns={3} />
      </Section>

      <Section id="culture" tone="muted">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold tracking-tight sm:text-4xl">{workCulture.heading}</h2>
            <div className="mt-6 space-y-4 text-lg text-muted-foreground">
              {workCulture.paragraphs.map((p, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the owner's paragraphs, in his order
                <p key={n}>{p}</p>
              ))}
            </div>
          </div>
          <ul className="grid content-start gap-3">
            {workCulture.points.map((point, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the owner's list, in his order
              <li key={n} className="flex gap-3 rounded-lg border border-border bg-card p-4">
                <Check
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400"
                />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section
        id="openings"
        title="Open Positions"
        intro="Interested? Apply by e-mail: tell us a little about yourself and your experience."
      >
        <ul className="grid gap-6 lg:grid-cols-2">
          {data.openings.map((job) => (
            <li key={job.id} data-reveal>
              <article
                aria-labelledby={`job-${job.id}`}
                className="flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm"
              >
                <h3 id={`job-${job.id}`} className="text-xl font-semibold">
                  {job.title}
                </h3>
                <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                  <li className="inline-flex items-center gap-1.5">
                    <Briefcase aria-hidden="true" className="size-4" /> {job.type}
                  </li>
                  <li className="inline-flex items-center gap-1.5">
                    <MapPin aria-hidden="true" className="size-4" /> {job.location}
                  </li>
                  <li className="inline-flex items-center gap-1.5">
                    <DollarSign aria-hidden="true" className="size-4" /> {job.pay}
                  </li>
                </ul>
                <p className="mt-4 flex-1">{job.description}</p>
                <p className="mt-4 flex items-start gap-1.5 text-sm text-muted-foreground">
                  <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>
                    Posted <time dateTime={job.postedFrom}>{job.postedFromText}</time>; open until{" "}
                    <time dateTime={job.postedUntil}>{job.postedUntilText}</time>
                  </span>
                </p>
                <div className="mt-5">
                  <Button asChild>
                    <a href={job.applyHref}>
                      <Mail aria-hidden="true" /> Apply Now<span className="sr-only"> for {job.title}</span>
                    </a>
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="hiring-process"
        tone="muted"
        title="Our Hiring Process"
        intro={`${countInWordsAtStart(hiringSteps.length)} simple ${hiringSteps.length === 1 ? "step" : "steps"}. Most people hear our decision within 1-2 weeks of their interview.`}
      >
        <ol
          className={`grid gap-6 sm:grid-cols-2 ${hiringSteps.length === 5 ? "lg:grid-cols-5" : "lg:grid-cols-4"}`}
        >
          {hiringSteps.map((step, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the owner's steps, in his order
              key={index}
              data-reveal
              className="rounded-xl border border-border bg-card p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CallToAction
        title="Don't See the Right Role?"
        text="We're always glad to hear from careful, reliable people. Send us a note about yourself and the work you enjoy."
      >
        <Button asChild size="lg" variant="onDark">
          <a href={applyMailto(business.careersEmail, "General Application")}>
            <Mail aria-hidden="true" /> E-mail Us
          </a>
        </Button>
        <p className="w-full text-blue-50">
          <EmailAddress address={business.careersEmail} />
        </p>
      </CallToAction>
    </>
  );
}
