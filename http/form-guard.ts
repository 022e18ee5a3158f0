import type { RequestHandler } from "express";

export interface FormGuardOptions {
  /** Why a state-changing request must be refused as cross-site (app/server/request-guard.server.ts). */
  crossSiteReason(request: {
    method: string;
    origin?: string;
    referer?: string;
    secFetchSite?: string;
    ownHosts: string[];
  }): string | undefined;
  /** The largest body a post to this address, of this content type, may send. */
  maxBytes: (pathname: string, contentType: string) => number;
  /** The site's public address (its host counts as this site's). */
  siteUrl: string;
  warn?: (line: string) => void;
}

/**
 * Form posts and other changes: only from this site's own pages (a post from
 * another site is a forged request: 403), and never larger than a form (413,
 * decided from Content-Length before the body is read).
 */
export function formGuard({
  crossSiteReason,
  maxBytes,
  siteUrl,
  warn = console.warn,
}: FormGuardOptions): RequestHandler {
  const siteHost = new URL(siteUrl).host;
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const reason = crossSiteReason({
      method: req.method,
      origin: req.get("origin"),
      referer: req.get("referer"),
      secFetchSite: req.get("sec-fetch-site"),
      // The Host header, the forwarded host when TRUST_PROXY trusts it, and SITE_URL's.
      ownHosts: [req.get("host") ?? "", req.host ?? "", siteHost],
    });
    if (reason) {
      warn(`[forms] refused ${req.method} ${req.originalUrl}: ${reason}`);
      res.status(403).type("text").send("Forbidden: this form only accepts posts from this site.");
      return;
    }
    const length = Number(req.get("content-length"));
    if (Number.isFinite(length) && length > maxBytes(req.path, req.get("content-type") ?? "")) {
      res.status(413).type("text").send("Payload too large.");
      req.resume();
      return;
    }
    next();
  };
}
