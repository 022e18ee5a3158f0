import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";

export const loader = () => ({
  meta: pageMeta({
    title: "Sitemap",
    description: "Every page of the site in one place, with links to the XML sitemaps.",
    path: "/sitemap",
  }),
});

export const meta = metaFromLoader;

export default function Page() {
  return (
    <SimplePage title="Sitemap" lead="Every page of the site in one place.">
      <ContactLine />
    </SimplePage>
  );
}
