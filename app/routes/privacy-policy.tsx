import { LegalPage } from "~/components/content/legal-page";
import { privacyPolicy } from "~/content/legal";
import { formatLastUpdated } from "~/lib/format-date";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

// The page is prerendered, so the date it was built is the date its text was last published.
export const loader = () => ({
  lastUpdated: formatLastUpdated(new Date()),
  meta: pageMeta({
    title: "Privacy Policy",
    description:
      "How Advanced Painting Services MN collects, uses and protects the information you share through our website, contact form and nomination program.",
    path: "/privacy-policy",
  }),
});

export const meta = metaFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={privacyPolicy} lastUpdated={loaderData.lastUpdated} />;
}
