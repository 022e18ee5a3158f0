import { getContent } from "~/features/content/server/content-runtime.server";
import { getImage } from "~/features/media/server/seed-images.server";
import { AboutPage } from "~/features/pages/components/about/about-page";
import { contentIcon } from "~/features/pages/server/content-icons.server";
import { fillFactsIn } from "~/lib/facts";
import { noScriptsHandle } from "~/lib/page-scripts";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export async function loader() {
  const { site, text } = await getContent();
  return {
    story: fillFactsIn(text("about.story"), site),
    whyChooseUs: fillFactsIn(text("about.cards"), site).map((item) => ({
      ...item,
      icon: contentIcon(item.icon),
    })),
    howWeWork: fillFactsIn(text("about.steps"), site),
    image: getImage("heroes/about"),
    meta: pageMeta(site, {
      title: "About Us",
      description: `Meet the owner-operated painting and drywall company serving Shoreview, Vadnais Heights and the Twin Cities since ${site.business.foundedYear}.`,
      path: "/about",
      keywords: [`about ${site.business.name}`, "owner-operated painter", "Shoreview painting company"],
      jsonLd: [
        breadcrumbJsonLd(site, [
          { name: "Home", path: "/" },
          { name: "About", path: "/about" },
        ]),
      ],
    }),
  };
}

export const meta = metaFromLoader;
// Every control on this page is the browser's own: it ships no framework scripts (decision 0030).
export const handle = noScriptsHandle;

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage data={loaderData} />;
}
