import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";

export const loader = () => ({
  meta: pageMeta({
    title: "Terms of Service",
    description: "The terms for using our website and requesting estimates.",
    path: "/terms-of-service",
  }),
});

export const meta = metaFromLoader;

export default function Page() {
  return (
    <SimplePage title="Terms of Service">
      <ContactLine />
    </SimplePage>
  );
}
