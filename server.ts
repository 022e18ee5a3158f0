/**
 * The production server: security headers, compression, static files,
 * prerendered pages, the React Router handler, /healthz and graceful shutdown.
 * It stays outside the Vite build and reaches the app through the server
 * build's entry module (see app/entry.server.tsx).
 */
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import type { RouterContextProvider, ServerBuild } from "react-router";

interface AppEntry {
  startRuntime(
    env: Record<string, string | undefined>,
  ): Promise<{ port: number; trustProxy: string | number | boolean; siteUrl: string }>;
  stopRuntime(): Promise<void>;
  checkHealth(): Promise<{ ok: boolean; database: string; error?: string }>;
  createLoadContext(nonce: string, clientAddress?: string): RouterContextProvider;
  crossSiteReason(request: {
    method: string;
    origin?: string;
    referer?: string;
    secFetchSite?: string;
    ownHosts: string[];
  }): string | undefined;
  MAX_FORM_BYTES: number;
  ConfigError: new (...args: never[]) => Error;
  FolderInUseError: new (...args: never[]) => Error;
  NONCE_PLACEHOLDER: string;
  buildConfig: { reviewsWidgetUrl: string };
  reviewsWidgetOrigin(config: { reviewsWidgetUrl: string }): string | null;
}

const root = import.meta.dirname;
const clientDir = path.join(root, "build", "client");
const serverBuildPath = path.join(root, "build", "server", "index.js");

if (!existsSync(serverBuildPath)) {
  console.error("No production build found. Run `npm run build` first.");
  process.exit(1);
}

// React's server renderer picks its production build from NODE_ENV; the
// operator's own value is what the configuration check reads.
// (Set before anything imports React, hence the dynamic imports below.)
const operatorNodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV ??= "production";
const { createRequestHandler } = await import("@react-router/express");

const build = (await import(serverBuildPath)) as ServerBuild;
const app = build.entry.module as unknown as AppEntry;

let config: { port: number; trustProxy: string | number | boolean; siteUrl: string };
try {
  config = await app.startRuntime({ ...process.env, NODE_ENV: operatorNodeEnv });
} catch (error) {
  if (error instanceof app.ConfigError || error instanceof app.FolderInUseError) {
    console.error((error as Error).message);
  } else {
    console.error("Could not start:", error);
  }
  process.exit(1);
}

/** Prerendered pages, read once: route path -> HTML. */
function loadPrerendered(dir: string, prefix = ""): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === "assets") continue;
    if (statSync(full).isDirectory()) {
      for (const [route, html] of loadPrerendered(full, `${prefix}/${entry}`)) pages.set(route, html);
    } else if (entry === "index.html") {
      pages.set(prefix || "/", readFileSync(full, "utf8"));
    }
  }
  return pages;
}
const prerendered = loadPrerendered(clientDir);

const server = express();
server.disable("x-powered-by");
server.set("trust proxy", config.trustProxy);

// One log line per request.
server.use((req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
  next();
});

server.use((_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString("base64");
  next();
});

// The third-party reviews widget (REVIEWS_WIDGET_URL at build) may load its
// script, data, images, styles and frames from its own origin; nothing else may.
const widgetOrigin = app.reviewsWidgetOrigin(app.buildConfig);
const widgetSources = widgetOrigin ? [widgetOrigin] : [];

