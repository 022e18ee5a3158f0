/**
 * Refuses state-changing requests sent from another site (cross-site request
 * forgery): a browser always says where a POST comes from, in `Origin`, or
 * failing that in `Referer` and `Sec-Fetch-Site`.
 */

export interface GuardedRequest {
  method: string;
  origin?: string;
  referer?: string;
  secFetchSite?: string;
  /** Hosts (host[:port]) this server answers as: the Host header, the forwarded host, SITE_URL's. */
  ownHosts: string[];
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** Why the request must be refused, or undefined when it may go on. */
export function crossSiteReason(request: GuardedRequest): string | undefined {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return undefined;
  const own = new Set(request.ownHosts.filter(Boolean).map((h) => h.toLowerCase()));
  // A page of ours that sends no referrer makes Chromium write `Origin: null` on its own posts;
  // Sec-Fetch-Site, which no page can set, still says the post came from this site.
  if (request.origin === "null" && request.secFetchSite === "same-origin") return undefined;
  if (request.origin !== undefined) {
    const host = hostOf(request.origin);
    if (!host || !own.has(host)) return `origin ${request.origin} is not this site`;
    return undefined;
  }
  if (request.secFetchSite === "cross-site") return "sent from another site";
  if (request.referer !== undefined && request.referer !== "") {
    const host = hostOf(request.referer);
    if (!host || !own.has(host)) return "referer is not this site";
  }
  // No Origin, no Referer: not a browser form on another site (browsers send
  // Origin with every cross-site POST), e.g. a command-line client.
  return undefined;
}
