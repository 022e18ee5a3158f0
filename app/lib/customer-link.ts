/**
 * The headers of a page at a customer's own link (a visit, a quote, the
 * booking page with its visitor's key): kept by no shared cache nor the page
 * cache. Its address (the key) already reaches no other site: the site's
 * referrer policy (strict-origin-when-cross-origin, http/security-headers.ts)
 * sends other sites the origin alone. A page that asked for no referrer at
 * all made Chromium send `Origin: null` with its own form posts, which the
 * form guard refused (issue 51).
 */
export const customerLinkHeaders = { "Cache-Control": "private, no-store" } as const;

/** A route's headers with the customer-link headers on top (an action's Retry-After kept). */
export function withCustomerLinkHeaders(...sources: Headers[]): Headers {
  const headers = new Headers();
  for (const source of sources) for (const [name, value] of source) headers.set(name, value);
  for (const [name, value] of Object.entries(customerLinkHeaders)) headers.set(name, value);
  return headers;
}
