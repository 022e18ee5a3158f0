import { getContent } from "~/features/content/server/content-runtime.server";
import { getImage } from "~/features/media/server/seed-images.server";
import { HOME_HERO_SIZES, HomePage } from "~/features/pages/components/home/home-page";
import { serviceCards } from "~/features/pages/server/service-cards.server";
import { fillFactsIn } from "~/lib/facts";
import { preloadImage } from "~/lib/image-variants";
import { noScriptsHandle } from "~/lib/page-scripts";
import { metaFromLoader } from "~/lib/route-meta";
import { localBusinessJsonLd, organizationJsonLd, pageMeta, webSiteJsonLd } from "~/lib/seo";
import { getConfig } from "~/server/runtime.server";
import type { Route } from "./+types/home";

/** The home page shows the first six services shown, in the owner's order (spec 000 §9). */
const HOME_SERVICE_COUNT = 6;

export async function loader() {
  const { site, testimonials, text, services } = await getContent();
  const hero = getImage("heroes/home");
  return {
    hero,
    services: serviceCards(services.shown.slice(0, HOME_SERVICE_COUNT), site),
    // Text the page shows, sent as data rather than bundled into its script.
    content: {
      comparisonRows: fillFactsIn(text("home.comparison"), site),
      heroBadges: fillFactsIn(text("home.badges"), site),
      homeProcess: fillFactsIn(text("home.process"), site),
      testimonials: testimonials
        .filter((t) => t.onHome)
        .map(({ text, name, location, rating }) => ({ text, author: name, location, rating })),
    },
    intros: fillFactsIn(
      {
        services: text("home.intro.services"),
        difference: text("home.intro.difference"),
        testimonials: text("home.intro.testimonials"),
        process: text("home.intro.process"),
        heroTitle: text("home.hero.title"),
        heroLead: text("home.hero.lead"),
        closingTitle: text("home.closing.title"),
        closingText: text("home.closing.text"),
      },
      site,
    ),
    reviewsWidgetUrl: getConfig().reviewsWidgetUrl,
    meta: [
      ...pageMeta(site, {
        title: "Professional Painting Services in the Twin Cities",
        description: `Owner-operated interior, exterior and commercial painting and drywall in Shoreview, Vadnais Heights and the Twin Cities. Same-day estimates and a ${site.claims.warrantyYears}-year written warranty.`,
        path: "/",
        keywords: [
          "painting contractor Twin Cities",
          "house painters Shoreview MN",
          "interior painting",
          "exterior painting",
          "drywall repair",
        ],
        jsonLd: [organizationJsonLd(site), localBusinessJsonLd(site), webSiteJsonLd(site)],
      }),
      preloadImage(hero, "hero", HOME_HERO_SIZES),
    ],
  };
}

export const meta = metaFromLoader;
// Every control on this page is the browser's own: it ships no framework scripts (decision 0030).
export const handle = noScriptsHandle;

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
