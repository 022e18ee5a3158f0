import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";

export const loader = () => ({
  meta: pageMeta({
    title: "Gallery of Our Work",
    description:
      "Browse interior, exterior, cabinet, drywall and commercial painting projects from across the Twin Cities.",
    path: "/gallery",
  }),
});

export const meta = metaFromLoader;

export default function Page() {
  return (
    <SimplePage
      title="Gallery of Our Work"
      lead="Photos of our recent projects, sorted by category, are being added to this page."
    >
      <ContactLine />
    </SimplePage>
  );
}
