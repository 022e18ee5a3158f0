import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";

export const loader = () => ({
  meta: pageMeta({
    title: "3-Year Written Warranty",
    description:
      "Our painting and drywall work comes with a 3-year written warranty covering workmanship and materials.",
    path: "/warranty",
  }),
});

export const meta = metaFromLoader;

export default function Page() {
  return (
    <SimplePage
      title="Our 3-Year Written Warranty"
      lead="Our painting and drywall work comes with a 3-year written warranty covering workmanship and materials."
    >
      <ContactLine />
    </SimplePage>
  );
}
