import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import visitScriptSrc from "virtual:visit-script";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import {
  RouterContextProvider as ContextProvider,
  createContext,
  isRouteErrorResponse,
  ServerRouter,
} from "react-router";
import stylesheetHref from "~/app.css?url";
import { type BootPlan, deferHydration } from "~/lib/defer-hydration";
import { NonceContext } from "~/lib/nonce";
import { PageFailedContext } from "~/lib/page-failed";
import { stylesheetFor, withStylesheet } from "~/server/page-stylesheet.server";
import { clientAddressContext } from "~/server/request-context.server";

export const streamTimeout = 5_000;

/**
 * The built stylesheet's text, written into every page's <head>
 * (root.tsx), a public page's cut to what it uses (0027): read once, beside
 * this server build (build/client). In development Vite serves the
 * stylesheet itself.
 */
const stylesheet = import.meta.env.DEV
  ? ""
  : readFileSync(new URL(`../client${stylesheetHref}`, import.meta.url), "utf8");

/** The CSP nonce of the current response; a page rendered for the page cache has none (its CSP names hashes). */
export const nonceContext = createContext<string>("");

/**
 * Called by server.ts for every request handled by React Router, with the
 * response's CSP nonce and the client's address (Express's req.ip).
 */
export function createLoadContext(nonce: string, clientAddress = "unknown"): RouterContextProvider {
  const context = new ContextProvider();
  context.set(nonceContext, nonce);
  context.set(clientAddressContext, clientAddress);
  return context;
}

export { maxBodyBytes } from "~/body-limits.server";
export { paymentCheckoutOrigin } from "~/features/payments/index.server";
export { reviewsWidgetOrigin } from "~/lib/site-config";
export { checkHealth, contentCacheKey, startRuntime, stopRuntime } from "~/runtime.server";
export { prepareServerBackup } from "~/server/backup/backup.server";
export { FolderInUseError } from "~/server/db/folder-lock.server";
export { ConfigError } from "~/server/env.server";
export { crossSiteReason } from "~/server/request-guard.server";
// The server entry (server.ts) lives outside the Vite build and reaches the
// app's runtime (config, database, health) through these exports.

/**
 * A server error is logged once, with its stack. A request a route cannot
 * answer (a post to a page without a form: 405, an address that does not
 * exist: 404) is the visitor's, not an error of ours, and neither is a
 * request the visitor gave up on.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // A thrown server error reaches here wrapped in its response: log what was thrown.
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(inner ?? error);
}

/** A page's data asked with a method its route does not handle says which it does. */
export function handleDataRequest(response: Response) {
  if (response.status === 405 && !response.headers.has("Allow")) response.headers.set("Allow", "GET, HEAD");
  return response;
}

/**
 * How a document's scripts start: once it has painted (0002, 0031). A public
 * page's visit is counted by its own file (which a page that answered with an
 * error runs too, for its behaviours, but is not a visit), and its scripts
 * wait for the whole stylesheet (its page holds only its own rules, 0027); the
 * admin's page holds it all. In development Vite's stylesheet is whole.
 */
function bootPlan(request: Request, status: number, routerContext: EntryContext): BootPlan {
  if (/^\/admin(\/|$)/.test(new URL(request.url).pathname)) return { start: "paint" };
  const plan: BootPlan = import.meta.env.DEV
    ? { start: "paint" }
    : { start: "paint", stylesheet: stylesheetHref };
  const root = routerContext.staticHandlerContext.loaderData.root as
    | { site?: { bookingUrl?: string } }
    | undefined;
  const bookingUrl = root?.site?.bookingUrl;
  if (bookingUrl === undefined) return plan;
  return { ...plan, visit: { src: visitScriptSrc, bookingUrl, count: status === 200 } };
}

/**
 * A page whose scripts bring the whole stylesheet when they start holds only
 * what its markup uses; the admin's, which its scripts draw, holds it all. A
 * cut that fails costs the page its speed, not its looks.
 */
async function pageStylesheet(markup: string, plan: BootPlan): Promise<string> {
  if (!plan.stylesheet || !stylesheet) return stylesheet;
  try {
    return await stylesheetFor(markup, stylesheet);
  } catch (error) {
    console.error(error);
    return stylesheet;
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A post to a page that has no form: the methods the page does handle.
  if (responseStatusCode === 405) responseHeaders.set("Allow", "GET, HEAD");
  // None for the page cache's renders: their inline scripts are allowed by hash.
  const nonce = loadContext.get(nonceContext) || undefined;

  // The whole document is rendered before it is sent (pages here have no
  // streamed parts), so its script loading can be put behind its content.
  return new Promise((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <PageFailedContext value={responseStatusCode >= 400}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </PageFailedContext>
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const plan = bootPlan(request, responseStatusCode, routerContext);
            const markup = Buffer.concat(chunks).toString("utf8");
            void pageStylesheet(markup, plan).then((css) => {
              const html = deferHydration(withStylesheet(markup, css), plan, nonce);
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            });
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
