import { thanksPageContent } from "~/content/thanks-pages";
import { thanksPages } from "~/lib/form-result";
import { pageMeta } from "~/lib/seo";
import { getContent } from "./runtime.server";

/** A thank-you page's loader data: its text and its (noindex) meta tags. */
export async function thanksPageData(form: keyof typeof thanksPages) {
  const { site } = await getContent();
  const page = thanksPageContent[form](site.claims);
  return {
    page,
    meta: pageMeta(site, {
      title: page.title,
      description: page.message,
      path: thanksPages[form],
      keywords: page.keywords,
      noindex: true,
    }),
  };
}
