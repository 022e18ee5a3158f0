import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Request as ExpressRequest, RequestHandler } from "express";
import type { RouteObject, ServerBuild } from "react-router";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Public pages rendered once per content version and then served from
 * memory, like static files: an ETag (answered 304 when unchanged), gzip and
 * Brotli made once, and a Content-Security-Policy naming the hashes of the
 * page's inline scripts (a per-response nonce would change the page on every
 * request). A change of content gives a new key: the old pages are dropped.
 *
 * Only GET and HEAD of an address without a query (and React Router's data
 * requests, whose only parameter is _routes), and only the addresses whose
 * route says it may be kept (`routeCachePolicy`): pages that depend on the
 * visitor (the admin, search results, a filtered list) are rendered per request.
 */

export interface PageCacheOptions {
  /** Renders a page for the cache (no cookies, no nonce). */
  render(request: Request): Promise<Response>;
  /** The content's cache key now; a different one means every page may have changed. */
  key(): string;
  /** The Content-Security-Policy of a page whose inline scripts have these hashes. */
  contentSecurityPolicy(scriptHashes: string[]): string;
  /** Whether an address is never kept (the visitor's own, e.g. the admin): in server.ts, what its route declares. */
  excluded(pathname: string): boolean | Promise<boolean>;
  /** Bytes of pages (raw and compressed) kept at most; the least recently used go first. */
  maxBytes?: number;
}

interface Entry {
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  gzip?: Promise<Buffer>;
  /** Brotli made quickly for the first answer, and the smaller one made meanwhile for the rest. */
  brFast?: Promise<Buffer>;
  brBest?: Buffer;
  bytes: number;
}

/**
 * Inline scripts that run (not data blocks such as JSON-LD); the inert boot script runs later, so it
 * counts, and so do the page's speculation rules (the policy governs them as scripts).
 */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["module", "text/javascript", "text/plain", "speculationrules"].includes(type)) continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}

