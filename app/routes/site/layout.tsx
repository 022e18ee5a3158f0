import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { ErrorMessage } from "~/components/layout/error-message";
import { MissingPage } from "~/features/pages/components/not-found/missing-page";

// The public pages are kept by the page cache (http/page-cache.ts), rendered once for every visitor: no loader
// of a page below may read cookies or request headers. A page that answers each visitor says pageCache: false.
export const handle = { pageCache: true };

/** The public pages. Their frame (header, footer, the phone's bar) is the root's, around every page (root.tsx). */
export default function SiteLayout() {
  return <Outlet />;
}

/** A page that failed, or does not exist, inside the site's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <MissingPage />;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return <ErrorMessage detail={detail} />;
}
