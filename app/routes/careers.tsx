import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Careers",
    description:
      "Join an owner-operated painting and drywall team in the Twin Cities: open positions and how we hire.",
    path: "/careers",
  });

export default function Page() {
  return (
    <SimplePage title="Careers" lead="Join our painting and drywall team in the Twin Cities.">
      <ContactLine />
    </SimplePage>
  );
}
