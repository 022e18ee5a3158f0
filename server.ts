/**
 * The web server: the middleware in server/ around the React Router app.
 * `node server.ts` serves the production build; `node server.ts --dev` (npm
 * run dev) runs the same middleware around Vite's on-demand build.
 */
import { createServer } from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import { serveControlSocket } from "./server/control-socket.ts";
import { formGuard } from "./server/form-guard.ts";
import { healthCheck } from "./server/health.ts";
import { startApp } from "./server/load-app.ts";
import { pageCache } from "./server/page-cache.ts";
import { requestLog } from "./server/request-log.ts";
import { contentSecurityPolicy, responseNonce, securityHeaders } from "./server/security-headers.ts";
import { gracefulShutdown } from "./server/shutdown.ts";
import { buildAssets, publicFiles } from "./server/static-files.ts";
import { trailingSlashRedirect } from "./server/trailing-slash.ts";

const root = import.meta.dirname;
const dev = process.argv.includes("--dev");
// React picks its build from NODE_ENV; the operator's own value is what the configuration check reads.
const operatorNodeEnv = dev ? "development" : process.env.NODE_ENV;
process.env.NODE_ENV = operatorNodeEnv ?? "production";
const { createRequestHandler } = await import("@react-router/express");
const reactRouter = await import("react-router");

const server = express();
const httpServer = createServer(server);
const { loaded, app, config } = await startApp(root, httpServer, {
  ...process.env,
  NODE_ENV: operatorNodeEnv,
});
const clientDir = path.join(root, "build", "client");

server.disable("x-powered-by");
server.set("trust proxy", config.trustProxy);
server.use(requestLog());
const widgetOrigin = app.reviewsWidgetOrigin(config.reviewsWidgetUrl);
server.use(securityHeaders({ siteUrl: config.siteUrl, widgetOrigin }));
// After the security headers, so the health answer carries them too.
server.get("/healthz", healthCheck(app.checkHealth));
// Pages rendered per request carry a nonce each, so they are compressed per response, at a fast level.
server.use(compression({ level: 4 }));
server.use(trailingSlashRedirect());
if (dev) server.use(...loaded.before);
else server.use(buildAssets(clientDir), publicFiles(clientDir));
// Public pages: rendered once per content version, then served from memory.
const renderForCache = reactRouter.createRequestHandler(loaded.build, dev ? "development" : "production");
server.use(
  pageCache({
    render: async (request) => renderForCache(request, (await loaded.entry()).createLoadContext("", "cache")),
    key: () => `${app.contentCacheKey()}${loaded.codeRevision()}`,
    contentSecurityPolicy: (hashes) => contentSecurityPolicy(hashes, widgetOrigin),
    // The visitor's own pages, and uploaded pictures (served from their store, never kept in memory).
    excluded: (pathname) => /^\/(admin|search)(\/|\.|$)|^\/img\//.test(pathname),
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
