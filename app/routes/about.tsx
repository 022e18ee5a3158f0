import { FeatureCards } from "~/components/content/feature-cards";
import { ProcessSteps } from "~/components/content/process-steps";
import { StatGrid } from "~/components/content/stat-grid";
import { CallToAction } from "~/components/layout/call-to-action";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Picture } from "~/components/ui/picture";
import { howWeWork, ourStory, whyChooseUs } from "~/content/about";
import { business, claims } from "~/content/site";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { useReveal } from "~/lib/use-reveal";
import { contentIcon } from "~/server/content-icons.server";
import { getImage } from "~/server/images.server";
import type { Route } from "./+types/about";

export const loader = () => ({
  whyChooseUs: whyChooseUs.map((item) => ({ ...item, icon: contentIcon(item.icon) })),
  image: getImage("heroes/about"),
  meta: pageMeta({
    title: "About Us",
    description:
      "Meet the owner-operated painting and drywall company serving Shoreview, Vadnais Heights and the Twin Cities since 2009.",
    path: "/about",
    keywords: ["about Advanced Painting Services MN", "owner-operated painter", "Shoreview painting company"],
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "About", path: "/about" },
      ]),
    ],
  }),
});

export const meta = metaFromLoader;

const stats = [
  { value: claims.aboutCustomers, label: "Happy Customers" },
  { value: claims.aboutYears, label: "Years in Business" },
  { value: claims.aboutRating, label: "Average Rating" },
  { value: `${claims.warrantyYears} Year`, label: "Written Warranty" },
];

export default function About({ loaderData }: Route.ComponentProps) {
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
              {ourStory.map((p) => (
                <p key={p.slice(0, 32)}>{p}</p>
              ))}
            </div>
          </div>
          <Picture
            image={loaderData.image}
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
        <FeatureCards items={loaderData.whyChooseUs} />
        <div className="mt-12">
          <StatGrid stats={stats} />
        </div>
      </Section>

      <Section
        id="how-we-work"
        title="How We Work"
        intro="Six steps, the same on every job, so you always know what happens next."
      >
        <ProcessSteps steps={howWeWork} />
      </Section>

      <CallToAction
        title="Ready to Work With Us?"
        text={`Book a free estimate online or call ${business.ownerFirstName} directly. You'll hear back ${claims.responseTime}.`}
      />
    </>
  );
}
