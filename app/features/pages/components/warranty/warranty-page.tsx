import { BadgeCheck, CircleCheck, FileText, Mail, PaintBucket, ShieldCheck, Sparkles, X } from "lucide-react";
import { Link } from "react-router";
import { CallButton } from "~/components/layout/booking-call-buttons";
import { CallToAction } from "~/components/layout/call-to-action";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { useSite } from "~/lib/use-site";

const badgeIcons = [FileText, PaintBucket, ShieldCheck, Sparkles];

type Titled = { title: string; description: string };

/** The page's words, as the owner wrote them (Content, Page texts), names and figures filled in. */
export interface WarrantyTexts {
  intro: string;
  trustBar: string[];
  coverage: Titled[];
  exclusions: string[];
  claimSteps: Titled[];
  guarantees: string[];
  commitments: Titled[];
}

/** /warranty (spec 001 §2): coverage, the claim process, exclusions, guarantees, commitment. */
export function WarrantyPage({ text }: { text: WarrantyTexts }) {
  const { claims } = useSite();
  return (
    <>
      <PageHero
        badge="Our promise"
        title={`Our ${claims.warrantyYears}-Year Written Warranty`}
        subtitle="Workmanship and materials, covered in writing. If something we did fails, we come back and make it right."
      />
      <div className="border-b border-border bg-muted">
        <ul
          className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-8 gap-y-3 px-4 py-5 sm:px-6"
          aria-label="Our credentials"
        >
          {text.trustBar.map((item, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the owner's list, in his order
            <li key={n} className="inline-flex items-center gap-2 font-medium">
              <BadgeCheck aria-hidden="true" className="size-5 text-primary dark:text-blue-300" />
              {item}
            </li>
          ))}
        </ul>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-3">
        <div className="space-y-14 lg:col-span-2">
          <section aria-labelledby="coverage-heading">
            <h2 id="coverage-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              What the Warranty Covers
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">{text.intro}</p>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {text.coverage.map((item, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the owner's list, in his order
                <li key={n} className="rounded-xl border border-border bg-card p-5">
                  <h3 className="flex items-center gap-2 font-semibold">
                    <CircleCheck
                      aria-hidden="true"
                      className="size-5 shrink-0 text-green-700 dark:text-green-400"
                    />
                    {item.title}
                  </h3>
                  <p className="mt-2 text-muted-foreground">{item.description}</p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="claim-heading">
            <h2 id="claim-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              How to Make a Claim
            </h2>
            <ol className="mt-6 grid gap-4">
              {text.claimSteps.map((step, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the owner's steps, in his order
                <li key={i} className="flex gap-4 rounded-xl border border-border bg-card p-5">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                  >
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold">
                      <span className="sr-only">Step {i + 1}: </span>
                      {step.title}
                    </h3>
                    <p className="mt-1 text-muted-foreground">{step.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="exclusions-heading">
            <h2 id="exclusions-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              What Isn't Covered
            </h2>
            <ul className="mt-6 grid gap-3">
              {text.exclusions.map((item, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the owner's list, in his order
                <li key={n} className="flex gap-3">
                  <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-400" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside aria-labelledby="guarantee-heading" className="h-fit space-y-6 lg:sticky lg:top-28">
          <div className="rounded-xl border border-border bg-card p-6 shadow-sm">
            <h2 id="guarantee-heading" className="text-xl font-semibold">
              Our Guarantee to You
            </h2>
            <ul className="mt-4 grid gap-3">
              {text.guarantees.map((item, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the owner's list, in his order
                <li key={n} className="flex gap-2">
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400"
                  />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl bg-blue-900 p-6 text-white">
            <h2 className="text-xl font-semibold">Need to Make a Claim?</h2>
            <p className="mt-2 text-blue-50">Get in touch and we'll set up a visit.</p>
            <div className="mt-5 grid gap-3">
              <CallButton size="default" variant="onDark" />
              <Button asChild variant="outlineOnDark">
                <Link to="/contact">
                  <Mail aria-hidden="true" /> Send a Message
                </Link>
              </Button>
            </div>
          </div>
        </aside>
      </div>

      <Section
        id="commitment"
        tone="muted"
        title="Our Commitment to Quality"
        intro="The warranty is the last line of defense. These habits make sure you rarely need it."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {text.commitments.map((badge, i) => {
            const Icon = badgeIcons[i] ?? BadgeCheck;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the owner's cards, in his order
                key={i}
                className="rounded-xl border border-border bg-card p-6 text-center shadow-sm"
              >
                <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary dark:text-blue-300">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 font-semibold">{badge.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{badge.description}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <CallToAction
        title="Work That's Built to Last"
        text={`Get a free estimate and see what a ${claims.warrantyYears}-year written warranty looks like.`}
      />
    </>
  );
}
