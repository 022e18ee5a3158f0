import { LegalPage } from "~/components/content/legal-page";
import { termsOfService } from "~/content/legal";
import { fillFactsIn } from "~/lib/facts";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import { legalLastUpdated } from "~/server/legal.server";
import { getContent } from "~/server/runtime.server";
import type { Route } from "./+types/terms-of-service";

export async function loader() {
  const content = await getContent();
  const { site } = content;
  return {
    lastUpdated: legalLastUpdated(content),
    doc: fillFactsIn(termsOfService, site.claims),
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
