import { lazy, type ReactNode, Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
} from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { ErrorMessage } from "~/components/layout/error-message";
import { SiteFrame } from "~/components/layout/site-frame";
import { useToastsRequested } from "~/components/ui/toast";
import { siteFacts } from "~/features/content/server/content-runtime.server";
import { recordLanding } from "~/features/insights/landing";
import { countPageView } from "~/features/insights/page-views";
import { startFrameBehaviours } from "~/lib/frame-behaviours";
import { useNonce } from "~/lib/nonce";
import { usePageFailed } from "~/lib/page-failed";
import { pageNeedsScripts, SCRIPTS_NONE } from "~/lib/page-scripts";
import { serializeJsonLd, siteNavigationJsonLd } from "~/lib/seo";
import { themeInitScript, useTheme } from "~/lib/theme";
import { SiteContext, useRootSite } from "~/lib/use-site";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

/** The business facts every page shows (useSite), sent once with the first page. */
export async function loader() {
  return { site: await siteFacts() };
}

/** They do not change while a visitor browses: moving between pages does not fetch them again. */
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  // Built pages carry the stylesheet inline (InlineStylesheet); development uses Vite's file.
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

const Toaster = lazy(() => import("~/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/**
 * The toaster is loaded only on pages that show toasts (their route module
 * exports `handle = { toasts: true }`) or once a page asks for one
 * (`withToast`, the public forms), so other pages do not pay for it.
 */
function RouteToaster() {
  const requested = useToastsRequested();
  const matches = useMatches();
  const theme = useTheme();
  const wanted =
    requested || matches.some((match) => (match.handle as { toasts?: boolean } | undefined)?.toasts);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
}

/**
 * The stylesheet's place: entry.server.tsx writes into it what the page uses
 * (decision 0027), and the browser keeps that copy (the same empty-string
 * pattern as ServerMarkup).
 */
function InlineStylesheet() {
  return (
    <style
      data-site-stylesheet=""
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty here, the site's own built stylesheet in the served page
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const site = useRootSite();
  // Decided on the server only: a page served without scripts never runs React, and one that has
  // them keeps them on every page it moves to.
  const matches = useMatches();
  // An error page keeps them: its screens' controls need them (lib/page-failed.ts).
  const failed = usePageFailed();
  const scripts = !import.meta.env.SSR || failed || pageNeedsScripts(matches);
  return (
    <html lang="en-US" suppressHydrationWarning data-scripts={scripts ? undefined : SCRIPTS_NONE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        {/* Applies the saved theme before the body paints (no flash). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // Runs once from the server's markup; the browser keeps that copy.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? themeInitScript : "" }}
        />
        <Meta />
        {import.meta.env.DEV ? null : <InlineStylesheet />}
        <Links />
        <script
          type="application/ld+json"
          suppressHydrationWarning
          // The browser keeps the server's copy (nothing there reads it), so
          // its data stays out of the page's JavaScript.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON-LD, "<" escaped
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR && site ? serializeJsonLd(siteNavigationJsonLd(site)) : "",
          }}
        />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <SiteContext value={site}>
          {/*
              Every page sits in the site's frame (spec 001 §2), the admin's too (it draws its own bar and
              navigation inside the frame's <main>: components/admin/admin-shell.tsx). Drawn here, around both
              layouts and their error pages, the frame stays mounted for the whole visit, so the parts it keeps
              from the server (ServerMarkup: the logo, the footer, the phone's bar) are never drawn again empty
              in the browser. Only a failure that left no business facts at all has the page alone.
            */}
          {site ? (
            <SiteFrame>{children}</SiteFrame>
          ) : (
            <main id="main" className="flex-1">
              {children}
            </main>
          )}
          <RouteToaster />
        </SiteContext>
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Marks the page interactive (used by the end-to-end tests to know when
  // client-side behaviour is ready).
  useEffect(() => {
    // The first page of the visit, for the forms' "where did this lead come from".
    recordLanding();
    // The header's shadow and back to top, on pages with no load-time file too (the admin's).
    startFrameBehaviours();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // A page view for the owner's Insights, on this page and every page moved to.
  const { pathname } = useLocation();
  const bookingUrl = loaderData.site.bookingUrl;
  useEffect(() => countPageView(pathname, bookingUrl), [pathname, bookingUrl]);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // An error page is interactive once hydrated too (the end-to-end tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const { pathname } = useLocation();
  // Staff opening an owner's page of the admin: refused by the guard's middleware, before any loader ran
  // (the frame is the Layout's, when the site's facts are known).
  if (isRouteErrorResponse(error) && error.status === 403 && pathname.startsWith("/admin")) {
    return <AdminError status={403} />;
  }
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return <ErrorMessage detail={detail} />;
}
