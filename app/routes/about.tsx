import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";

export const loader = () => ({
  meta: pageMeta({
    title: "About Us",
    description:
      "Meet the owner-operated painting and drywall company serving Shoreview, Vadnais Heights and the Twin Cities since 2009.",
    path: "/about",
  }),
});

export const meta = metaFromLoader;

export default function Page() {
  return (
    <SimplePage
      title="About Us"
      lead="An owner-operated painting and drywall company serving the Twin Cities since 2009."
    >
      <ContactLine />
    </SimplePage>
  );
}
