import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { RouterContextProvider as ContextProvider, createContext, ServerRouter } from "react-router";
import stylesheetHref from "~/app.css?url";
import { deferHydration } from "~/lib/defer-hydration";
import { InlineStylesheetContext } from "~/lib/inline-stylesheet";
import { NonceContext } from "~/lib/nonce";
import { clientAddressContext } from "~/server/request-context.server";

export const streamTimeout = 5_000;

/**
 * The built stylesheet's text, written into every page's <head>
 * (root.tsx): read once, beside this server build (build/client). In
 * development Vite serves the stylesheet itself.
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

export { reviewsWidgetOrigin } from "~/lib/site-config";
export { prepareServerBackup } from "~/server/backup.server";
export { FolderInUseError } from "~/server/db/folder-lock.server";
export { ConfigError } from "~/server/env.server";
export { maxBodyBytes } from "~/server/form-body.server";
export { crossSiteReason } from "~/server/request-guard.server";
// The server entry (server.ts) lives outside the Vite build and reaches the
// app's runtime (config, database, health) through these exports.
export { checkHealth, contentCacheKey, startRuntime, stopRuntime } from "~/server/runtime.server";

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
        <InlineStylesheetContext value={stylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesheetContext>
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
            const html = deferHydration(Buffer.concat(chunks).toString("utf8"));
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
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
