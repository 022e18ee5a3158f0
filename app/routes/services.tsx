import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";

export const loader = () => ({
  meta: pageMeta({
    title: "Painting & Drywall Services",
    description:
      "Interior and exterior painting, commercial painting, drywall installation and repair, cabinet refinishing and more across the Twin Cities.",
    path: "/services",
  }),
});

export const meta = metaFromLoader;

export default function Page() {
  return (
    <SimplePage
      title="Our Services"
      lead="Painting and drywall services for homes and businesses across the Twin Cities."
    >
      <ContactLine />
    </SimplePage>
  );
}
