import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";

export const loader = () => ({
  meta: pageMeta({
    title: "Careers",
    description:
      "Join an owner-operated painting and drywall team in the Twin Cities: open positions and how we hire.",
    path: "/careers",
  }),
});

export const meta = metaFromLoader;

export default function Page() {
  return (
    <SimplePage title="Careers" lead="Join our painting and drywall team in the Twin Cities.">
      <ContactLine />
    </SimplePage>
  );
}
