import { getContent } from "~/features/content/server/content-runtime.server";
import { LegalPage } from "~/features/pages/components/blocks/legal-page";
import { legalPage } from "~/features/pages/server/legal.server";
import { noScriptsHandle } from "~/lib/page-scripts";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export async function loader() {
  const content = await getContent();
  const { site } = content;
  return {
    ...legalPage(content, "legal.privacy", "Privacy Policy"),
    meta: pageMeta(site, {
      title: "Privacy Policy",
      description: `How ${site.business.name} collects, uses and protects the information you share through our website, contact form and nomination program.`,
      path: "/privacy-policy",
      keywords: ["privacy policy", "personal information", site.business.name],
    }),
  };
}

export const meta = metaFromLoader;
// Every control on this page is the browser's own: it ships no framework scripts (decision 0030).
export const handle = noScriptsHandle;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData.doc} lastUpdated={loaderData.lastUpdated} />;
}
