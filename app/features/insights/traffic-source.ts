/**
 * Where a visit (or a lead) came from, as the owner reads it in Insights:
 * "nextdoor", "Google", "angieslist.com" or "Direct". Page views and leads are
 * both named by this one function, so their numbers line up by source.
 */

export const DIRECT = "Direct";

/** A country or generic ending: .com, .ca, .co.uk, .com.au. */
const anyTld = String.raw`\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$`;
const site = (name: string) => new RegExp(String.raw`(^|\.)${name}${anyTld}`);

/** Sites the owner knows by name: a host (or its parent domain) and what to call it. */
const knownSites: [pattern: RegExp, name: string][] = [
  [site("google"), "Google"],
  [/(^|\.)bing\.com$/, "Bing"],
  [/(^|\.)duckduckgo\.com$/, "DuckDuckGo"],
  [site("yahoo"), "Yahoo"],
  [/(^|\.)ecosia\.org$/, "Ecosia"],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, "Facebook"],
  [/(^|\.)instagram\.com$/, "Instagram"],
  [/(^|\.)nextdoor\.(com|co\.uk)$/, "Nextdoor"],
  [site("yelp"), "Yelp"],
  [site("houzz"), "Houzz"],
  [/(^|\.)(angi|angieslist)\.com$/, "Angi"],
  [/(^|\.)homeadvisor\.com$/, "HomeAdvisor"],
  [/(^|\.)thumbtack\.com$/, "Thumbtack"],
  [/(^|\.)bbb\.org$/, "BBB"],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, "LinkedIn"],
  [/(^|\.)(twitter\.com|x\.com|t\.co)$/, "X (Twitter)"],
  [site("pinterest"), "Pinterest"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "YouTube"],
  [/(^|\.)reddit\.com$/, "Reddit"],
  [/(^|\.)chatgpt\.com$/, "ChatGPT"],
];

const MAX_SOURCE = 100;

/** A UTM source as typed on a flyer's link ("  NextDoor ") becomes "nextdoor". */
export function normaliseUtm(value: string | undefined | null): string {
  return (value ?? "").trim().toLowerCase().replace(/\s+/g, " ").slice(0, MAX_SOURCE);
}

/** Other ways a known source is written in a link's tag or typed by the owner ("fb", "google business"). */
const aliases: Record<string, string> = {
  "google.com": "Google",
  "google business": "Google",
  "google business profile": "Google",
  "google my business": "Google",
  "google maps": "Google",
  gmb: "Google",
  gbp: "Google",
  "facebook.com": "Facebook",
  fb: "Facebook",
  "fb.com": "Facebook",
  "instagram.com": "Instagram",
  ig: "Instagram",
  "nextdoor.com": "Nextdoor",
  "next door": "Nextdoor",
  "yelp.com": "Yelp",
  "angie's list": "Angi",
  "angies list": "Angi",
  angieslist: "Angi",
  "home advisor": "HomeAdvisor",
  twitter: "X (Twitter)",
  x: "X (Twitter)",
  "bing.com": "Bing",
  "youtube.com": "YouTube",
  direct: DIRECT,
};

/** Known names by their lower case ("google" is "Google"). */
const knownNames = new Map<string, string>([
  ...knownSites.map(([, name]): [string, string] => [name.toLowerCase(), name]),
  ...Object.entries(aliases),
]);

/**
 * One name per source, however it was written: a known site's or alias's
 * name ("google", "GOOGLE", "google.com" and "gmb" are all "Google"), a
 * host as it is ("stpaulneighbors.org"), any other name trimmed with its
 * first letter capital ("yard sign" is "Yard sign"). Insights counts by it,
 * so a tagged link, a referrer and a lead the owner added are one row.
 */
export function sourceName(value: string): string {
  const key = normaliseUtm(value);
  if (!key) return DIRECT;
  const known = knownNames.get(key);
  if (known) return known;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(key)) return key.replace(/^www\./, "");
  return key.charAt(0).toUpperCase() + key.slice(1);
}

function hostOf(referrer: string): string | undefined {
  try {
    const url = new URL(referrer);
    return /^https?:$/.test(url.protocol) ? url.hostname.toLowerCase().replace(/\.$/, "") : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The readable source of a visit: its UTM source when the link carried one
 * (by its one name, see `sourceName`);
 * otherwise the outside site that linked (by name when known, else its host
 * without "www."); with neither, "Direct".
 */
export function trafficSource(
  utmSource: string | undefined | null,
  referrer: string | undefined | null,
): string {
  if (normaliseUtm(utmSource)) return sourceName(utmSource ?? "");
  const host = referrer ? hostOf(referrer) : undefined;
  if (!host) return DIRECT;
  const known = knownSites.find(([pattern]) => pattern.test(host));
  return known ? known[1] : host.replace(/^www\./, "").slice(0, MAX_SOURCE);
}

/**
 * Where a lead came from, named like a visit: where the customer said they
 * heard of the business, for a lead the owner added by hand; otherwise the
 * visit's tag or referrer.
 */
export function leadSource(lead: {
  heardFrom?: string | null;
  utm: { utm_source?: string };
  referrer: string | null;
}): string {
  return lead.heardFrom ? sourceName(lead.heardFrom) : trafficSource(lead.utm.utm_source, lead.referrer);
}
