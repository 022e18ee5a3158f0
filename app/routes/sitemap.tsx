import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Sitemap",
    description: "Every page of the site in one place, with links to the XML sitemaps.",
    path: "/sitemap",
  });

export default function Page() {
  return (
    <SimplePage title="Sitemap" lead="Every page of the site in one place.">
      <ContactLine />
    </SimplePage>
  );
}
