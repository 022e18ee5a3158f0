import { CallToAction } from "~/components/layout/call-to-action";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { getContent } from "~/features/content/server/content-runtime.server";
import { GalleryBrowser } from "~/features/pages/components/gallery/gallery-browser";
import { galleryShowCount } from "~/features/pages/gallery-filter";
import { galleryCards, galleryCategoryOptions } from "~/features/pages/server/gallery.server";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { allCategory } from "~/seed/gallery-categories";
import type { Route } from "./+types/gallery";

export async function loader({ request }: Route.LoaderArgs) {
  const { site, gallery } = await getContent();
  const params = new URL(request.url).searchParams;
  const categories = galleryCategoryOptions();
  const categorySlug = params.get("category") ?? "";
  const category = categories.find((c) => c.slug !== "" && c.slug === categorySlug)?.name ?? allCategory;
  return {
    cards: galleryCards(gallery),
    categories,
    category,
    query: (params.get("q") ?? "").slice(0, 100),
    show: galleryShowCount(params.get("show")),
    meta: pageMeta(site, {
      title: "Gallery of Our Work",
      description:
        "Browse interior, exterior, cabinet, drywall, deck and commercial painting projects from homes and businesses across the Twin Cities.",
      path: "/gallery",
      keywords: ["painting gallery", "before and after painting", "Twin Cities painter portfolio"],
      jsonLd: [
        breadcrumbJsonLd(site, [
          { name: "Home", path: "/" },
          { name: "Gallery", path: "/gallery" },
        ]),
      ],
    }),
  };
}

export const meta = metaFromLoader;
// A page with real client state: its scripts start once it has painted (decision 0030).

// Filtering happens in the page: nothing to reload (a content change reaches the next visit).
export const shouldRevalidate = () => false;

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        badge="Our Portfolio"
        title="Gallery of Our Work"
        subtitle="Rooms, exteriors, cabinets, decks and businesses we've painted across the Twin Cities. Pick a category or search, then tap a project to see it larger."
      />
      <Section>
        <GalleryBrowser
          cards={loaderData.cards}
          categories={loaderData.categories}
          initialCategory={loaderData.category}
          initialQuery={loaderData.query}
          initialShow={loaderData.show}
        />
      </Section>
      <CallToAction
        title="Like What You See?"
        text="Tell us about your project and get a free, no-pressure estimate from the owner."
      />
    </>
  );
}
