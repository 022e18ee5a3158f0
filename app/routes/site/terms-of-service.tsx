import { getContent } from "~/features/content/server/content-runtime.server";
import { LegalPage } from "~/features/pages/components/blocks/legal-page";
import { legalLastUpdated } from "~/features/pages/server/legal.server";
import { fillFactsIn } from "~/lib/facts";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import { termsOfService } from "~/seed/legal";
import type { Route } from "./+types/terms-of-service";

export async function loader() {
  const content = await getContent();
  const { site } = content;
  return {
    lastUpdated: legalLastUpdated(content),
    doc: fillFactsIn(termsOfService, site),
    meta: pageMeta(site, {
      title: "Terms of Service",
      description: `The terms for using our website, requesting estimates and working with ${site.business.name}`,
      path: "/terms-of-service",
      keywords: ["terms of service", "website terms", site.business.name],
    }),
  };
}

export const meta = metaFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData.doc} lastUpdated={loaderData.lastUpdated} />;
}
