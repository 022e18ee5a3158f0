import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { metaFromLoader } from "~/lib/route-meta";
import { localBusinessJsonLd, organizationJsonLd, pageMeta, webSiteJsonLd } from "~/lib/seo";

export const loader = () => ({
  meta: pageMeta({
    title: "Professional Painting Services in the Twin Cities",
    description:
      "Owner-operated interior, exterior and commercial painting and drywall in Shoreview, Vadnais Heights and the Twin Cities. Same-day estimates and a 3-year written warranty.",
    path: "/",
    jsonLd: [organizationJsonLd(), localBusinessJsonLd(), webSiteJsonLd()],
  }),
});

export const meta = metaFromLoader;

export default function Page() {
  return (
    <SimplePage
      title="Professional Painting Services"
      lead="Interior, exterior and commercial painting and drywall across the Twin Cities, with the owner on every job."
    >
      <ContactLine />
    </SimplePage>
  );
}
