import { CallToAction } from "~/components/layout/call-to-action";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Picture } from "~/components/media/picture";
import { type FeatureCardData, FeatureCards } from "~/features/pages/components/blocks/feature-cards";
import { ProcessSteps } from "~/features/pages/components/blocks/process-steps";
import { StatGrid } from "~/features/pages/components/blocks/stat-grid";
import { countInWordsAtStart } from "~/lib/count-words";
import { ratingText } from "~/lib/facts";
import type { ImageRef } from "~/lib/image-variants";
import { useReveal } from "~/lib/use-reveal";
import { useSite } from "~/lib/use-site";
import type { ProcessStep } from "~/seed/types";

export interface AboutPageData {
  image: ImageRef;
  /** The story's paragraphs, as the owner wrote them (names and figures filled in). */
  story: string[];
  whyChooseUs: FeatureCardData[];
  howWeWork: ProcessStep[];
}

/** /about (spec 000 §2): our story, why choose us with the figures, how we work. */
export function AboutPage({ data }: { data: AboutPageData }) {
  const { business, claims } = useSite();
  const stats = [
    { value: claims.customers, label: "Happy Customers" },
    { value: claims.aboutYears, label: "Years in Business" },
    { value: ratingText(claims.rating), label: "Average Rating" },
    { value: `${claims.warrantyYears} Year`, label: "Written Warranty" },
  ];
  useReveal();
  return (
    <>
      <PageHero
        badge={`Locally owned since ${business.foundedYear}`}
        title={`About ${business.name}`}
        subtitle={`An owner-operated painting and drywall company in ${business.address.city}, where the person who gives your estimate is the person who does the work.`}
      />

      <Section id="our-story">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold tracking-tight sm:text-4xl">Our Story</h2>
            <div className="mt-6 space-y-4 text-lg text-muted-foreground">
              {data.story.map((p, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the story's paragraphs never move on the page
                <p key={n}>{p}</p>
              ))}
            </div>
          </div>
          <Picture
            image={data.image}
            variant="hero"
            alt="A painter rolling a fresh coat onto a living room wall"
            sizes="(min-width: 1024px) 50vw, 100vw"
            imgClassName="aspect-video h-auto w-full rounded-xl object-cover shadow-sm"
          />
        </div>
      </Section>

      <Section
        id="why-choose-us"
        tone="muted"
        title="Why Choose Us"
        intro="What you can count on from the first phone call to the final walkthrough."
      >
        <FeatureCards items={data.whyChooseUs} />
        <div className="mt-12">
          <StatGrid stats={stats} />
        </div>
      </Section>

      <Section
        id="how-we-work"
        title="How We Work"
        intro={`${countInWordsAtStart(data.howWeWork.length)} steps, the same on every job, so you always know what happens next.`}
      >
        <ProcessSteps steps={data.howWeWork} />
      </Section>

      <CallToAction
        title="Ready to Work With Us?"
        text={`Book a free estimate online or call ${business.ownerFirstName} directly. You'll hear back ${claims.responseTime}.`}
      />
    </>
  );
}
