import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

export interface SecurityOptions {
  /** The site's public address: HSTS is sent only when it is HTTPS. */
  siteUrl: string;
  /** Another origin the page may load from (the reviews widget), or null. */
  widgetOrigin: string | null;
  /** Origins a form's post may lead to besides the site: the payment page an invoice's Pay redirects to. */
  formOrigins?: string[];
}

/** The CSP nonce of this response (set by securityHeaders). */
export function responseNonce(res: Response): string {
  return res.locals.nonce as string;
}

/**
 * The Content-Security-Policy: only this site's own scripts, and inline
 * scripts the policy names (a per-response nonce, or the hashes of a cached
 * page's scripts). The reviews widget may load its script, data, images,
 * styles and frames from its own origin; nothing else may. A form may post
 * only here, and its answer may lead only here or to the payment page.
 */
export function contentSecurityPolicy(
  scriptSources: string[],
  widgetOrigin: string | null,
  formOrigins: string[] = [],
): string {
  const widget = widgetOrigin ? [widgetOrigin] : [];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["font-src", ["'self'", ...widget]],
    // Chromium checks a form post's redirects too: Pay's answer leads to the payment page.
    ["form-action", ["'self'", ...formOrigins]],
    ["frame-ancestors", ["'none'"]],
    ["img-src", ["'self'", "data:", "blob:", ...widget]],
    ["object-src", ["'none'"]],
    ["script-src", ["'self'", ...scriptSources, ...widget]],
    ["script-src-attr", ["'none'"]],
    ["style-src", ["'self'", "'unsafe-inline'", ...widget]],
    ["upgrade-insecure-requests", []],
    ["connect-src", ["'self'", ...widget]],
    ["frame-src", ["'self'", ...widget]],
  ];
  return directives.map(([name, values]) => [name, ...values].join(" ")).join(";");
}

/**
 * The security headers of every response: a fresh CSP nonce per response
 * (inline scripts run only with it), the Content Security Policy, framing,
 * referrer, HSTS on an HTTPS site, and the browser features the site never uses.
 */
export function securityHeaders({
  siteUrl,
  widgetOrigin,
  formOrigins = [],
}: SecurityOptions): RequestHandler[] {
  return [
    (_req, res, next) => {
      const nonce = randomBytes(16).toString("base64");
      res.locals.nonce = nonce;
      res.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy([`'nonce-${nonce}'`], widgetOrigin, formOrigins),
      );
      next();
    },
    helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // The same as frame-ancestors 'none', for browsers that only know the older header.
      frameguard: { action: "deny" },
      // Browsers ignore HSTS over plain HTTP anyway; a site on an http:// address never sends it.
      strictTransportSecurity: siteUrl.startsWith("https://")
        ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
        : false,
    }),
    (_req, res, next) => {
      res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
      next();
    },
  ];
}
