import { getContent } from "~/features/content/server/content-runtime.server";
import { LegalPage } from "~/features/pages/components/blocks/legal-page";
import { legalPage } from "~/features/pages/server/legal.server";
import { noScriptsHandle } from "~/lib/page-scripts";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms-of-service";

export async function loader() {
  const content = await getContent();
  const { site } = content;
  return {
    ...legalPage(content, "legal.terms", "Terms of Service"),
    meta: pageMeta(site, {
      title: "Terms of Service",
      description: `The terms for using our website, requesting estimates and working with ${site.business.name}`,
      path: "/terms-of-service",
      keywords: ["terms of service", "website terms", site.business.name],
    }),
  };
}

export const meta = metaFromLoader;
// Every control on this page is the browser's own: it ships no framework scripts (decision 0030).
export const handle = noScriptsHandle;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData.doc} lastUpdated={loaderData.lastUpdated} />;
}
