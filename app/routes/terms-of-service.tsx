import { LegalPage } from "~/components/content/legal-page";
import { termsOfService } from "~/content/legal";
import { formatLastUpdated } from "~/lib/format-date";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms-of-service";

// The page is prerendered, so the date it was built is the date its text was last published.
export const loader = () => ({
  lastUpdated: formatLastUpdated(new Date()),
  meta: pageMeta({
    title: "Terms of Service",
    description:
      "The terms for using our website, requesting estimates and working with Advanced Painting Services MN",
    path: "/terms-of-service",
  }),
});

export const meta = metaFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={termsOfService} lastUpdated={loaderData.lastUpdated} />;
}
