import { getContent } from "~/features/content/index.server";
import { thanksPages } from "~/lib/form-result";
import { pageMeta } from "~/lib/seo";
import { thanksPageContent } from "~/seed/thanks-pages";

/**
 * A thank-you page's loader data: its text, its (noindex) meta tags, and the
 * photos a request was stored without (their names, from the address the
 * form's answer sent the browser to: a page with a query is never cached).
 */
export async function thanksPageData(form: keyof typeof thanksPages, request?: Request) {
  const { site } = await getContent();
  const page = thanksPageContent[form](site.claims);
  const refused = request ? new URL(request.url).searchParams.get("refused") : null;
  return {
    page,
    refusedPhotos: (refused ?? "")
      .split("\n")
      .map((name) => name.trim().slice(0, 80))
      .filter(Boolean)
      .slice(0, 10),
    meta: pageMeta(site, {
      title: page.title,
      description: page.message,
      path: thanksPages[form],
      keywords: page.keywords,
      noindex: true,
    }),
  };
}
