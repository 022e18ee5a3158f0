import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { ErrorMessage } from "~/components/layout/error-message";
import { SiteFrame } from "~/components/layout/site-frame";
import { MissingPage } from "~/features/pages/components/not-found/missing-page";

// The public pages are kept by the page cache (http/page-cache.ts), rendered once for every visitor: no loader
// of a page below may read cookies or request headers. A page that answers each visitor says pageCache: false.
export const handle = { pageCache: true };

/** The public pages, each in the site's frame. */
export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** A page that failed, or does not exist, inside the site's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteFrame>
        <MissingPage />
      </SiteFrame>
    );
  }
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <SiteFrame>
      <ErrorMessage detail={detail} />
    </SiteFrame>
  );
}
