/**
 * The canonical form of a page URL: the www host, no trailing slash, no query
 * or fragment. Hosts that are local (localhost, an IP address) keep their name.
 */
export function canonicalUrl(pathOrUrl: string, base: string): string {
  const url = new URL(pathOrUrl, base);
  const host = url.hostname;
  const local = host === "localhost" || /^[\d.]+$/.test(host) || host.includes(":");
  if (!local && !host.startsWith("www.")) url.hostname = `www.${host}`;
  let pathname = url.pathname.replace(/\/+$/, "");
  if (pathname === "") pathname = "/";
  return `${url.origin}${pathname === "/" ? "" : pathname}`;
}
