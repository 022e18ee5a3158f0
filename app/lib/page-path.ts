/**
 * The page path a loader answers for. A client-side navigation fetches the
 * page's data from "/x.data" ("/_.data" for the home page), and the router
 * hands the loader that request as it came, suffix and all.
 */
export function pagePath(requestUrl: string): string {
  const { pathname } = new URL(requestUrl);
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  if (pathname.endsWith(".data")) return pathname.slice(0, -".data".length);
  return pathname;
}
