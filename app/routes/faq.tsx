import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Frequently Asked Questions",
    description:
      "Answers about painting costs, seasons, timelines, warranty, insurance, lead-safe work and payment.",
    path: "/faq",
  });

export default function Page() {
  return (
    <SimplePage title="Frequently Asked Questions" lead="Answers to the questions homeowners ask us most.">
      <ContactLine />
    </SimplePage>
  );
}
