import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";

export const loader = () => ({
  meta: pageMeta({
    title: "Service Areas in the Twin Cities",
    description:
      "Painting and drywall services within about 60 miles of Vadnais Heights: Shoreview, White Bear Lake, Roseville, St. Paul, Minneapolis and more.",
    path: "/service-areas",
  }),
});

export const meta = metaFromLoader;

export default function Page() {
  return (
    <SimplePage
      title="Service Areas"
      lead="We work within about 60 miles of Vadnais Heights, across the Twin Cities metro."
    >
      <ContactLine />
    </SimplePage>
  );
}
