import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";

export const loader = () => ({
  meta: pageMeta({
    title: "Privacy Policy",
    description: "How we collect, use and protect the information you share through our website.",
    path: "/privacy-policy",
  }),
});

export const meta = metaFromLoader;

export default function Page() {
  return (
    <SimplePage title="Privacy Policy">
      <ContactLine />
    </SimplePage>
  );
}
