import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";

export const loader = () => ({
  meta: pageMeta({
    title: "Schedule a Free Estimate",
    description:
      "Schedule a free painting or drywall estimate: call us, send the online form or pick a time that suits you.",
    path: "/schedule",
  }),
});

export const meta = metaFromLoader;

export default function Page() {
  return (
    <SimplePage
      title="Schedule Your Free Estimate"
      lead="Call us, send the online form, or pick a time that suits you."
    >
      <ContactLine />
    </SimplePage>
  );
}
