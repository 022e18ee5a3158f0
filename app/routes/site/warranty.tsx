import { getContent } from "~/features/content/server/content-runtime.server";
import { WarrantyPage } from "~/features/pages/components/warranty/warranty-page";
import { fillFactsIn } from "~/lib/facts";
import { noScriptsHandle } from "~/lib/page-scripts";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/warranty";

export async function loader() {
  const { site, text } = await getContent();
  return {
    text: fillFactsIn(
      {
        intro: text("warranty.intro"),
        trustBar: text("warranty.trust"),
        coverage: text("warranty.coverage"),
        exclusions: text("warranty.exclusions"),
        claimSteps: text("warranty.claim"),
        guarantees: text("warranty.guarantees"),
        commitments: text("warranty.commitments"),
      },
      site,
    ),
    meta: pageMeta(site, {
      title: `${site.claims.warrantyYears}-Year Written Warranty`,
      description: `Our painting and drywall work comes with a ${site.claims.warrantyYears}-year written warranty covering workmanship and materials. See what's covered and how to make a claim.`,
      path: "/warranty",
      keywords: [
        "painting warranty",
        `${site.claims.warrantyYears}-year warranty painter`,
        "drywall warranty Twin Cities",
      ],
      jsonLd: [
        breadcrumbJsonLd(site, [
          { name: "Home", path: "/" },
          { name: "Warranty", path: "/warranty" },
        ]),
      ],
    }),
  };
}

export const meta = metaFromLoader;
// Every control on this page is the browser's own: it ships no framework scripts (decision 0030).
export const handle = noScriptsHandle;

export default function Warranty({ loaderData }: Route.ComponentProps) {
  return <WarrantyPage text={loaderData.text} />;
}
