import { getContent } from "~/features/content/server/content-runtime.server";
import { FaqPage } from "~/features/pages/components/faq/faq-page";
import { fillFactsIn } from "~/lib/facts";
import { noScriptsHandle } from "~/lib/page-scripts";
import { metaFromLoader } from "~/lib/route-meta";
import { faqPageJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/faq";

export async function loader() {
  const { site, faq } = await getContent();
  const items = fillFactsIn(faq.faq, site);
  return {
    items,
    meta: pageMeta(site, {
      title: "Frequently Asked Questions",
      description:
        "Answers about painting costs, the best season for exterior work, timelines, our warranty, insurance, lead-safe work and payment.",
      path: "/faq",
      keywords: [
        "painting FAQ",
        "exterior painting cost Minnesota",
        "painter warranty",
        "painting contractor questions",
      ],
      jsonLd: [faqPageJsonLd(items)],
    }),
  };
}

export const meta = metaFromLoader;
// Every control on this page is the browser's own: it ships no framework scripts (decision 0030).
export const handle = noScriptsHandle;

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqPage items={loaderData.items} />;
}
