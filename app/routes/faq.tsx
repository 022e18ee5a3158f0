import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";

export const loader = () => ({
  meta: pageMeta({
    title: "Frequently Asked Questions",
    description:
      "Answers about painting costs, seasons, timelines, warranty, insurance, lead-safe work and payment.",
    path: "/faq",
  }),
});

export const meta = metaFromLoader;

export default function Page() {
  return (
    <SimplePage title="Frequently Asked Questions" lead="Answers to the questions homeowners ask us most.">
      <ContactLine />
    </SimplePage>
  );
}
