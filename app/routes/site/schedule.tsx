import { getContent } from "~/features/content/server/content-runtime.server";
import { SchedulePage } from "~/features/pages/components/schedule/schedule-page";
import { noScriptsHandle } from "~/lib/page-scripts";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { scheduleAreas } from "~/seed/programs";
import type { Route } from "./+types/schedule";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Schedule", path: "/schedule" },
];

export async function loader() {
  const { site, cities } = await getContent();
  return {
    // The towns the page names, linked while their pages are on the site.
    areas: scheduleAreas.flatMap((name) => {
      const city = cities.shown.find((c) => c.name === name);
      return city ? [{ name, slug: city.slug }] : [];
    }),
    meta: pageMeta(site, {
      title: "Schedule a Free Estimate",
      description:
        "Schedule a free painting or drywall estimate in Shoreview, Vadnais Heights, White Bear Lake and nearby: call us, send the online form or pick a time that suits you.",
      path: "/schedule",
      keywords: ["free painting estimate", "schedule painter Shoreview", "painting quote Twin Cities"],
      jsonLd: [breadcrumbJsonLd(site, crumbs)],
    }),
  };
}

export const meta = metaFromLoader;
// Every control on this page is the browser's own: it ships no framework scripts (decision 0030).
export const handle = noScriptsHandle;

export default function Schedule({ loaderData }: Route.ComponentProps) {
  return <SchedulePage data={loaderData} />;
}
