import { LegalPage } from "~/components/content/legal-page";
import { privacyPolicy } from "~/content/legal";
import { fillFactsIn } from "~/lib/facts";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import { legalLastUpdated } from "~/server/legal.server";
import { getContent } from "~/server/runtime.server";
import type { Route } from "./+types/privacy-policy";

export async function loader() {
  const content = await getContent();
  const { site } = content;
  return {
    lastUpdated: legalLastUpdated(content),
    doc: fillFactsIn(privacyPolicy, site.claims),
    meta: pageMeta(site, {
      title: "Privacy Policy",
      description: `How ${site.business.name} collects, uses and protects the information you share through our website, contact form and nomination program.`,
      path: "/privacy-policy",
      keywords: ["privacy policy", "personal information", site.business.name],
    }),
  };
}

export const meta = metaFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData.doc} lastUpdated={loaderData.lastUpdated} />;
}
