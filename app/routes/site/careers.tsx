import { getContent } from "~/features/content/server/content-runtime.server";
import { applyMailto } from "~/features/pages/careers";
import { CareersPage } from "~/features/pages/components/careers/careers-page";
import { contentIcon } from "~/features/pages/server/content-icons.server";
import { fillFactsIn } from "~/lib/facts";
import { formatIsoDate } from "~/lib/format-date";
import { noScriptsHandle } from "~/lib/page-scripts";
import { metaFromLoader } from "~/lib/route-meta";
import { jobPostingJsonLd, pageMeta } from "~/lib/seo";
import { workCulture } from "~/seed/careers";
import type { Route } from "./+types/careers";

export async function loader() {
  const { site, openings, text } = await getContent();
  return {
    benefits: fillFactsIn(text("careers.benefits"), site).map((item) => ({
      ...item,
      icon: contentIcon(item.icon),
    })),
    culture: fillFactsIn(
      {
        heading: workCulture.heading,
        paragraphs: text("careers.culture"),
        points: text("careers.culture.points"),
      },
      site,
    ),
    hiringSteps: fillFactsIn(text("careers.steps"), site),
    // Only the positions open today: a closed one leaves the page and its structured data.
    openings: openings.map((job) => ({
      ...job,
      postedFromText: formatIsoDate(job.postedFrom),
      postedUntilText: formatIsoDate(job.postedUntil),
      applyHref: applyMailto(site.business.careersEmail, job.title),
    })),
    meta: pageMeta(site, {
      title: "Careers: Painting & Drywall Jobs",
      description:
        "Join an owner-operated painting and drywall team in the Twin Cities. See our open positions, pay ranges and how our five-step hiring process works.",
      path: "/careers",
      keywords: [
        "painter jobs Twin Cities",
        "drywall jobs Minnesota",
        "apprentice painter",
        "painting estimator job",
      ],
      jsonLd: openings.map((job) => jobPostingJsonLd(site, job)),
    }),
  };
}

export const meta = metaFromLoader;
// Every control on this page is the browser's own: it ships no framework scripts (decision 0030).
export const handle = noScriptsHandle;

export default function Careers({ loaderData }: Route.ComponentProps) {
  return <CareersPage data={loaderData} />;
}