server.use(
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`, ...widgetSources],
        styleSrc: ["'self'", "'unsafe-inline'", ...widgetSources],
        imgSrc: ["'self'", "data:", "blob:", ...widgetSources],
        fontSrc: ["'self'", ...widgetSources],
        connectSrc: ["'self'", ...widgetSources],
        frameSrc: ["'self'", ...widgetSources],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // The same as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: "deny" },
    // HSTS when the site's public address is HTTPS (browsers ignore it over
    // plain HTTP anyway); a site built for an http:// address never sends it.
    strictTransportSecurity: config.siteUrl.startsWith("https://")
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
      : false,
  }),
);
server.use((_req, res, next) => {
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  next();
});

// After the security headers, so the health answer carries them too.
server.get("/healthz", async (_req, res) => {
  const health = await app.checkHealth();
  res
    .status(health.ok ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json(health);
});

/**
 * Serves the build's precompressed copy (scripts/precompress.ts) of a static
 * file when the browser accepts it: Brotli first, then gzip.
 */
function precompressed(dir: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const file = path.join(dir, decodeURIComponent(req.path));
    if (!file.startsWith(dir + path.sep)) return next();
    for (const [encoding, extension] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      if (!accepted.includes(encoding) || !existsSync(file + extension)) continue;
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Vary", "Accept-Encoding");
      res.type(path.extname(file));
      res.sendFile(file + extension, { immutable: true, maxAge: "1y" });
      return;
    }
    next();
  };
}

// Pages are compressed per response (each carries its own CSP nonce), so a
// fast level: at gzip 4 a 90 KB page costs about half the time of the default 6,
// for a few per cent more bytes. Brotli stays at the library's quality 4.
server.use(compression({ level: 4 }));

// "/services/" and the like: one address per page, without the trailing slash.
server.use((req, res, next) => {
  if ((req.method === "GET" || req.method === "HEAD") && req.path.length > 1 && req.path.endsWith("/")) {
    const query = req.originalUrl.slice(req.path.length);
    res.redirect(301, req.path.replace(/\/+$/, "") + query);
    return;
  }
  next();
});

// Hashed build assets never change: cache them for a year.
server.use("/assets", precompressed(path.join(clientDir, "assets")));
server.use(
  "/assets",
  express.static(path.join(clientDir, "assets"), {
    immutable: true,
    maxAge: "1y",
    index: false,
    redirect: false,
  }),
);
// Images from the build step carry their content hash in the name, too.
server.use(
  "/img",
  express.static(path.join(clientDir, "img"), {
    immutable: true,
    maxAge: "1y",
    index: false,
    redirect: false,
  }),
);
// A missing asset is a plain 404, not an HTML page.
server.use(["/assets", "/img"], (_req, res) => {
  res.status(404).type("text").send("Not found");
});
// Prerendered pages, with this response's nonce in place of the placeholder
// (looked up in memory before the files on disk: a page is not a file there).
server.use((req: Request, res: Response, next: NextFunction) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  // A query string (?page=2, ?category=...) can change what the page shows: the renderer answers it.
  if (req.originalUrl.includes("?")) return next();
  const html = prerendered.get(req.path);
  if (html === undefined) return next();
  res
    .status(200)
    .type("html")
    .set("Cache-Control", "no-cache")
    .send(html.replaceAll(app.NONCE_PLACEHOLDER, res.locals.nonce as string));
});

// A prerendered page's data file holds its answer without a query; with one
// (/blog.data?page=2) the renderer answers.
function dataWithQuery(req: Request): boolean {
  if (!req.path.endsWith(".data")) return false;
  return Object.keys(req.query).some((name) => name !== "_routes");
}
const staticFiles = express.static(clientDir, {
  index: false,
  redirect: false,
  maxAge: "1h",
  setHeaders(res, file) {
    if (file.endsWith(".html")) res.setHeader("Cache-Control", "no-cache");
  },
});
server.use((req, res, next) => (dataWithQuery(req) ? next() : staticFiles(req, res, next)));

// Form posts and other changes: only from this site's own pages (a post
// from another site is a forged request), and never larger than a form.
const siteHost = new URL(config.siteUrl).host;
server.use((req: Request, res: Response, next: NextFunction) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const reason = app.crossSiteReason({
    method: req.method,
    origin: req.get("origin"),
    referer: req.get("referer"),
    secFetchSite: req.get("sec-fetch-site"),
    // The Host header, the forwarded host when TRUST_PROXY trusts it, and SITE_URL's.
    ownHosts: [req.get("host") ?? "", req.host ?? "", siteHost],
  });
  if (reason) {
    console.warn(`[forms] refused ${req.method} ${req.originalUrl}: ${reason}`);
    res.status(403).type("text").send("Forbidden: this form only accepts posts from this site.");
    return;
  }
  const length = Number(req.get("content-length"));
  if (Number.isFinite(length) && length > app.MAX_FORM_BYTES) {
    res.status(413).type("text").send("Payload too large.");
    req.resume();
    return;
  }
  next();
});

server.all(
  "/{*splat}",
  createRequestHandler({
    build,
    mode: "production",
    getLoadContext: (req, res) => app.createLoadContext(res.locals.nonce as string, req.ip ?? "unknown"),
  }),
);

const httpServer: Server = server.listen(config.port, () => {
  console.log(`Serving on http://localhost:${config.port}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing in-flight requests, then closing the database`);
  const force = setTimeout(() => {
    console.error("Shutdown took too long; exiting");
    process.exit(1);
  }, 15_000);
  force.unref();
  httpServer.close(async () => {
    try {
      await app.stopRuntime();
      console.log("Stopped cleanly");
      process.exit(0);
    } catch (error) {
      console.error("Error while closing the database:", error);
      process.exit(1);
    }
  });
  httpServer.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
