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

function hostOf(referrer: string): string | undefined {
  try {
    const url = new URL(referrer);
    return /^https?:$/.test(url.protocol) ? url.hostname.toLowerCase().replace(/\.$/, "") : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The readable source of a visit: its UTM source when the link carried one;
 * otherwise the outside site that linked (by name when known, else its host
 * without "www."); with neither, "Direct".
 */
export function trafficSource(
  utmSource: string | undefined | null,
  referrer: string | undefined | null,
): string {
  const tagged = normaliseUtm(utmSource);
  if (tagged) return tagged;
  const host = referrer ? hostOf(referrer) : undefined;
  if (!host) return DIRECT;
  const known = knownSites.find(([pattern]) => pattern.test(host));
  return known ? known[1] : host.replace(/^www\./, "").slice(0, MAX_SOURCE);
}