/** The CSP source of each inline script of a page (sha256, as browsers compute it). */
export function scriptHashes(html: string): string[] {
  const hashes = inlineScripts(html).map(
    (text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`,
  );
  return [...new Set(hashes)];
}

function cacheableRequest(req: ExpressRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const query = Object.keys(req.query);
  if (query.length === 0) return !req.originalUrl.includes("?");
  return req.path.endsWith(".data") && query.every((name) => name === "_routes");
}

const KEPT_HEADERS = new Set(["content-type", "cache-control", "x-robots-tag", "link", "location", "vary"]);

export function pageCache(options: PageCacheOptions): RequestHandler & { clear(): void; size(): number } {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  // A Map iterates in insertion order: re-inserting on use keeps it least-recently-used first.
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry>>();
  let currentKey = "";
  let bytes = 0;

  const evict = () => {
    for (const [key, entry] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(key);
      bytes -= entry.bytes;
    }
  };

  async function fill(url: string, req: ExpressRequest, storeKey: string): Promise<Entry> {
    const request = new Request(url, {
      headers: { accept: req.get("accept") ?? "text/html", "user-agent": req.get("user-agent") ?? "" },
    });
    const response = await options.render(request);
    const body = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get("content-type") ?? "";
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) if (KEPT_HEADERS.has(name)) headers.push([name, value]);
    if (type.startsWith("text/html")) {
      headers.push([
        "content-security-policy",
        options.contentSecurityPolicy(scriptHashes(body.toString("utf8"))),
      ]);
    }
    const entry: Entry = {
      status: response.status,
      headers,
      body,
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      bytes: body.length * 2,
    };
    const control = response.headers.get("cache-control") ?? "";
    const keep =
      response.status === 200 && !response.headers.has("set-cookie") && !/no-store|private/.test(control);
    if (keep && storeKey.startsWith(`${currentKey} `)) {
      entries.set(storeKey, entry);
      bytes += entry.bytes;
      evict();
    }
    return entry;
  }

  function compressed(entry: Entry, accepted: string): [encoding: string, body: Promise<Buffer>] | undefined {
    if (entry.body.length < 1024) return undefined;
    if (/\bbr\b/.test(accepted)) {
      if (entry.brBest) return ["br", Promise.resolve(entry.brBest)];
      if (!entry.brFast) {
        // The first visitor after a change gets a quick Brotli; the best one is made
        // in the background (Node's thread pool) for everyone after.
        entry.brFast = brotli(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
        brotli(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).then(
          (best) => {
            entry.brBest = best;
          },
          () => {},
        );
      }
      return ["br", entry.brFast];
    }
    if (/\bgzip\b/.test(accepted)) {
      entry.gzip ??= gzipAsync(entry.body, { level: 6 });
      return ["gzip", entry.gzip];
    }
    return undefined;
  }

  const middleware: RequestHandler = async (req, res, next) => {
    if (!cacheableRequest(req)) return next();
    let excluded: boolean;
    try {
      excluded = await options.excluded(req.path);
    } catch (error) {
      return next(error);
    }
    if (excluded) return next();
    const contentKey = options.key();
    if (contentKey !== currentKey) {
      // New content: every page may have changed.
      currentKey = contentKey;
      entries.clear();
      rendering.clear();
      bytes = 0;
    }
    const storeKey = `${contentKey} ${req.originalUrl}`;
    let entry = entries.get(storeKey);
    try {
      if (entry) {
        entries.delete(storeKey);
        entries.set(storeKey, entry);
      } else {
        let pending = rendering.get(storeKey);
        if (!pending) {
          const url = `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`;
          pending = fill(url, req, storeKey).finally(() => rendering.delete(storeKey));
          rendering.set(storeKey, pending);
        }
        entry = await pending;
      }
    } catch (error) {
      return next(error);
    }
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (entry.status !== 200) {
      res.send(entry.body);
      return;
    }
    const encoded = compressed(entry, req.get("accept-encoding") ?? "");
    // A compressed answer's bytes may differ from one to the next (a quicker Brotli
    // first): the same page, so a weak validator; the plain bytes get a strong one.
    const etag = encoded ? `W/${entry.etag}` : entry.etag;
    res.setHeader("ETag", etag);
    if (!res.hasHeader("cache-control")) res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Vary", "Accept-Encoding");
    const known = (req.get("if-none-match") ?? "").split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    if (known.includes(entry.etag)) {
      res.status(304).end();
      return;
    }
    const body = encoded ? await encoded[1] : entry.body;
    if (encoded) res.setHeader("Content-Encoding", encoded[0]);
    res.setHeader("Content-Length", String(body.length));
    res.end(req.method === "HEAD" ? undefined : body);
  };
  return Object.assign(middleware, {
    clear() {
      entries.clear();
      bytes = 0;
    },
    size: () => entries.size,
  });
}

/** What a route module declares in its handle (`export const handle = { pageCache: true }`), if anything. */
export function declaredPageCache(handle: unknown): boolean | undefined {
  const value = (handle as { pageCache?: unknown } | null | undefined)?.pageCache;
  return typeof value === "boolean" ? value : undefined;
}

/**
 * The page a single-fetch data request stands for: a client-side navigation
 * fetches "/x.data" for "/x" and "/_.data" for "/" (React Router's address
 * shape, as app/lib/page-path.ts reads it for loaders; http/ cannot import
 * the app, hence this second reading: docs/decisions/0016-single-fetch-data-address.md).
 */
function pageOfAddress(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

type MatchRoutes = typeof import("react-router").matchRoutes;

/**
 * The build's routes nested as the router nests them, each carrying whether
 * the page cache may keep it: its own `handle.pageCache`, or else its nearest
 * ancestor's, or else no (keeping is opt-in).
 */
function routesWithPolicy(build: ServerBuild): RouteObject[] {
  const childrenOf = new Map<string | undefined, ServerBuild["routes"][string][]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = childrenOf.get(route.parentId) ?? [];
    siblings.push(route);
    childrenOf.set(route.parentId, siblings);
  }
  const nest = (parentId: string | undefined, inherited: boolean): RouteObject[] =>
    (childrenOf.get(parentId) ?? []).flatMap((route): RouteObject[] => {
      if (!route) return [];
      const pageCache = declaredPageCache(route.module.handle) ?? inherited;
      const { id, path, caseSensitive } = route;
      const handle = { pageCache };
      if (route.index) return [{ id, path, caseSensitive, handle, index: true }];
      return [{ id, path, caseSensitive, handle, children: nest(id, pageCache) }];
    });
  return nest(undefined, false);
}

/** Addresses whose answer is remembered per build; beyond it the memory starts again (anyone can make up addresses). */
const REMEMBERED_ADDRESSES = 2_000;

/**
 * Whether the page cache may keep an address, as the routes of the build in
 * use declare it. The declarations are read once per build (in development,
 * once per edit). React Router's `matchRoutes` ranks every route again on
 * each call (about a third of a millisecond for this app's routes), so each
 * address's answer is remembered: a request then costs a lookup. An address
 * no route matches is not kept. `matchRoutes` is passed in because server.ts
 * loads React Router only once NODE_ENV is settled.
 */
export function routeCachePolicy(
  build: ServerBuild | (() => Promise<ServerBuild>),
  matchRoutes: MatchRoutes,
): (pathname: string) => Promise<boolean> {
  const policies = new WeakMap<ServerBuild, { routes: RouteObject[]; answers: Map<string, boolean> }>();
  return async (pathname) => {
    const current = typeof build === "function" ? await build() : build;
    let policy = policies.get(current);
    if (!policy) {
      policy = { routes: routesWithPolicy(current), answers: new Map() };
      policies.set(current, policy);
    }
    const page = pageOfAddress(pathname);
    let answer = policy.answers.get(page);
    if (answer === undefined) {
      answer = declaredPageCache(matchRoutes(policy.routes, page)?.at(-1)?.route.handle) ?? false;
      if (policy.answers.size >= REMEMBERED_ADDRESSES) policy.answers.clear();
      policy.answers.set(page, answer);
    }
    return answer;
  };
}
