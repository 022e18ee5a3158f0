import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";

export const loader = () => ({
  meta: pageMeta({
    title: "Contact Us",
    description:
      "Contact Advanced Painting Services MN in Shoreview for a free painting or drywall estimate.",
    path: "/contact",
  }),
});

export const meta = metaFromLoader;

export default function Page() {
  return (
    <SimplePage
      title="Contact Advanced Painting Services MN"
      lead="Ask us for a free consultation and estimate."
    >
      <ContactLine />
    </SimplePage>
  );
}
