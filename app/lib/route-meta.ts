import type { MetaDescriptor } from "react-router";

/**
 * A route's `meta` when its loader computed the tags on the server (with
 * `pageMeta`): the browser only reads them, so the SEO builders and the site
 * facts they use never ship to it.
 */
export function metaFromLoader({ loaderData }: { loaderData?: { meta?: MetaDescriptor[] } | null }) {
  return loaderData?.meta ?? [];
}
