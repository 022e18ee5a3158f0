import { landingFields, UTM_MAX_LENGTH, utmKeys } from "~/features/insights";
import { cleanSingleLine } from "~/lib/schemas/fields";
import type { UtmParams } from "~/server/db/schema.server";

/** Where a lead came from, as stored with it. */
export interface LeadSource {
  sourcePath: string | null;
  referrer: string | null;
  utm: UtmParams;
}

const MAX_PATH = 300;
const MAX_REFERRER = 500;

function sitePath(value: string | undefined): string | null {
  if (!value) return null;
  const path = cleanSingleLine(value);
  // A path on this site: one leading slash, no scheme or host.
  if (!/^\/(?!\/)/.test(path) || path.includes("\\")) return null;
  return path.slice(0, MAX_PATH);
}

function webAddress(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(cleanSingleLine(value));
    if (!/^https?:$/.test(url.protocol)) return null;
    // Origin and path only: a query string can carry a stranger's private data.
    return `${url.origin}${url.pathname}`.slice(0, MAX_REFERRER);
  } catch {
    return null;
  }
}

function pathOfSameSite(referer: string | null, ownHost: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === ownHost ? sitePath(url.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * Reads the landing information the form carried (see app/features/insights/landing.ts).
 * Without it (no JavaScript, or storage disabled) the page is the one the form
 * was posted from, per the Referer header, or else the form's own page.
 */
export function leadSourceFrom(form: FormData, request: Request, formPage: string): LeadSource {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const utm: UtmParams = {};
  for (const key of utmKeys) {
    const value = cleanSingleLine(field(key) ?? "").slice(0, UTM_MAX_LENGTH);
    if (value) utm[key] = value;
  }
  const ownHost = new URL(request.url).host;
  return {
    sourcePath:
      sitePath(field(landingFields.landingPage)) ??
      pathOfSameSite(request.headers.get("referer"), ownHost) ??
      formPage,
    referrer: webAddress(field(landingFields.referrer)),
    utm,
  };
}
