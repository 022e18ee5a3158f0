/**
 * Where a visit came from, kept for the owner's dashboard: the first page of
 * the visit, the site that linked to it and its UTM parameters. Stored in
 * sessionStorage (this tab, this visit), never in a cookie, and sent only with
 * a form the visitor chooses to submit.
 */

export const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof utmKeys)[number];

export interface Landing {
  /** Path of the first page of the visit, e.g. /service/exterior-painting */
  landingPage: string;
  /** The other site that linked to it (origin and path), or "". */
  referrer: string;
  utm: Partial<Record<UtmKey, string>>;
}

/** Names of the hidden form fields that carry the landing information. */
export const landingFields = {
  landingPage: "landing_page",
  referrer: "landing_referrer",
} as const;

const STORAGE_KEY = "landing";
export const UTM_MAX_LENGTH = 200;

/** Keeps the origin and path of an outside referrer; "" for our own pages or none. */
function outsideReferrer(referrer: string, ownOrigin: string): string {
  if (!referrer) return "";
  try {
    const url = new URL(referrer);
    if (url.origin === ownOrigin || !/^https?:$/.test(url.protocol)) return "";
    return `${url.origin}${url.pathname}`;
  } catch {
    return "";
  }
}

/** Reads the landing information of the current page (pure, for tests). */
export function landingFromLocation(href: string, referrer: string): Landing {
  const url = new URL(href);
  const utm: Landing["utm"] = {};
  for (const key of utmKeys) {
    const value = url.searchParams.get(key)?.trim();
    if (value) utm[key] = value.slice(0, UTM_MAX_LENGTH);
  }
  return { landingPage: url.pathname, referrer: outsideReferrer(referrer, url.origin), utm };
}

/** Whether this page load began the visit (kept the landing record, or could not keep any). */
let visitBegan = false;

/** Called once when the app starts in the browser: keeps the first page of the visit. */
export function recordLanding(): void {
  try {
    if (sessionStorage.getItem(STORAGE_KEY)) return;
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify(landingFromLocation(location.href, document.referrer)),
    );
    visitBegan = true;
  } catch {
    // Storage can be disabled; the forms then fall back to the page they are on
    // (and every page load counts as a visit of its own).
    visitBegan = true;
  }
}

/** True when the visit began with this page load (the visit counter counts it once). */
export function visitBeganHere(): boolean {
  return visitBegan;
}

export function readLanding(): Landing | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Landing>;
    return {
      landingPage: typeof value.landingPage === "string" ? value.landingPage : "",
      referrer: typeof value.referrer === "string" ? value.referrer : "",
      utm: value.utm && typeof value.utm === "object" ? value.utm : {},
    };
  } catch {
    return null;
  }
}
