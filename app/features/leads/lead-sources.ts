import { sourceName } from "~/features/insights";

/**
 * "Where they heard of us" for a lead the owner adds by hand (a call, a
 * walk-in, a referral): the built-in choices and the owner's own, each
 * named the way Insights names sources, so a lead from "google" counts under
 * Google with the site's visits from Google.
 */
export const builtInLeadSources = [
  "Phone call",
  "Referral",
  "Walk-in",
  "Repeat customer",
  "Yard sign",
  "Truck or van",
  "Nextdoor",
  "Facebook",
  "Google",
  "Angi",
  "Yelp",
] as const;

export const LEAD_SOURCE_MAX = 60;
/** How many sources of his own the owner can add. */
export const OWN_LEAD_SOURCES_MAX = 40;

/** The built-in choices, then the owner's own, each once (by its Insights name). */
export function leadSourceChoices(own: readonly string[]): string[] {
  const seen = new Set<string>();
  const choices: string[] = [];
  for (const source of [...builtInLeadSources, ...own]) {
    const name = sourceName(source);
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    choices.push(name);
  }
  return choices;
}
