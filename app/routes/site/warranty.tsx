import { getContent } from "~/features/content/server/content-runtime.server";
import { WarrantyPage } from "~/features/pages/components/warranty/warranty-page";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export async function loader() {
  const { site } = await getContent();
  return {
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

export default function Warranty() {
  return <WarrantyPage />;
}
