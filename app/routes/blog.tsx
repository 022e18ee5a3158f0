import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";

export const loader = () => ({
  meta: pageMeta({
    title: "Painting Tips & Advice Blog",
    description:
      "Painting and drywall advice for Minnesota homeowners: colours, prep, seasons, cabinets and hiring a local painter.",
    path: "/blog",
  }),
});

export const meta = metaFromLoader;

export default function Page() {
  return (
    <SimplePage
      title="Painting Tips & Advice"
      lead="Articles for Minnesota homeowners about painting and drywall."
    >
      <ContactLine />
    </SimplePage>
  );
}
