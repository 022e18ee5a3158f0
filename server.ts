/**
 * The web server: the middleware in http/ around the React Router app.
 * `node server.ts` serves the production build; `node server.ts --dev` (npm
 * run dev) runs the same middleware around Vite's on-demand build.
 */
import { createServer } from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import { serveControlSocket } from "./http/control-socket.ts";
import { formGuard } from "./http/form-guard.ts";
import { healthCheck } from "./http/health.ts";
import { startApp } from "./http/load-app.ts";
import { pageCache, routeCachePolicy } from "./http/page-cache.ts";
import { requestLog } from "./http/request-log.ts";
import { requestShape } from "./http/request-shape.ts";
import { contentSecurityPolicy, responseNonce, securityHeaders } from "./http/security-headers.ts";
import { gracefulShutdown } from "./http/shutdown.ts";
import { buildAssets, publicFiles } from "./http/static-files.ts";
import { trailingSlashRedirect } from "./http/trailing-slash.ts";

const root = import.meta.dirname;
const dev = process.argv.includes("--dev");
// React picks its build from NODE_ENV; the operator's own value is what the configuration check reads.
const operatorNodeEnv = dev ? "development" : process.env.NODE_ENV;
process.env.NODE_ENV = operatorNodeEnv ?? "production";
const { createRequestHandler } = await import("@react-router/express");
const reactRouter = await import("react-router");

const server = express();
const httpServer = createServer(server);
// A connection kept open between requests outlives a client's and a proxy's own idle time (60 s
// in nginx and most load balancers), so they close it first: a request sent on it just as the
// server closed it (Node's default, 5 s) would fail with a reset.
httpServer.keepAliveTimeout = 65_000;
httpServer.headersTimeout = 66_000;
const { loaded, app, config } = await startApp(root, httpServer, {
  ...process.env,
  NODE_ENV: operatorNodeEnv,
});
const clientDir = path.join(root, "build", "client");

server.disable("x-powered-by");
server.set("trust proxy", config.trustProxy);
server.use(requestLog());
// Targets that are not paths and methods the site does not handle: answered here, never logged as errors.
server.use(requestShape());
const widgetOrigin = app.reviewsWidgetOrigin(config.reviewsWidgetUrl);
const checkoutOrigin = app.paymentCheckoutOrigin();
const formOrigins = checkoutOrigin ? [checkoutOrigin] : [];
server.use(securityHeaders({ siteUrl: config.siteUrl, widgetOrigin, formOrigins }));
// After the security headers, so the health answer carries them too.
server.get("/healthz", healthCheck(app.checkHealth));
// Pages rendered per request carry a nonce each, so they are compressed per response, at a fast level.
server.use(compression({ level: 4 }));
server.use(trailingSlashRedirect());
if (dev) server.use(...loaded.before);
else server.use(buildAssets(clientDir), publicFiles(clientDir));
// Public pages: rendered once per content version, then served from memory.
const renderForCache = reactRouter.createRequestHandler(loaded.build, dev ? "development" : "production");
// Which addresses may be kept is each route's to say (`handle.pageCache`, e.g. app/routes/site/layout.tsx).
const keptByRoute = routeCachePolicy(loaded.build, reactRouter.matchRoutes);
server.use(
  pageCache({
    render: async (request) => renderForCache(request, (await loaded.entry()).createLoadContext("", "cache")),
    key: () => `${app.contentCacheKey()}${loaded.codeRevision()}`,
    contentSecurityPolicy: (hashes) => contentSecurityPolicy(hashes, widgetOrigin, formOrigins),
    excluded: async (pathname) => !(await keptByRoute(pathname)),
  }),
);
server.use(
  formGuard({ crossSiteReason: app.crossSiteReason, maxBytes: app.maxBodyBytes, siteUrl: config.siteUrl }),
);
server.all(
  "/{*splat}",
  createRequestHandler({
    build: loaded.build,
    mode: dev ? "development" : "production",
    getLoadContext: async (req, res) => (await loaded.entry()).createLoadContext(responseNonce(res), req.ip),
  }),
);

const control = await serveControlSocket(config, app.prepareServerBackup);
httpServer.listen(config.port, () =>
  console.log(`Serving on http://localhost:${config.port}${dev ? " (development)" : ""}`),
);
gracefulShutdown(httpServer, async () => {
  await control.close();
  await (await loaded.entry()).stopRuntime();
  await loaded.close();
});
