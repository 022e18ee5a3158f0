import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
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
  useRouteLoaderData,
} from "react-router";
import { BackToTop } from "~/components/layout/back-to-top";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { ServerMarkup } from "~/components/layout/server-markup";
import { useToastsRequested } from "~/components/ui/toast";
import { ADMIN_MANIFEST_URL } from "~/lib/admin-app";
import { useInlineStylesheet } from "~/lib/inline-stylesheet";
import { recordLanding } from "~/lib/landing";
import { useNonce } from "~/lib/nonce";
import { countPageView } from "~/lib/page-views";
import type { SiteFacts } from "~/lib/schemas/business-profile";
import { serializeJsonLd, siteNavigationJsonLd } from "~/lib/seo";
import { ThemeProvider, themeInitScript, useTheme } from "~/lib/theme";
import { siteFacts } from "~/server/runtime.server";
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

// The 404 page's code is not in every page's JavaScript: the browser loads it
// when a page turns out to be missing. The server has it ready before the
// first request, so the page comes in the first response (a Suspense boundary
// could be streamed separately, which a browser without JavaScript never shows).
type NotFoundPageComponent = typeof import("~/components/layout/not-found-page").NotFoundPage;
let loadedNotFoundPage: NotFoundPageComponent | undefined;
const loadNotFoundPage = () =>
  import("~/components/layout/not-found-page").then((module) => {
    loadedNotFoundPage = module.NotFoundPage;
    return module.NotFoundPage;
  });
if (import.meta.env.SSR) void loadNotFoundPage();

/** While its code loads, the browser keeps the server's markup of the page (ServerMarkup). */
function MissingPage() {
  const [Page, setPage] = useState(() => loadedNotFoundPage);
  useEffect(() => {
    if (!Page) void loadNotFoundPage().then((page) => setPage(() => page));
  }, [Page]);
  if (import.meta.env.SSR) return <ServerMarkup>{Page ? <Page /> : null}</ServerMarkup>;
  return Page ? <Page /> : <ServerMarkup />;
}

const Toaster = lazy(() => import("~/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/**
 * The toaster is loaded only on pages that show toasts (their route module
 * exports `handle = { toasts: true }`) or once a page asks for one
 * (`withToast`, the public forms), so other pages do not pay for it.
 */
function RouteToaster() {
  const requested = useToastsRequested();
  const matches = useMatches();
  const { theme } = useTheme();
  const wanted =
    requested || matches.some((match) => (match.handle as { toasts?: boolean } | undefined)?.toasts);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
}

/** The stylesheet's text, from the server; the browser keeps that copy (the same empty-string pattern as ServerMarkup). */
function InlineStylesheet() {
  const css = useInlineStylesheet();
  return (
    <style
      data-site-stylesheet=""
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own built stylesheet
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? css : "" }}
    />
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const site = (useRouteLoaderData("root") as { site?: SiteFacts } | undefined)?.site;
  // The admin area brings its own frame (handle.shell): no public header or footer.
  const ownShell = useMatches().some((match) => (match.handle as { shell?: string } | undefined)?.shell);
  return (
    <html lang="en-US" suppressHydrationWarning>
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
        {/* The admin is an app of its own (installable, with its own scope). Public pages are
            a website, not an app: no manifest, so a phone does not fetch one while the page loads. */}
        {ownShell ? <link rel="manifest" href={ADMIN_MANIFEST_URL} /> : null}
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
        <ThemeProvider>
          {ownShell ? (
            children
          ) : (
            <>
              <Header />
              <main id="main" className="flex-1">
                {children}
              </main>
              {/* The footer never changes: its markup is kept, its code stays on the server. */}
              <ServerMarkup>{import.meta.env.SSR ? <Footer /> : null}</ServerMarkup>
              <BackToTop />
            </>
          )}
          <RouteToaster />
        </ThemeProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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
  if (isRouteErrorResponse(error) && error.status === 404) return <MissingPage />;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Sorry, something went wrong</h1>
      <p className="mt-4 text-muted-foreground">
        An error occurred: {detail}. Please refresh the page or try again later.
      </p>
    </section>
  );
}
